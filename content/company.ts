// Company facts, in one place. The original site withheld the company's name and e-mail; these
// are professional placeholders to be replaced with the real values before launch.
const address = "2nd Floor, Maurya Lok Complex, Dak Bungalow Road, Patna, Bihar 800001";

export const company = {
  name: "TechServe Solutions",
  legalName: "TechServe Solutions Pvt. Ltd.",
  tagline: "HR outsourcing, manpower supply, payroll and IT services",
  foundedYear: 2022,
  headquarters: { city: "Patna", state: "Bihar", country: "India" },
  address,
  addressParts: {
    street: "2nd Floor, Maurya Lok Complex, Dak Bungalow Road",
    city: "Patna",
    region: "Bihar",
    postalCode: "800001",
    country: "IN",
  },
  email: "contact@techserve-solutions.in",
  phone: "+91 612 250 0000",
  /** The production origin; APP_URL overrides it at build time (see lib/site.ts). */
  website: "https://www.techserve-solutions.in",
  officeHours: "Monday to Saturday, 10:00 AM - 6:00 PM IST (Sunday closed)",
  socials: [
    { name: "Facebook", href: "https://www.facebook.com/techservesolutions" },
    { name: "X", href: "https://x.com/techserve_in" },
    { name: "Instagram", href: "https://www.instagram.com/techservesolutions" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/techserve-solutions" },
  ],
  /** Opens the office in a map app; a link, so it costs nothing until followed. */
  mapLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  /** Loaded only when a visitor asks for the map on /contact. */
  mapEmbed: `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`,
} as const;

export type SocialName = (typeof company.socials)[number]["name"];

/** The legal name where it ends a sentence: "… Pvt. Ltd." takes no second full stop. */
export const legalNameSentence = company.legalName.endsWith(".") ? company.legalName : `${company.legalName}.`;
