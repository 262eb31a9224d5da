// The personal values the e2e specs submit, as patterns: gov-helpers fillValidForm and
// careers-helpers fill in these constants; the contact, newsletter, employee and company-admin
// specs use the same mobiles, PAN and example.in addresses. scripts/log-scan.ts searches a whole
// e2e run's server log for them: none may appear, whatever a spec typed into a form. A spec that
// submits a new kind of personal value adds its pattern here.

export type PersonalPattern = { kind: string; pattern: RegExp };

/** A value's digits with optional spaces or dashes between them: "+91 98765 43210" is 9876543210. */
function digits(value: string): RegExp {
  return new RegExp(`(?<!\\d)${[...value].join("[ -]?")}(?!\\d)`);
}

/** Mobile numbers typed into the forms. */
export const E2E_MOBILES = ["9876543210", "9812312345"] as const;
/** The PAN every government and employee form uses. */
export const E2E_PAN = "ABCDE1234F";
/** Bank account numbers of the employee specs and fixtures. */
export const E2E_ACCOUNTS = ["4455667788990011", "123456789012"] as const;

export const PERSONAL_VALUE_PATTERNS: PersonalPattern[] = [
  // uniqueAadhaar() makes a fresh one per test, so any 12-digit number not starting with 0 or 1,
  // also written in groups of four, that is not part of a longer token (an id, a UUID, a hash).
  { kind: "Aadhaar-like number", pattern: /(?<![\w.-])[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?![\w.-])/ },
  { kind: "PAN", pattern: new RegExp(E2E_PAN, "i") },
  ...E2E_MOBILES.map((m) => ({ kind: "mobile number", pattern: digits(m) })),
  ...E2E_ACCOUNTS.map((a) => ({ kind: "bank account number", pattern: digits(a) })),
  // Every address a spec submits is on example.in (uniqueEmail, sita.kumari@, meera.jha@, reader-...).
  { kind: "e-mail address", pattern: /[\w.+-]+@example\.in\b/i },
];
