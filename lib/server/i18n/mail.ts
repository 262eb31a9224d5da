import "server-only";

import { isLocale, routing, type Locale } from "@/i18n/routing";
import { feeReasonKey } from "@/lib/gov-status-words";
import { namespaceTranslators } from "@/lib/server/i18n/locale";

// The applicant's e-mails in the language they applied in: the "mail" catalogue (messages/*/mail.json)
// holds subject, greeting and body lines; each mail builds its plain text and its HTML from the same
// keys. Sentences with <strong> or <link> tags are read with t.markup: the text version drops the
// tags, the HTML version keeps them (with every value escaped by the caller).

/** A stored locale ("en", "hi") as one of ours; anything else (an old row, a typo) is English. */
export function mailLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : routing.defaultLocale;
}

/** next-intl's translator for the "mail" namespace in a language (one per language, reused). */
export const mailTranslator = namespaceTranslators("mail");

export type MailTranslator = ReturnType<typeof mailTranslator>;

/** Tags of a marked-up sentence in the plain-text mail: the words stay, the markup goes. */
export const textTags = { strong: (chunks: string) => chunks, link: (chunks: string) => chunks };

/** The same tags in the HTML mail (`link` is the caller's: it knows the address). */
export const htmlTags = { strong: (chunks: string) => `<strong>${chunks}</strong>` };

/** A fee's reason as lib/gov-fees.ts words it ("SC category fee"), in `locale`; an unknown one as written. */
export function feeReasonText(t: MailTranslator, reason: string): string {
  const key = feeReasonKey(reason);
  // i18n-keys: mail.feeReasons.*
  return key ? t(`feeReasons.${key}`) : reason;
}
