// One help desk topic: the words that find it, and its answer and link label from the catalogue
// (helpDesk.answers, helpDesk.links) in English and Hindi. Its own module so that
// gov-application-help.ts and help-topics.ts can both build topics without importing each other.
import { createTranslator } from "use-intl/core";

import type { Locale } from "@/i18n/routing";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

export type HelpTopic = {
  id: string;
  /** Words and phrases (English, common Hinglish and Hindi), matched after normalisation. */
  keywords: string[];
  /** The English answer (the AI model's instructions are built from these). */
  answer: string;
  link: { href: string; label: string };
  /** The answer in a language: the catalogue's helpDesk.answers, with the same values. */
  localised: (locale: Locale) => { answer: string; label: string };
};

// The answers and link labels are in the catalogue (helpDesk.answers, helpDesk.links), in English
// and Hindi; a topic is built in English and can give its answer in the page's language.
export const translators = {
  en: createTranslator({ locale: "en", messages: en, namespace: "helpDesk" }),
  hi: createTranslator({ locale: "hi", messages: hi, namespace: "helpDesk" }),
};
type AnswerKey = keyof typeof en.helpDesk.answers;
type LinkKey = keyof typeof en.helpDesk.links;
type Values = Record<string, string | number>;

/** A topic whose answer and link label come from the catalogue (values filled per language). */
export function topic(
  id: string,
  keywords: string[],
  answerKey: AnswerKey,
  link: { href: string; label: LinkKey },
  values: (locale: Locale) => Values = () => ({}),
): HelpTopic {
  // i18n-keys: helpDesk.answers.*, helpDesk.links.*
  const localised = (locale: Locale) => ({
    answer: translators[locale](`answers.${answerKey}`, values(locale)),
    label: translators[locale](`links.${link.label}`),
  });
  const english = localised("en");
  return { id, keywords, answer: english.answer, link: { href: link.href, label: english.label }, localised };
}
