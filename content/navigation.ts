// Site navigation: header, footer and the list of public routes (used by the sitemap).

export type NavLink = { label: string; href: string };

export const careerMenu: NavLink[] = [
  { label: "Our Company", href: "/company-career" },
  { label: "For Government or Others", href: "/gov-career" },
];

/** Header items in order; Career carries the dropdown above. */
export const headerNav: (NavLink & { children?: NavLink[] })[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Industries", href: "/industries" },
  { label: "Career", href: "/career", children: careerMenu },
  { label: "Events", href: "/events" },
  { label: "Contact", href: "/contact" },
];

export const loginLink = { label: "Login", mobileLabel: "Login Here", href: "/login" } as const;

/** True when `href` is the current page or one of its sub-pages (children count for their parent). */
export function isActive(pathname: string, item: NavLink & { children?: NavLink[] }): boolean {
  const match = (href: string) =>
    href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
  return match(item.href) || (item.children ?? []).some((child) => match(child.href));
}

export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: "Company",
    links: [
      { label: "Home", href: "/" },
      { label: "About Us", href: "/about" },
      { label: "Our Services", href: "/services" },
      { label: "Industries", href: "/industries" },
      { label: "Career Opportunities", href: "/career" },
      { label: "Contact Us", href: "/contact" },
    ],
  },
  {
    title: "Services",
    links: [
      { label: "Manpower Supply", href: "/manpower-supply" },
      { label: "Training Services", href: "/training-services" },
      { label: "Payroll Management", href: "/payroll-management" },
      { label: "Employment Verification", href: "/employment-verification" },
      { label: "Software Development", href: "/software-development" },
      { label: "Staffing & Consultancy", href: "/staffing-consultancy" },
      { label: "All Services", href: "/services" },
    ],
  },
  {
    title: "Discover",
    links: [
      { label: "Our Story", href: "/our-story" },
      { label: "Our Founder", href: "/founder-profile" },
      { label: "Our Co-Founder", href: "/co-founder-profile" },
      { label: "Events & Celebrations", href: "/events" },
      { label: "Government Jobs", href: "/gov-career" },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms & Conditions", href: "/terms-and-conditions" },
  { label: "Refund Policy", href: "/refund-policy" },
  { label: "Cancellation Policy", href: "/cancellation-policy" },
];
