import type { IconName } from "@/content/icons";

// The home page's data: slide art and links, icons, counter figures, section anchors and client
// logos. Its words are in the catalogue ("home": hero, sections, FAQ, counter labels, leaders and
// team texts), in the same order as the lists here. Leaders and team members live in content/people.ts.

export type HeroSlide = {
  icon: IconName;
  /** Local SVG illustration. */
  image: string;
  /** Accent gradient of the slide (Tailwind classes). */
  color: string;
  href: string;
};

/** The words of a slide ("home.hero.slides", one per slide above). */
export type HeroSlideText = {
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  cta: string;
};

export const heroSlides: HeroSlide[] = [
  { icon: "users", image: "/images/hero/workforce.svg", color: "from-brand-800 to-brand-600", href: "/services" },
  {
    icon: "shield-check",
    image: "/images/hero/verification.svg",
    color: "from-slate-900 to-brand-800",
    href: "/employment-verification",
  },
  {
    icon: "code",
    image: "/images/hero/tech-careers.svg",
    color: "from-brand-900 to-rose-700",
    href: "/company-career",
  },
  { icon: "landmark", image: "/images/hero/gov-jobs.svg", color: "from-brand-700 to-amber-700", href: "/gov-career" },
];

/** Icons of "home.whyUs.items", in order. */
export const whyChooseUsIcons: IconName[] = ["handshake", "scale", "zap", "layers"];

/** Anchors of the home page's sections, in page order. */
export const homeSectionIds = {
  whyUs: "why-us",
  services: "services",
  careers: "careers",
  faq: "faq",
  leaders: "leaders",
  team: "team",
  clients: "clients",
} as const;

export type Counter = { target: number; suffix?: string };

/** Animated from 0 over 2 seconds in 60 steps once the section is 30% visible ("home.about.counters" labels them). */
export const aboutCounters: Counter[] = [
  { target: 2356 },
  { target: 1276 },
  { target: 1276 },
  { target: 78, suffix: "+" },
];

/** Logo marks are 64 units high; `width` is the intrinsic width at that height. */
export type ClientLogo = { name: string; image: string; width: number };

/** Ten client logo marks for the scrolling strip (40 s loop). Names are the clients' own (image alt). */
export const clientLogos: ClientLogo[] = [
  { name: "Ganga Infra", image: "/images/clients/ganga-infra.svg", width: 227 },
  { name: "Magadh Retail", image: "/images/clients/magadh-retail.svg", width: 253 },
  { name: "Patliputra Health", image: "/images/clients/patliputra-health.svg", width: 305 },
  { name: "Eastern Logistics", image: "/images/clients/eastern-logistics.svg", width: 305 },
  { name: "Kosi Agro Foods", image: "/images/clients/kosi-agro.svg", width: 279 },
  { name: "Mithila Finserv", image: "/images/clients/mithila-finserv.svg", width: 279 },
  { name: "Nalanda EduTech", image: "/images/clients/nalanda-edutech.svg", width: 279 },
  { name: "Sone Power", image: "/images/clients/sone-power.svg", width: 214 },
  { name: "Vaishali Textiles", image: "/images/clients/vaishali-textiles.svg", width: 305 },
  { name: "Bodhi Hospitality", image: "/images/clients/bodhi-hospitality.svg", width: 305 },
];
