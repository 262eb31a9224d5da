// The offline assistant: answers from content/help-topics.ts by keyword matching, with Hinglish
// and Hindi words mapped to English first. Used when no Gemini key is configured. It answers in the
// language of the question (Devanagari in it means Hindi), else in the page's.
import { createTranslator } from "use-intl/core";

import { type HelpTopic, helpTopics } from "@/content/help-topics";
import type { Locale } from "@/i18n/routing";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

const translators = {
  en: createTranslator({ locale: "en", messages: en, namespace: "helpDesk" }),
  hi: createTranslator({ locale: "hi", messages: hi, namespace: "helpDesk" }),
};

export const OFFLINE_PREFIX = translators.en("offlinePrefix");

/** Hindi when the question is written in Devanagari, else the page's language. */
export function replyLocale(question: string, pageLocale: Locale): Locale {
  return /[\u0900-\u097F]/.test(question) ? "hi" : pageLocale;
}

// Common Hindi/Hinglish words visitors type, mapped to the English words topics use.
const synonyms: Record<string, string> = {
  naukri: "job",
  naukari: "job",
  rozgar: "job",
  vacancy: "vacancy",
  bharti: "vacancy",
  vetan: "salary",
  tankhwah: "salary",
  tankha: "salary",
  paisa: "fee",
  paise: "fee",
  shulk: "fee",
  fees: "fee",
  bhugtan: "payment",
  kaise: "how",
  karen: "",
  kare: "",
  karna: "",
  kya: "what",
  hai: "",
  hain: "",
  mujhe: "",
  chahiye: "",
  sampark: "contact",
  pata: "address",
  samay: "hours",
  time: "timing",
  dhokha: "fraud",
  farzi: "fake",
  wapas: "refund",
  vapas: "refund",
  avedan: "apply",
  aavedan: "apply",
  sarkari: "government",
  govt: "government",
  prashikshan: "training",
  jaanch: "verification",
  // Hindi in Devanagari: the words topics list in Hindi match as they are; these are the common
  // ones with spellings that vary (nukta or not) or that name an English topic word.
  नौकरी: "job",
  नौकरियाँ: "jobs",
  आवेदन: "application",
  शुल्क: "fee",
  स्थिति: "status",
  सरकारी: "government",
  नौकरियां: "jobs",
  वेतन: "salary",
  तनख्वाह: "salary",
  तनख़्वाह: "salary",
  फ़ीस: "fee",
  फीस: "fee",
  पैसा: "fee",
  पैसे: "fee",
  फ़ॉर्म: "form",
  फॉर्म: "form",
  कैसे: "how",
  क्या: "what",
  है: "",
  हैं: "",
  मुझे: "",
  चाहिए: "",
  करें: "",
  करना: "",
  के: "",
  की: "",
  का: "",
  में: "",
  लिए: "",
  जाँच: "verification",
  जांच: "verification",
  सत्यापन: "verification",
  प्रशिक्षण: "training",
  ट्रेनिंग: "training",
  कोर्स: "training",
};

// One form for what looks the same (फ़ typed as one character or as फ and a nukta), in the question,
// the synonyms and the topics' keywords alike.
const canonicalSynonyms: Record<string, string> = Object.fromEntries(
  Object.entries(synonyms).map(([word, meaning]) => [word.normalize("NFC"), meaning]),
);

export function normalise(text: string): string {
  const words = text
    .normalize("NFC")
    .toLowerCase()
    // The danda (।, ॥) ends a Hindi sentence as a full stop does: not part of its last word.
    .replace(/[\u0964\u0965]/g, " ")
    .replace(/[^a-z0-9\u0900-\u097f\s]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w in canonicalSynonyms ? canonicalSynonyms[w] : w))
    .filter(Boolean);
  return ` ${words.join(" ")} `;
}

function score(topic: HelpTopic, text: string): number {
  let total = 0;
  // A keyword and its Hinglish spelling ("sarkari", "government") count once: a topic listing both
  // would otherwise outscore a more specific one on every question that names the word.
  const keywords = new Set(topic.keywords.map((keyword) => normalise(keyword).trim()));
  for (const k of keywords) {
    if (!k) continue;
    // Whole words or phrases; a plural "s" still matches ("jobs", "services").
    const re = new RegExp(`\\s${k.replace(/ /g, "\\s")}s?\\s`);
    if (re.test(text)) total += k.includes(" ") ? 3 : 2;
  }
  return total;
}

export type OfflineAnswer = { topicId: string | null; text: string; link: HelpTopic["link"]; locale: Locale };

function fallback(locale: Locale): OfflineAnswer {
  const t = translators[locale];
  return { topicId: null, text: t("fallback"), link: { href: "/contact", label: t("links.contact") }, locale };
}

/** The best topic's answer in `locale` (English unless told otherwise). */
export function answerOffline(question: string, locale: Locale = "en"): OfflineAnswer {
  const text = normalise(question);
  let best: { topic: HelpTopic; score: number } | null = null;
  for (const topic of helpTopics) {
    const s = score(topic, text);
    // Earlier topics win ties: specific services and government jobs come before the generic ones.
    if (s > 0 && (!best || s > best.score)) best = { topic, score: s };
  }
  if (!best) return fallback(locale);
  const { topic } = best;
  const { answer, label } = topic.localised(locale);
  return { topicId: topic.id, text: answer, link: { href: topic.link.href, label }, locale };
}

/** The reply as the widget shows it: prefix, answer, and a markdown-style link. */
export function formatOfflineReply(answer: OfflineAnswer): string {
  const prefix = translators[answer.locale]("offlinePrefix");
  return `${prefix}${answer.text}\n\n[${answer.link.label}](${answer.link.href})`;
}
