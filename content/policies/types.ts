// Policy documents are data: sections of paragraphs, lists and two-column tables.

export type PolicyBlock =
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "table"; caption: string; head: [string, string]; rows: [string, string][] };

export type PolicySection = { id: string; heading: string; blocks: PolicyBlock[] };

export type PolicyDocument = {
  path: "/privacy-policy" | "/terms-and-conditions" | "/refund-policy" | "/cancellation-policy";
  title: string;
  /** Meta description. */
  description: string;
  dateLabel: "Effective date" | "Last updated";
  /** ISO calendar date. */
  date: string;
  intro: string;
  sections: PolicySection[];
};

/** "2025-07-14" -> "July 14, 2025". */
export function formatPolicyDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
