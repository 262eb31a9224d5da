"use client";

import { createContext, useCallback, useContext } from "react";

import { translateError, type ErrorDictionary } from "@/lib/i18n/errors";

// The page's error dictionary (lib/i18n/errors.ts) for the browser: the public layout gives it on
// Hindi pages; English pages and the staff consoles have none, and messages stay as written.
const ErrorTextContext = createContext<ErrorDictionary>([]);

export function ErrorTextProvider({
  dictionary,
  children,
}: {
  dictionary: ErrorDictionary;
  children: React.ReactNode;
}) {
  return <ErrorTextContext value={dictionary}>{children}</ErrorTextContext>;
}

/** A function putting an English validation or API message into the page's language. */
export function useErrorText(): (message: string) => string {
  const dictionary = useContext(ErrorTextContext);
  return useCallback((message: string) => translateError(message, dictionary), [dictionary]);
}
