import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";

import { pageLocale } from "@/i18n/routing";
import { errorDictionaryFor, type ErrorSection } from "@/lib/server/i18n/locale";

import { ErrorTextProvider } from "./error-text";

// The catalogue's parts the browser needs, and no more: the public layout gives the site chrome's
// ("shell": header, menu, newsletter, help desk), and a page wraps its own interactive parts with
// theirs (<ClientMessages namespaces={["apply"]}>). A provider replaces the one around it, so each
// also carries the shell's. Server components read the whole catalogue on the server instead.
export const SHELL_NAMESPACES = ["shell", "chat", "ui", "consent", "jobFacts"] as const;

/** The error messages the chrome can show: the footer's newsletter box and its consent box. */
export const SHELL_ERRORS = ["newsletter", "consent"] as const satisfies readonly ErrorSection[];

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

/**
 * `errors`: the validation and API messages (lib/i18n/errors.ts) the wrapped part shows in the
 * page's language: the chrome's few, or "all" around a page's forms. Without it the dictionary
 * around stays.
 */
export async function ClientMessages({
  namespaces = [],
  errors,
  children,
}: {
  namespaces?: readonly Namespace[];
  errors?: readonly ErrorSection[] | "all";
  children: React.ReactNode;
}) {
  const all = await getMessages();
  const wanted = new Set<string>([...SHELL_NAMESPACES, ...namespaces]);
  const messages = Object.fromEntries(Object.entries(all).filter(([key]) => wanted.has(key)));
  const dictionary = errors && errorDictionaryFor(pageLocale(await getLocale()), errors === "all" ? undefined : errors);
  return (
    <NextIntlClientProvider messages={messages}>
      {dictionary ? <ErrorTextProvider dictionary={dictionary}>{children}</ErrorTextProvider> : children}
    </NextIntlClientProvider>
  );
}
