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

export type Service = {
  slug: ServiceSlug;
  title: string;
  /** One or two sentences for cards and meta descriptions. */
  summary: string;
  icon: IconName;
  /** Local SVG illustration under public/. */
  image: string;
  hero: { eyebrow: string; heading: string; text: string; button: string };
  /** Exactly four cards. */
  highlights: { title: string; text: string; icon: IconName }[];
  whyChoose: { heading: string; intro: string; points: string[] };
  /** Employment verification lists its benefits beside the checks. */
  benefits?: { heading: string; points: string[] };
  offer: { heading: string; items: { title: string; text: string }[] };
  cta: { heading: string; text: string; button: string };
};
