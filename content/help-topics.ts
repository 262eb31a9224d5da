// What the help desk knows: used to build the AI model's instructions and, without an API key,
// answered directly by the offline assistant. Service names and summaries come from the service
// pages' own content. Where the old chatbot text and the legal pages disagreed, these follow the
// legal pages (terms: office hours 10:00-18:00 IST, Mon-Sat).
import { applicationFee } from "./application-fee";
import { company } from "./company";
import {
  govDocumentsTopic,
  govFeeCategoriesTopic,
  govFeeRefundTopic,
  govPaymentPendingTopic,
  govPhotoSignatureTopic,
} from "./gov-application-help";
import { helpDesk } from "./help-desk";
import { services as siteServices, type ServiceSlug } from "./services";

export type HelpTopic = {
  id: string;
  /** Words and phrases (English and common Hinglish), matched after normalisation. */
  keywords: string[];
  answer: string;
  link: { href: string; label: string };
};

// Words visitors use for each service (English and common Hinglish).
const serviceKeywords: Record<ServiceSlug, string[]> = {
  "employment-verification": ["verification", "background check", "bgv", "verify", "antecedent"],
  "manpower-supply": ["manpower", "labour", "workforce", "worker", "staff supply", "security guard", "outsourcing"],
  "payroll-management": ["payroll", "salary processing", "pf", "esi", "tds", "payslip"],
  "software-development": [
    "software",
    "website",
    "web development",
    "app development",
    "mobile app",
    "application development",
    "it solution",
  ],
  "staffing-consultancy": [
    "staffing",
    "consultancy",
    "consulting",
    "recruitment service",
    "hiring service",
    "headhunting",
  ],
  "network-installation-support": ["network", "lan", "wifi", "wi fi", "cctv", "router", "cabling"],
  "domain-registration": ["domain", "hosting", "dns", "email hosting"],
  "computer-repair": ["repair", "laptop", "computer", "printer", "desktop", "not working", "kharab"],
  "hardware-software-supply": ["hardware", "licence", "license", "buy computer", "supply of", "antivirus"],
  "training-services": ["training", "course", "skill", "learn", "computer course", "class"],
};

const services = siteServices.map((s) => ({
  id: s.slug,
  name: s.title,
  href: `/${s.slug}`,
  keywords: serviceKeywords[s.slug],
  summary: s.summary.trim().replace(/\.$/, ""),
}));

export const serviceCatalogue = services;

export const helpTopics: HelpTopic[] = [
  {
    id: "services",
    keywords: [
      "service",
      "services",
      "what do you do",
      "what you do",
      "offer",
      "kya karte",
      "company kya",
      "solutions",
    ],
    answer: `We offer ten services: ${services.map((s) => s.name).join(", ")}.`,
    link: { href: "/services", label: "See all our services" },
  },
  ...services.map((s) => ({
    id: `service-${s.id}`,
    keywords: s.keywords,
    answer: `${s.name}: ${s.summary}. Tell us what you need and our team will suggest a plan and a quote.`,
    link: { href: s.href, label: s.name },
  })),
  // Ties go to the earlier topic: these three before the general job and fee topics; the refund
  // policy before the application fee's refund rule, and both before the fee; the fee before its
  // categories, which share its words.
  govDocumentsTopic,
  govPhotoSignatureTopic,
  govPaymentPendingTopic,
  {
    id: "gov-jobs",
    keywords: [
      "government job",
      "govt job",
      "sarkari",
      "government or other",
      "gov job",
      "sarkari naukri",
      "contract job",
      "outsourced post",
    ],
    answer:
      "Government and other outsourced openings are listed with their fee and last date. Choose a job, fill in the application form with your photo, and pay the recruiting body's application fee online on this website.",
    link: { href: "/gov-career", label: "Government or other jobs" },
  },
  {
    id: "apply",
    keywords: [
      "apply",
      "application",
      "job",
      "jobs",
      "vacancy",
      "vacancies",
      "opening",
      "career",
      "hiring",
      "resume",
      "cv",
      "work with you",
      "join",
    ],
    answer:
      "For jobs at our company, open Career Opportunities, pick a job and press Apply Now: fill in your details and upload your resume (PDF, DOC or DOCX, up to 5 MB). Government or other jobs have their own board, with a longer form and the recruiting body's application fee.",
    link: { href: "/company-career", label: "Career opportunities" },
  },
  {
    id: "refund",
    keywords: ["refund", "money back", "return money", "cancel payment", "wapas", "vapas"],
    answer:
      "For our paid IT services, refund requests are made by e-mail. We review them in 2-3 business days and, once approved, refund in 7-10 business days to the original payment method. The refund policy lists the windows and what is non-refundable. A government job's application fee has its own rule: ask me about the application fee refund.",
    link: { href: "/refund-policy", label: "Refund policy" },
  },
  govFeeRefundTopic,
  {
    id: "fee",
    keywords: [
      "fee",
      "fees",
      "application fee",
      "payment",
      "pay",
      "charge",
      "charges",
      "amount",
      "razorpay",
      "upi",
      "kitna paisa",
    ],
    answer: `Applying for jobs at ${company.name} is free: we never charge job seekers for our own placement. A government or other job shows its fee on the job card and the job's page: that is the recruiting body's application fee, collected for it through the Razorpay checkout on this website. The same fee is printed in the official notification, and you get a receipt with your application number. Pay only on this website's checkout, never to a personal account, a UPI ID someone sends you or over a phone call.`,
    link: { href: "/gov-career", label: "Government or other jobs" },
  },
  govFeeCategoriesTopic,
  {
    id: "cancellation",
    keywords: ["cancellation", "cancel", "terminate", "notice period"],
    answer:
      "Cancellation notice periods, fees and the handover process are set out in our cancellation policy (for example 24 hours for a consultation, 30 days before a hosting renewal).",
    link: { href: "/cancellation-policy", label: "Cancellation policy" },
  },
  {
    id: "scam",
    keywords: [
      "scam",
      "fraud",
      "fake",
      "farzi",
      "dhokha",
      "genuine",
      "offer letter",
      "job offer",
      "pay for",
      "asking money",
      "security deposit",
      "real or fake",
    ],
    answer: `Beware of fake job offers. ${company.name} never charges job seekers for its own recruitment or placement, and genuine offer letters are free. The only fee on this website is a government or other job's application fee, which belongs to the recruiting body and is paid only on this website's own checkout. ${applicationFee.scamWarning} Please report it to us.`,
    link: { href: "/contact", label: "Report it to us" },
  },
  {
    id: "status",
    keywords: ["status", "result", "selected", "shortlisted", "my application", "update on", "kab tak", "track"],
    answer:
      "I can't see or confirm the status of any application. For a government or other job application, check it yourself with your application number and date of birth; for anything else, please contact our team.",
    link: { href: helpDesk.statusPage, label: "Check application status" },
  },
  {
    id: "hours",
    keywords: ["hours", "timing", "timings", "open", "closed", "sunday", "working day", "samay", "office time"],
    answer: `Our office hours are ${company.officeHours}. E-mails are answered within 24-48 hours; urgent matters the same business day.`,
    link: { href: "/contact", label: "Contact us" },
  },
  {
    id: "contact",
    keywords: [
      "contact",
      "phone",
      "call",
      "number",
      "email",
      "mail",
      "address",
      "reach",
      "talk",
      "sampark",
      "where are you",
      "location",
      "office",
    ],
    answer: `You can reach us at ${company.email} or ${company.phone}. Our office: ${company.address}.`,
    link: { href: "/contact", label: "Contact us" },
  },
  {
    id: "about",
    keywords: ["about", "who are you", "company", "founded", "founder", "history", "since", "kaun"],
    answer: `${company.name} was founded in ${company.foundedYear} and is headquartered in ${company.headquarters.city}, ${company.headquarters.state}. We provide HR outsourcing, manpower, payroll, verification and IT services.`,
    link: { href: "/about", label: "About us" },
  },
  {
    id: "privacy",
    keywords: ["privacy", "data", "personal information", "aadhaar safe", "cookies"],
    answer:
      "We collect only what a service or application needs, keep it secure, and never sell it. Identity numbers such as Aadhaar and PAN are stored encrypted. The privacy policy explains your rights.",
    link: { href: "/privacy-policy", label: "Privacy policy" },
  },
  {
    id: "events",
    keywords: ["event", "events", "campus drive", "celebration", "induction", "placement drive"],
    answer: "See our recent events: induction programmes, campus drives, celebrations and project inaugurations.",
    link: { href: "/events", label: "Our events" },
  },
  {
    id: "industries",
    keywords: ["industry", "industries", "sector", "clients", "who do you serve"],
    answer: "We work with government departments, corporates, manufacturing, healthcare, education and IT companies.",
    link: { href: "/industries", label: "Industries we serve" },
  },
  {
    id: "login",
    keywords: ["login", "log in", "sign in", "password", "employee portal", "staff"],
    answer:
      "Staff and employees sign in with their e-mail or Reference ID. If you forgot your password, ask your administrator to reset it.",
    link: { href: "/login", label: "Staff login" },
  },
];
