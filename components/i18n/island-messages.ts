import "server-only";

import { getLocale, getMessages } from "next-intl/server";

import { type Locale, pageLocale } from "@/i18n/routing";
import type { ErrorDictionary } from "@/lib/i18n/errors";
import { pickMessages } from "@/lib/i18n/pick-messages";
import { errorDictionaryFor } from "@/lib/server/i18n/locale";

// Apart from client-messages.tsx on purpose: a page importing that module gets next-intl's client
// provider, and with it the message formatter, in its scripts, even when it renders no provider.
// A job's page imports this one only (its Apply button's modal brings its own provider).

export const SHARED_NAMESPACES = ["ui", "consent", "jobFacts"] as const;

export type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;
/** A namespace, or a part of one ("govForm.feeNotice") when an island needs only that. */
export type MessagePart = Namespace | `${Namespace}.${string}`;

/** What a client island needs to format its words itself: see clientMessagesFor. */
export type IslandMessages = {
  locale: Locale;
  messages: Record<string, unknown>;
  /** The validation and API messages in the page's language (empty on English pages). */
  errors: ErrorDictionary;
};

/**
 * The catalogue's `parts` (and the shared namespaces) in the page's language, for an island that
 * brings its own message provider when it loads (the apply modal on a job's page), so the page
 * ships none up front. `errors`: every validation and API message too.
 */
export async function clientMessagesFor(parts: readonly MessagePart[], errors = false): Promise<IslandMessages> {
  const all = await getMessages();
  const locale = pageLocale(await getLocale());
  return {
    locale,
    messages: pickMessages(all, [...SHARED_NAMESPACES, ...parts]),
    errors: errors ? errorDictionaryFor(locale) : [],
  };
}
