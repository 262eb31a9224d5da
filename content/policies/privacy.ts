import { company } from "@/content/company";

import type { PolicyDocument } from "./types";

const where = `${company.headquarters.city}, ${company.headquarters.state}, ${company.headquarters.country}`;

export const privacyPolicy: PolicyDocument = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  description: `How ${company.name} collects, uses, shares and protects personal information of clients, job applicants and website visitors.`,
  dateLabel: "Effective date",
  date: "2025-07-14",
  intro: `${company.legalName} ("we", "us") is a company based in ${where}. This policy explains what personal information we collect through this website and our services, why we collect it, how long we keep it, and the choices you have. We process personal data as a Data Fiduciary under India's Digital Personal Data Protection Act, 2023 (DPDP Act): every form that takes personal data shows a short notice and asks for your consent first, and we record which version of the notice you agreed to, and when.`,
  sections: [
    {
      id: "information-we-collect",
      heading: "Information we collect",
      blocks: [
        { type: "p", text: "We collect only what we need for the purpose you use the site for:" },
        {
          type: "ul",
          items: [
            "Contact details you send us: name, e-mail address, phone number and your message.",
            "Newsletter subscriptions: your e-mail address.",
            "Job applications: name, contact details, resume, education and experience, and for government or other job applications also your parents' or spouse's names, address, date of birth, photograph, PAN and Aadhaar numbers.",
            "Payment details for application fees: the payment reference and status from our payment provider. We never see or store your card, UPI PIN or bank login.",
            "Technical data: IP address, browser type and pages visited, kept in server logs for security.",
          ],
        },
      ],
    },
    {
      id: "purpose",
      heading: "Why we use your information",
      blocks: [
        {
          type: "ul",
          items: [
            "To answer your enquiries and provide the services you ask for.",
            "To process job applications, verify candidates and contact you about your application.",
            "To confirm payments and keep the financial records the law requires.",
            "To send our newsletter, which you can leave at any time.",
            "To keep the website secure, prevent fraud and enforce our terms.",
          ],
        },
      ],
    },
    {
      id: "company-applications",
      heading: "Applications for jobs with us",
      blocks: [
        {
          type: "p",
          text: "When you apply for a job on our careers page, we use your name, e-mail address, phone number, resume, current company, profile links and cover letter only to consider you for that job and to contact you about it. Our hiring team sees them; nobody else does.",
        },
      ],
    },
    {
      id: "contact-and-newsletter",
      heading: "Contact form and newsletter",
      blocks: [
        {
          type: "ul",
          items: [
            "Contact form: your name, e-mail address, optional phone number and message are used only to answer your enquiry.",
            "Newsletter: your e-mail address is used only to send the newsletter. Every newsletter e-mail has a one-click unsubscribe link; after you unsubscribe we send you nothing more.",
          ],
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep your information",
      blocks: [
        {
          type: "table",
          caption: "Retention periods",
          head: ["What", "How long we keep it"],
          rows: [
            ["Applications for jobs with us", "12 months after the job closes, then erased."],
            ["Government job applications that were not paid", "90 days after the application deadline, then erased."],
            ["Government job applications that were paid", "24 months, then erased."],
            ["Contact-form messages", "12 months, then erased."],
            ["Newsletter subscription", "Until you unsubscribe or ask us to erase it."],
          ],
        },
        {
          type: "p",
          text: "Where a law requires us to keep a record longer (for example the payment record of an application fee, under Indian accounting law), we keep only that record, for only as long as the law requires.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        {
          type: "p",
          text: "Public pages of this website set no advertising or tracking cookies. Staff and employees who sign in receive one essential, secure session cookie that keeps them signed in. The map on our contact page is loaded from a third-party map provider only when you choose to show it; that provider may then set its own cookies under its own policy.",
        },
      ],
    },
    {
      id: "third-party-sharing",
      heading: "Third-party sharing",
      blocks: [
        { type: "p", text: "We do not sell personal information. We share it only:" },
        {
          type: "ul",
          items: [
            "With employers or government departments you have applied to, for the purpose of that application.",
            "With service providers who work for us under contract: our payment provider, hosting, e-mail delivery and the AI provider that powers our website assistant (only what you type into the chat).",
            "With authorities when the law requires it.",
          ],
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect your information",
      blocks: [
        {
          type: "p",
          text: "Information travels over encrypted connections. Aadhaar, PAN and bank account numbers are encrypted at rest and shown only in masked form except to authorised staff, whose access is logged. Access to personal data is limited to people who need it for their work, and we keep data only as long as the purpose or the law requires.",
        },
      ],
    },
    {
      id: "government-applications",
      heading: "Government and other job applications",
      blocks: [
        {
          type: "p",
          text: "When you apply for a government or other job through this site, you accept a declaration and give your consent to the processing described here (India's Digital Personal Data Protection Act, 2023). We store which version of those texts you accepted, and when.",
        },
        {
          type: "table",
          caption: "What the government application collects, and why",
          head: ["What we collect", "Why"],
          rows: [
            [
              "Name, parents' or spouse's names, address, date of birth, gender, marital status, mobile numbers and e-mail address",
              "To identify you to the recruiting body, check the age limit and contact you about the application.",
            ],
            [
              "Aadhaar and PAN numbers (encrypted; shown to staff only as the last four digits)",
              "To verify your identity and stop two applications by one person for one post.",
            ],
            [
              "Photograph and signature, and your category certificate if you upload it",
              "Printed on your application and call letter, and compared at the exam or interview.",
            ],
            [
              "Reservation category, certificate number, PwD and ex-serviceman status",
              "To apply the fee concession and reservation the recruitment rules give you.",
            ],
            ["Education and work experience", "To check eligibility for the post."],
            [
              "The application fee's payment reference and status (from Razorpay)",
              "To confirm your fee for the recruiting body and settle refunds.",
            ],
          ],
        },
        {
          type: "ul",
          items: [
            "How long we keep it: an application that was not paid, 90 days after the application deadline; a paid application, 24 months. Payment records are kept as long as Indian accounting law requires.",
            `Access and erasure: in the applicant portal (/applicant) use "Download my data" or "Delete my data", or write to ${company.email} with your application number and date of birth. We erase it unless the law requires us to keep part of it (the payment record), and tell you what we kept and why.`,
          ],
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        {
          type: "ul",
          items: [
            "Access: ask for a copy of the personal information we hold about you.",
            "Correction: ask us to correct information that is wrong or incomplete.",
            "Erasure: ask us to delete your information where we are not required to keep it.",
            "Withdraw consent at any time, as easily as you gave it, for example by unsubscribing from the newsletter. Withdrawing does not affect what was done before.",
            "Raise a grievance with us; we respond within 30 days. If you are not satisfied, you may complain to the Data Protection Board of India.",
          ],
        },
        {
          type: "p",
          text: `How to ask: job applicants can use the applicant portal at /applicant, where "Download my data" gives you a copy of what we hold and "Delete my data" erases it. Anyone can also write to ${company.email} from the address you gave us (or with your application number), saying what you want to see, correct or erase. We may ask you to confirm who you are before we act.`,
        },
      ],
    },
    {
      id: "policy-updates",
      heading: "Changes to this policy",
      blocks: [
        {
          type: "p",
          text: "We may update this policy when our services or the law change. The effective date at the top shows the current version; significant changes are announced on this website.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        {
          type: "p",
          text: `For privacy questions or requests, write to ${company.email} or to ${company.legalName}, ${company.address}.`,
        },
      ],
    },
  ],
};
