// Policy documents: their text is in the "policies" namespace of the message catalogue
// (messages/{en,hi}/policies.json), one entry per document, with sections keyed by id. This side
// keeps what is not text: the page's path, its date and the order of its sections (their ids are
// the anchors links point at, e.g. "/privacy-policy#company-applications").

export type PolicyBlock =
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "table"; caption: string; head: [string, string]; rows: [string, string][] };

/** A section's text in the catalogue ("policies.<key>.sections.<id>"). */
export type PolicySectionText = { heading: string; blocks: PolicyBlock[] };

/** A document's text in the catalogue ("policies.<key>"). `{name}`-style values are filled in when shown. */
export type PolicyText = {
  title: string;
  /** Meta description. */
  description: string;
  intro: string;
  sections: Record<string, PolicySectionText>;
};

export type PolicyKey = "privacy" | "terms" | "refund" | "cancellation";

export type PolicyDocument = {
  /** Its entry in the "policies" namespace. */
  key: PolicyKey;
  path: "/privacy-policy" | "/terms-and-conditions" | "/refund-policy" | "/cancellation-policy";
  /** Which label the date has: "policies.common.effectiveDate" or "policies.common.lastUpdated". */
  dateLabel: "Effective date" | "Last updated";
  /** ISO calendar date. */
  date: string;
  /**
   * The last change to the text since `date` (ISO), shown as "Last updated" beside it; a test
   * holds the text's fingerprint at that date, so a change of text without a new date fails.
   */
  updated?: string;
  /** Section ids, in the order the page shows them. */
  sections: readonly string[];
};

/** "2025-07-14" -> "July 14, 2025" (English), "14 जुलाई 2025" (Hindi). */
export function formatPolicyDate(iso: string, locale: string = "en"): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
