"use client";

import { createContext, useContext } from "react";

/**
 * The words of a segment's error and loading boundaries, formatted on the server by the segment's
 * layout. A boundary is a client component without params; reading its words here rather than
 * through next-intl's useTranslations keeps the message formatter (some 12 kB of gzipped script)
 * off the segment's pages that have no island of their own, such as a government job's page.
 */
const BoundaryTextContext = createContext<Readonly<Record<string, string>>>({});

export function BoundaryTexts<Key extends string>({
  texts,
  children,
}: {
  texts: Record<Key, string>;
  children: React.ReactNode;
}) {
  return <BoundaryTextContext value={texts}>{children}</BoundaryTextContext>;
}

/** The texts the layout gave, under the keys its `texts` type names. */
export function useBoundaryTexts<Key extends string>(): Readonly<Record<Key, string>> {
  return useContext(BoundaryTextContext) as Readonly<Record<Key, string>>;
}
