"use client";

import { SectionCard } from "@/components/ui/section-card";
import { formatDateTime } from "@/lib/format";
import type { PrivacyLogEntry } from "@/lib/server/privacy/log";

const KIND = { erasure: "Erasure asked by an applicant", purge: "Retention purge" } as const;

/**
 * Personal data erased: the applicants' own requests from the portal and the daily retention
 * purge, newest first, with what each did. An erasure shows a reference (from a keyed hash of the
 * address, never the address) to match a later request by the same person.
 */
export function PrivacyPanel({ entries }: { entries: PrivacyLogEntry[] }) {
  return (
    <SectionCard
      id="privacy-log"
      title="Data Erasure"
      description="Erasures applicants asked for in the portal and the daily retention purge. Paid fees stay in the payment ledger without personal details."
    >
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing has been erased yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" aria-label="Erasures, newest first">
          {entries.map((entry) => (
            <li key={entry.id} className="py-3">
              <p className="font-medium text-slate-900">{KIND[entry.kind]}</p>
              <p className="text-slate-600" suppressHydrationWarning>
                {formatDateTime(entry.at)}
                {entry.reference ? ` · Ref ${entry.reference}` : ""}
              </p>
              <p className="break-words text-slate-700">
                {entry.counts.length ? entry.counts.map(([label, n]) => `${label}: ${n}`).join(" · ") : "No records"}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
