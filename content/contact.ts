// Contact page: the five team contacts (tap-to-call). The page's words are in the catalogue
// ("contact": hero, office, form, map, "teams.<key>" with each team's name and purpose).

export const contactPage = {
  /** The English h1 ("contact.hero.heading"), which the Playwright specs look for. */
  heading: "Contact Us",
  /** The team contacts section's anchor. */
  teamSectionId: "team-contacts",
};

export type TeamContact = {
  /** The catalogue key of the team's name and purpose: "contact.teams.<key>". */
  key: "business" | "recruitment" | "payroll" | "verification" | "it";
  /** The English name, as "contact.teams.<key>.name" (the Playwright specs read it here). */
  name: string;
  /** Indian numbers as written on the card; tel: links drop the spaces. */
  phoneNumbers: string[];
  /** Accent colour of the card (Tailwind classes). */
  color: string;
};

export const teamContacts: TeamContact[] = [
  {
    key: "business",
    name: "Business Enquiries",
    phoneNumbers: ["+91 94310 20001", "+91 612 250 0000"],
    color: "border-brand-700",
  },
  { key: "recruitment", name: "Recruitment Helpdesk", phoneNumbers: ["+91 94310 20002"], color: "border-emerald-700" },
  { key: "payroll", name: "Payroll Support", phoneNumbers: ["+91 94310 20003"], color: "border-sky-700" },
  { key: "verification", name: "Verification Desk", phoneNumbers: ["+91 94310 20004"], color: "border-amber-700" },
  {
    key: "it",
    name: "IT Support",
    phoneNumbers: ["+91 94310 20005", "+91 94310 20006"],
    color: "border-violet-700",
  },
];

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
