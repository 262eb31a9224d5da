// The offline assistant: answers from content/help-desk.ts by keyword matching, with Hinglish
// words mapped to English first. Used when no Gemini key is configured.
import { type HelpTopic, helpTopics } from "@/content/help-topics";

export const OFFLINE_PREFIX = "(Offline assistant) ";

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
};

export function normalise(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9\u0900-\u097f\s]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w in synonyms ? synonyms[w] : w))
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

export type OfflineAnswer = { topicId: string | null; text: string; link: HelpTopic["link"] };

const fallback: OfflineAnswer = {
  topicId: null,
  text: "I'm not sure I understood that. I can help with our services, job applications and fees, refunds, office hours and contact details. For anything else, our team will be glad to help.",
  link: { href: "/contact", label: "Contact us" },
};

export function answerOffline(question: string): OfflineAnswer {
  const text = normalise(question);
  let best: { topic: HelpTopic; score: number } | null = null;
  for (const topic of helpTopics) {
    const s = score(topic, text);
    // Earlier topics win ties: specific services and government jobs come before the generic ones.
    if (s > 0 && (!best || s > best.score)) best = { topic, score: s };
  }
  if (!best) return fallback;
  return { topicId: best.topic.id, text: best.topic.answer, link: best.topic.link };
}

/** The reply as the widget shows it: prefix, answer, and a markdown-style link. */
export function formatOfflineReply(answer: OfflineAnswer): string {
  return `${OFFLINE_PREFIX}${answer.text}\n\n[${answer.link.label}](${answer.link.href})`;
}
