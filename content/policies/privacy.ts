import type { PolicyDocument } from "./types";

export const privacyPolicy: PolicyDocument = {
  key: "privacy",
  path: "/privacy-policy",
  dateLabel: "Effective date",
  date: "2025-07-14",
  updated: "2026-12-06",
  sections: [
    "information-we-collect",
    "purpose",
    "company-applications",
    "contact-and-newsletter",
    "retention",
    "cookies",
    "third-party-sharing",
    "security",
    "government-applications",
    "your-rights",
    "policy-updates",
    "contact",
  ],
};
