import "server-only";

import { createTranslator, type Messages } from "use-intl/core";

import type { Locale } from "@/i18n/routing";
import { IST_TIME_ZONE } from "@/lib/dates";
import { messagesFor } from "@/lib/server/i18n/locale";

// The documents printed for an applicant (the application PDF, the call letter) in the language
// the application was made in: the "govPdf" catalogue holds their headings and labels.

function translatorFor(locale: Locale) {
  return createTranslator({
    locale,
    // Both catalogues have the same keys (scripts/messages.mjs check); the English one types them.
    messages: messagesFor(locale) as Messages,
    namespace: "govPdf",
    timeZone: IST_TIME_ZONE,
  });
}

export type DocumentTranslator = ReturnType<typeof translatorFor>;

const translators = new Map<Locale, DocumentTranslator>();

/** next-intl's translator for the "govPdf" namespace in `locale` (one per language, reused). */
export function documentTranslator(locale: Locale): DocumentTranslator {
  let found = translators.get(locale);
  if (!found) translators.set(locale, (found = translatorFor(locale)));
  return found;
}
