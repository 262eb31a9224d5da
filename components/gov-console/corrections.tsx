import { formatRupees } from "@/lib/money";

import { formatDateTime } from "./format";
import type { GovApplicationDetail } from "./types";

// The applicant's corrections in the job's correction window, each a version: what changed, and
// how the fee moved (a difference to pay, or an overpayment listed under payments as refund due).

const LABELS: Record<string, string> = {
  name: "Name",
  fatherHusbandName: "Father's/Husband's name",
  motherName: "Mother's name",
  presentAddress: "Present address",
  maritalStatus: "Marital status",
  gender: "Gender",
  mobile1: "Mobile",
  mobile2: "Alternate mobile",
  email: "E-mail",
  category: "Category",
  categoryCertificateNumber: "Certificate number",
  pwd: "PwD (Divyang)",
  exServiceman: "Ex-serviceman",
};

const shown = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "—"
    : value === true
      ? "Yes"
      : value === false
        ? "No"
        : String(value);

export function Corrections({ app }: { app: GovApplicationDetail }) {
  if (app.corrections.length === 0) return null;
  return (
    <section aria-labelledby={`corrections-${app.id}`} className="mt-6">
      <h3 id={`corrections-${app.id}`} className="text-base font-semibold text-slate-900">
        Corrections by the applicant
      </h3>
      {app.feeDuePaise > 0 ? (
        <p className="mt-1 text-sm font-medium text-amber-900">
          Difference due after a correction: {formatRupees(app.feeDuePaise)}
        </p>
      ) : null}
      <ol className="mt-2 space-y-2">
        {app.corrections.map((c) => (
          <li key={c.version} className="rounded-md border border-slate-200 p-3 text-sm">
            <p className="font-medium">
              Version {c.version} · {formatDateTime(c.at)}
              {c.feeAfterPaise !== c.feeBeforePaise
                ? ` · Fee ${formatRupees(c.feeBeforePaise)} → ${formatRupees(c.feeAfterPaise)}`
                : ""}
            </p>
            <ul className="mt-1 space-y-0.5 text-slate-700">
              {Object.entries(c.changes).map(([field, { before, after }]) => (
                <li key={field}>
                  {LABELS[field] ?? field}: {shown(before)} → {shown(after)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
