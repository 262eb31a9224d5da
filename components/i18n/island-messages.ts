import "server-only";

import { getLocale, getMessages } from "next-intl/server";

import { type Locale, pageLocale } from "@/i18n/routing";
import type { ErrorDictionary } from "@/lib/i18n/errors";
import { errorDictionaryFor } from "@/lib/server/i18n/locale";

// Apart from client-messages.tsx on purpose: a page importing that module gets next-intl's client
// provider, and with it the message formatter, in its scripts, even when it renders no provider.
// A job's page imports this one only (its Apply button's modal brings its own provider).

export const SHARED_NAMESPACES = ["ui", "consent", "jobFacts"] as const;

export type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

/** What a client island needs to format its words itself: see clientMessagesFor. */
export type IslandMessages = {
  locale: Locale;
  messages: Record<string, unknown>;
  /** The validation and API messages in the page's language (empty on English pages). */
  errors: ErrorDictionary;
};

/**
 * The catalogue's `namespaces` (and the shared ones) in the page's language, for an island that
 * brings its own message provider when it loads (the apply modal on a job's page), so the page
 * ships none up front. `errors`: every validation and API message too.
 */
export async function clientMessagesFor(namespaces: readonly Namespace[], errors = false): Promise<IslandMessages> {
  const all = await getMessages();
  const wanted = new Set<string>([...SHARED_NAMESPACES, ...namespaces]);
  const locale = pageLocale(await getLocale());
  return {
    locale,
    messages: Object.fromEntries(Object.entries(all).filter(([key]) => wanted.has(key))),
    errors: errors ? errorDictionaryFor(locale) : [],
  };
}
