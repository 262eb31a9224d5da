// Site navigation: header, footer and the list of public routes (used by the sitemap). The labels
// are in the catalogue: the header's under "shell.nav" (a client component shows them), the
// footer's under "site.footer" (rendered on the server), by each link's key.

export type HeaderKey = "home" | "about" | "services" | "industries" | "career" | "events" | "contact";
export type CareerKey = "companyCareer" | "govCareer";
export type NavLink<K extends string = string> = { key: K; href: string };

export const careerMenu: NavLink<CareerKey>[] = [
  { key: "companyCareer", href: "/company-career" },
  { key: "govCareer", href: "/gov-career" },
];

/** Header items in order; Career carries the dropdown above. */
export const headerNav: (NavLink<HeaderKey> & { children?: NavLink<CareerKey>[] })[] = [
  { key: "home", href: "/" },
  { key: "about", href: "/about" },
  { key: "services", href: "/services" },
  { key: "industries", href: "/industries" },
  { key: "career", href: "/career", children: careerMenu },
  { key: "events", href: "/events" },
  { key: "contact", href: "/contact" },
];

/** Staff and applicant sign-in: not a localised page, so a plain link. */
export const loginLink = { href: "/login" } as const;

/** True when `href` is the current page or one of its sub-pages (children count for their parent). */
export function isActive(pathname: string, item: NavLink & { children?: NavLink[] }): boolean {
  const match = (href: string) =>
    href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
  return match(item.href) || (item.children ?? []).some((child) => match(child.href));
}

export type FooterGroupKey = "company" | "services" | "discover";
export type FooterLinkKey =
  | "home"
  | "about"
  | "services"
  | "industries"
  | "career"
  | "contact"
  | "manpowerSupply"
  | "trainingServices"
  | "payrollManagement"
  | "employmentVerification"
  | "softwareDevelopment"
  | "staffingConsultancy"
  | "allServices"
  | "ourStory"
  | "founder"
  | "coFounder"
  | "events"
  | "govJobs"
  | "privacy"
  | "terms"
  | "refund"
  | "cancellation";

export const footerGroups: { key: FooterGroupKey; links: NavLink<FooterLinkKey>[] }[] = [
  {
    key: "company",
    links: [
      { key: "home", href: "/" },
      { key: "about", href: "/about" },
      { key: "services", href: "/services" },
      { key: "industries", href: "/industries" },
      { key: "career", href: "/career" },
      { key: "contact", href: "/contact" },
    ],
  },
  {
    key: "services",
    links: [
      { key: "manpowerSupply", href: "/manpower-supply" },
      { key: "trainingServices", href: "/training-services" },
      { key: "payrollManagement", href: "/payroll-management" },
      { key: "employmentVerification", href: "/employment-verification" },
      { key: "softwareDevelopment", href: "/software-development" },
      { key: "staffingConsultancy", href: "/staffing-consultancy" },
      { key: "allServices", href: "/services" },
    ],
  },
  {
    key: "discover",
    links: [
      { key: "ourStory", href: "/our-story" },
      { key: "founder", href: "/founder-profile" },
      { key: "coFounder", href: "/co-founder-profile" },
      { key: "events", href: "/events" },
      { key: "govJobs", href: "/gov-career" },
    ],
  },
];

export const legalLinks: NavLink<FooterLinkKey>[] = [
  { key: "privacy", href: "/privacy-policy" },
  { key: "terms", href: "/terms-and-conditions" },
  { key: "refund", href: "/refund-policy" },
  { key: "cancellation", href: "/cancellation-policy" },
];
