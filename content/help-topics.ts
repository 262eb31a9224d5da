// What the help desk knows: used to build the AI model's instructions and, without an API key,
// answered directly by the offline assistant. Service names and summaries come from the service
// pages' own content. Where the old chatbot text and the legal pages disagreed, these follow the
// legal pages (terms: office hours 10:00-18:00 IST, Mon-Sat).
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import type { Locale } from "@/i18n/routing";

import { applicationFee } from "./application-fee";
import { company } from "./company";
import {
  govDocumentsTopic,
  govFeeCategoriesTopic,
  govFeeRefundTopic,
  govPaymentPendingTopic,
  govPhotoSignatureTopic,
} from "./gov-application-help";
import { helpDesk } from "./help-desk";
import { type HelpTopic, topic, translators } from "./help-topic";
import { serviceSlugs, type ServiceSlug } from "./services/types";

export type { HelpTopic } from "./help-topic";
// Words visitors use for each service (English and common Hinglish).
const serviceKeywords: Record<ServiceSlug, string[]> = {
  "employment-verification": ["verification", "background check", "bgv", "verify", "antecedent"],
  "manpower-supply": ["manpower", "labour", "workforce", "worker", "staff supply", "security guard", "outsourcing"],
  "payroll-management": ["payroll", "salary processing", "pf", "esi", "tds", "payslip"],
  "software-development": [
    "software",
    "website",
    "web development",
    "app development",
    "mobile app",
    "application development",
    "it solution",
  ],
  "staffing-consultancy": [
    "staffing",
    "consultancy",
    "consulting",
    "recruitment service",
    "hiring service",
    "headhunting",
  ],
  "network-installation-support": ["network", "lan", "wifi", "wi fi", "cctv", "router", "cabling"],
  "domain-registration": ["domain", "hosting", "dns", "email hosting"],
  "computer-repair": ["repair", "laptop", "computer", "printer", "desktop", "not working", "kharab"],
  "hardware-software-supply": ["hardware", "licence", "license", "buy computer", "supply of", "antivirus"],
  "training-services": ["training", "course", "skill", "learn", "computer course", "class"],
};

const catalogues = { en, hi };

/** A service's name and one-line summary in `locale`: the service pages' own texts (services.items). */
function serviceText(slug: ServiceSlug, locale: Locale): { name: string; summary: string } {
  const { title, summary } = catalogues[locale].services.items[slug];
  return { name: title, summary: summary.trim().replace(/[.।]$/, "") };
}

const services = serviceSlugs.map((slug) => ({
  id: slug,
  ...serviceText(slug, "en"),
  href: `/${slug}`,
  keywords: serviceKeywords[slug],
}));

export const serviceCatalogue = services;

const companyValues = () => ({ company: company.name });

export const helpTopics: HelpTopic[] = [
  topic(
    "services",
    [
      "service",
      "services",
      "what do you do",
      "what you do",
      "offer",
      "kya karte",
      "company kya",
      "solutions",
      "सेवा",
      "सेवाएँ",
    ],
    "services",
    { href: "/services", label: "services" },
    (locale) => ({ list: services.map((s) => serviceText(s.id, locale).name).join(", ") }),
  ),
  ...services.map((s): HelpTopic => {
    const localised = (locale: Locale) => {
      const text = serviceText(s.id, locale);
      return { answer: translators[locale]("answers.service", text), label: text.name };
    };
    return {
      id: `service-${s.id}`,
      keywords: s.keywords,
      answer: localised("en").answer,
      link: { href: s.href, label: s.name },
      localised,
    };
  }),
  // Ties go to the earlier topic: these three before the general job and fee topics; the refund
  // policy before the application fee's refund rule, and both before the fee; the fee before its
  // categories, which share its words.
  govDocumentsTopic,
  govPhotoSignatureTopic,
  govPaymentPendingTopic,
  topic(
    "gov-jobs",
    [
      "government job",
      "govt job",
      "sarkari",
      "government or other",
      "gov job",
      "sarkari naukri",
      "contract job",
      "outsourced post",
      "सरकारी नौकरी",
      "सरकारी",
    ],
    "gov-jobs",
    { href: "/gov-career", label: "gov-jobs" },
  ),
  topic(
    "apply",
    [
      "apply",
      "application",
      "job",
      "jobs",
      "vacancy",
      "vacancies",
      "opening",
      "career",
      "hiring",
      "resume",
      "cv",
      "work with you",
      "join",
      "आवेदन",
      "नौकरी",
      "भर्ती",
      "रिज़्यूमे",
    ],
    "apply",
    { href: "/company-career", label: "apply" },
  ),
  topic(
    "refund",
    ["refund", "money back", "return money", "cancel payment", "wapas", "vapas", "रिफंड", "पैसा वापस", "वापस"],
    "refund",
    { href: "/refund-policy", label: "refund" },
  ),
  govFeeRefundTopic,
  topic(
    "fee",
    [
      "fee",
      "fees",
      "application fee",
      "payment",
      "pay",
      "charge",
      "charges",
      "amount",
      "razorpay",
      "upi",
      "kitna paisa",
      "शुल्क",
      "फीस",
      "फ़ीस",
      "भुगतान",
    ],
    "fee",
    { href: "/gov-career", label: "gov-jobs" },
    companyValues,
  ),
  govFeeCategoriesTopic,
  topic("cancellation", ["cancellation", "cancel", "terminate", "notice period", "रद्द", "कैंसल"], "cancellation", {
    href: "/cancellation-policy",
    label: "cancellation",
  }),
  topic(
    "scam",
    [
      "scam",
      "fraud",
      "fake",
      "farzi",
      "dhokha",
      "genuine",
      "offer letter",
      "job offer",
      "pay for",
      "asking money",
      "security deposit",
      "real or fake",
      "धोखा",
      "फर्जी",
      "फ़र्ज़ी",
      "नकली",
      "ठगी",
      "पैसे माँग",
      "पैसा माँग",
      // Money asked for a job, however it is spelt ("पैसे" and "paise" read as "fee").
      "पैसे माँगे",
      "पैसे मांग",
      "पैसे मांगे",
      "paise maang",
      "paise mang",
      "registration fee",
      "joining fee",
      "processing fee",
      "whatsapp",
      "on whatsapp",
      "whatsapp par",
      "व्हाट्सऐप",
      "ऑफर लेटर",
      "ऑफ़र लेटर",
    ],
    "scam",
    { href: "/contact", label: "report" },
    () => ({ ...companyValues(), scamWarning: applicationFee.scamWarning }),
  ),
  topic(
    "status",
    [
      "status",
      "result",
      "selected",
      "shortlisted",
      "my application",
      "update on",
      "kab tak",
      "track",
      "स्थिति",
      "रिज़ल्ट",
      "परिणाम",
      "चयन",
      "आवेदन की स्थिति",
    ],
    "status",
    { href: helpDesk.statusPage, label: "status" },
  ),
  topic(
    "hours",
    [
      "hours",
      "timing",
      "timings",
      "open",
      "closed",
      "sunday",
      "working day",
      "samay",
      "office time",
      "समय",
      "ऑफिस का समय",
      "रविवार",
      "खुलता",
      "खुलेगा",
    ],
    "hours",
    { href: "/contact", label: "contact" },
    () => ({ hours: company.officeHours }),
  ),
  topic(
    "contact",
    [
      "contact",
      "phone",
      "call",
      "number",
      "email",
      "mail",
      "address",
      "reach",
      "talk",
      "sampark",
      "where are you",
      "location",
      "office",
      "संपर्क",
      "फ़ोन",
      "फोन",
      "पता",
      "ईमेल",
    ],
    "contact",
    { href: "/contact", label: "contact" },
    // The office's address in the answer's language (the site footer's).
    (locale) => ({ email: company.email, phone: company.phone, address: { en, hi }[locale].site.company.address }),
  ),
  topic(
    "about",
    ["about", "who are you", "company", "founded", "founder", "history", "since", "kaun", "कंपनी", "कौन"],
    "about",
    { href: "/about", label: "about" },
    () => ({
      company: company.name,
      year: company.foundedYear,
      city: company.headquarters.city,
      state: company.headquarters.state,
    }),
  ),
  topic(
    "privacy",
    ["privacy", "data", "personal information", "aadhaar safe", "cookies", "प्राइवेसी", "निजी जानकारी", "डेटा"],
    "privacy",
    { href: "/privacy-policy", label: "privacy" },
  ),
  topic(
    "events",
    ["event", "events", "campus drive", "celebration", "induction", "placement drive", "कार्यक्रम"],
    "events",
    { href: "/events", label: "events" },
  ),
  topic("industries", ["industry", "industries", "sector", "clients", "who do you serve", "उद्योग"], "industries", {
    href: "/industries",
    label: "industries",
  }),
  topic("login", ["login", "log in", "sign in", "password", "employee portal", "staff", "लॉगिन", "पासवर्ड"], "login", {
    href: "/login",
    label: "login",
  }),
];
