// Company facts, in one place. The original site withheld the company's name and e-mail; these
// are professional placeholders to be replaced with the real values before launch.
export const company = {
  name: "TechServe Solutions",
  legalName: "TechServe Solutions Pvt. Ltd.",
  tagline: "HR outsourcing, manpower supply, payroll and IT services",
  foundedYear: 2022,
  headquarters: { city: "Patna", state: "Bihar", country: "India" },
  address: "2nd Floor, Maurya Lok Complex, Dak Bungalow Road, Patna, Bihar 800001",
  email: "contact@techserve-solutions.in",
  phone: "+91 612 250 0000",
  officeHours: "Monday to Saturday, 10:00 AM - 6:00 PM IST (Sunday closed)",
} as const;
