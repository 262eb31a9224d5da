import type { IconName } from "@/content/icons";

export const serviceSlugs = [
  "employment-verification",
  "manpower-supply",
  "payroll-management",
  "software-development",
  "staffing-consultancy",
  "network-installation-support",
  "domain-registration",
  "computer-repair",
  "hardware-software-supply",
  "training-services",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/** A service's data that is the same in every language (its words are in the catalogue). */
export type ServiceInfo = {
  slug: ServiceSlug;
  icon: IconName;
  /** Local SVG illustration under public/. */
  image: string;
  /** The icons of the four highlight cards, in order. */
  highlightIcons: readonly [IconName, IconName, IconName, IconName];
};

/** A service's words in one language: messages/<locale>/services.json, services.items.<slug>. */
export type ServiceText = {
  title: string;
  /** One or two sentences for cards and meta descriptions. */
  summary: string;
  hero: { eyebrow: string; heading: string; text: string; button: string };
  /** Exactly four cards. */
  highlights: { title: string; text: string }[];
  whyChoose: { heading: string; intro: string; points: string[] };
  /** Employment verification lists its benefits beside the checks. */
  benefits?: { heading: string; points: string[] };
  offer: { heading: string; items: { title: string; text: string }[] };
  cta: { heading: string; text: string; button: string };
};

/** A service with its words in one language. */
export type Service = Omit<ServiceInfo, "highlightIcons"> &
  Omit<ServiceText, "highlights"> & {
    highlights: { title: string; text: string; icon: IconName }[];
  };
