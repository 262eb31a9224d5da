import { company } from "@/content/company";

import type { PolicyDocument } from "./types";

export const termsAndConditions: PolicyDocument = {
  path: "/terms-and-conditions",
  title: "Terms and Conditions",
  description: `The terms that govern the use of the ${company.name} website and our HR, IT, payroll and compliance services.`,
  dateLabel: "Last updated",
  date: "2025-07-19",
  intro: `These terms apply to everyone who uses this website or our services. By using them you agree to these terms; if you do not agree, please do not use the site.`,
  sections: [
    {
      id: "definitions",
      heading: "1. Definitions",
      blocks: [
        {
          type: "ul",
          items: [
            `"Company", "we" and "us" mean ${company.legalName}.`,
            '"Client" means a business or organisation that engages us for services.',
            '"User" and "you" mean anyone who visits the website or uses our services, including job applicants.',
            '"Services" means the HR, IT, payroll and compliance services described on this website.',
          ],
        },
      ],
    },
    {
      id: "company-information",
      heading: "2. Company information",
      blocks: [
        {
          type: "p",
          text: `${company.legalName} was founded in ${company.foundedYear} and is headquartered at ${company.address}.`,
        },
      ],
    },
    {
      id: "service-scope",
      heading: "3. Scope of services",
      blocks: [
        {
          type: "p",
          text: "We provide HR services (recruitment, employment verification, manpower supply, staffing consultancy and training), IT services (software development, networking, domains, repairs and hardware and software supply), payroll processing and statutory compliance support. The exact scope, fees and timelines of each engagement are set out in a written proposal or agreement, which prevails over this page where they differ.",
        },
      ],
    },
    {
      id: "user-responsibilities",
      heading: "4. Your responsibilities",
      blocks: [
        {
          type: "ul",
          items: [
            "Give accurate, complete and current information, including in job applications.",
            "Keep any sign-in details confidential and tell us at once about unauthorised use.",
            "Use the website and services only for lawful purposes.",
          ],
        },
        { type: "p", text: "You must not:" },
        {
          type: "ul",
          items: [
            "Submit false documents or impersonate another person.",
            "Try to gain unauthorised access to the website, its data or other users' accounts.",
            "Upload malware or interfere with the website's operation.",
            "Copy or reuse our content for commercial purposes without written permission.",
            "Collect job seekers' or employees' data from the website.",
          ],
        },
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "5. Limitation of liability",
      blocks: [
        {
          type: "p",
          text: "We provide our services with reasonable skill and care. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim is limited to the fees you paid us for the relevant service in the 12 months before the claim arose.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "6. Governing law",
      blocks: [
        {
          type: "p",
          text: `These terms are governed by the laws of India. Courts at ${company.headquarters.city}, ${company.headquarters.state} have jurisdiction over any dispute.`,
        },
      ],
    },
    {
      id: "contact",
      heading: "7. Contact details and hours",
      blocks: [
        {
          type: "ul",
          items: [
            `E-mail: ${company.email}`,
            `Phone: ${company.phone}`,
            `Address: ${company.address}`,
            "Business hours: Monday to Saturday, 10:00-18:00 IST. Sunday closed.",
          ],
        },
      ],
    },
    {
      id: "support",
      heading: "8. Support response times",
      blocks: [
        {
          type: "ul",
          items: [
            "E-mail enquiries are answered within 24-48 hours.",
            "Urgent issues reported during business hours are addressed the same business day.",
          ],
        },
      ],
    },
  ],
};
