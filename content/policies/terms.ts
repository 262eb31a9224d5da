import type { PolicyDocument } from "./types";

export const termsAndConditions: PolicyDocument = {
  key: "terms",
  path: "/terms-and-conditions",
  dateLabel: "Last updated",
  date: "2025-07-19",
  sections: [
    "definitions",
    "company-information",
    "service-scope",
    "user-responsibilities",
    "limitation-of-liability",
    "governing-law",
    "contact",
    "support",
  ],
};
