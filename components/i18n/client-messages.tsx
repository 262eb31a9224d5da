import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";

import { pageLocale } from "@/i18n/routing";
import { errorDictionaryFor } from "@/lib/server/i18n/locale";

import { ErrorTextProvider } from "./error-text";

// The catalogue's parts the browser needs, and no more: a page wraps its interactive parts with
// theirs (<ClientMessages namespaces={["apply"]}>), plus the few its shared pieces use (file inputs,
// error banners, privacy consent, job facts). The site chrome needs none: its client components get
// their words formatted on the server (components/site/shell-labels.ts), so a page without an
// island of its own ships no next-intl client code. Server components read the whole catalogue.
export const SHARED_NAMESPACES = ["ui", "consent", "jobFacts"] as const;

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

/**
 * `errors`: around a page's forms, every validation and API message (lib/i18n/errors.ts) in the
 * page's language. Without it the dictionary around stays (the public layout's: the chrome's few).
 */
export async function ClientMessages({
  namespaces = [],
  errors,
  children,
}: {
  namespaces?: readonly Namespace[];
  errors?: boolean;
  children: React.ReactNode;
}) {
  const all = await getMessages();
  const wanted = new Set<string>([...SHARED_NAMESPACES, ...namespaces]);
  const messages = Object.fromEntries(Object.entries(all).filter(([key]) => wanted.has(key)));
  const dictionary = errors && errorDictionaryFor(pageLocale(await getLocale()));
  return (
    <NextIntlClientProvider messages={messages}>
      {dictionary ? <ErrorTextProvider dictionary={dictionary}>{children}</ErrorTextProvider> : children}
    </NextIntlClientProvider>
  );
}
