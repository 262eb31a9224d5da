import { company } from "@/content/company";

// Contact page: the intro and the five team contacts (tap-to-call).

export const contactPage = {
  eyebrow: "Get in touch",
  heading: "Contact Us",
  intro:
    "Questions about our services, a staffing requirement or a job application? Write to us or call the right team directly; we reply within one business day.",
  formHeading: "Send us a message",
  hours: company.officeHours,
  teamSection: {
    id: "team-contacts",
    eyebrow: "Call the right team",
    title: "Team Contacts",
    intro: "Tap a number to call the team that can help you fastest.",
  },
};

export type TeamContact = {
  name: string;
  /** Indian numbers as written on the card; tel: links drop the spaces. */
  phoneNumbers: string[];
  purpose: string;
  /** Accent colour of the card (Tailwind classes). */
  color: string;
};

export const teamContacts: TeamContact[] = [
  {
    name: "Business Enquiries",
    phoneNumbers: ["+91 94310 20001", "+91 612 250 0000"],
    purpose: "New services, quotations and partnerships for companies and government departments.",
    color: "border-brand-700",
  },
  {
    name: "Recruitment Helpdesk",
    phoneNumbers: ["+91 94310 20002"],
    purpose: "Questions about job openings, interviews and your application status.",
    color: "border-emerald-700",
  },
  {
    name: "Payroll Support",
    phoneNumbers: ["+91 94310 20003"],
    purpose: "Salary, payslip, PF and ESI queries for deployed employees and client HR teams.",
    color: "border-sky-700",
  },
  {
    name: "Verification Desk",
    phoneNumbers: ["+91 94310 20004"],
    purpose: "Status of background verifications and document requests.",
    color: "border-amber-700",
  },
  {
    name: "IT Support",
    phoneNumbers: ["+91 94310 20005", "+91 94310 20006"],
    purpose: "Network, computer repair and software support for our IT service customers.",
    color: "border-violet-700",
  },
];

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
