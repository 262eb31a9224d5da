"use client";

import { useEffect, useMemo, useRef, type ReactNode, type Ref } from "react";

import { FeeNotice } from "@/components/gov-apply/fee-notice";
import type { GovFormValues } from "@/components/gov-apply/use-application-form";
import { Button } from "@/components/ui/button";
import { DescriptionList, type DescriptionItem } from "@/components/ui/description-list";
import { CONSENT, DECLARATION } from "@/content/gov-declaration";
import { formatIstDate, parseDateOnly } from "@/lib/dates";
import { CATEGORY_LABELS, type FeeDecision } from "@/lib/gov-fees";
import { formatRupees } from "@/lib/money";
import { isBlankRow } from "@/lib/validation/gov-applications";
import { kb, type ImageChoice } from "@/lib/validation/gov-images";

// The review step: everything the applicant entered, with the photo and signature as they will be
// uploaded and the fee the answers lead to, before anything is sent. Edit goes back to the form
// with every answer kept; Confirm sends it (and opens the payment, unless the fee is ₹0).

function Preview({ file, alt, className }: { file: File; alt: string; className: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  // eslint-disable-next-line @next/next/no-img-element -- a blob: preview of the applicant's own file
  return <img src={url} alt={alt} className={className} />;
}

function Picture({ choice, label, className }: { choice: ImageChoice; label: string; className: string }) {
  return (
    <figure>
      <Preview
        file={choice.file}
        alt={`Your ${label.toLowerCase()}`}
        className={`rounded border border-slate-300 ${className}`}
      />
      <figcaption className="mt-1 text-xs text-slate-600">
        {label} · {kb(choice.file.size)} · {choice.width} × {choice.height}
      </figcaption>
    </figure>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 p-4">
      <h3 className="mb-3 text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Rows({ head, rows, empty }: { head: string[]; rows: string[][]; empty: string }) {
  if (!rows.length) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="text-slate-500">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="py-1 pr-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j} className="py-1.5 pr-3 break-words">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const date = (value: string) => (value ? formatIstDate(parseDateOnly(value)) : "");
const yes = (value: string) => (value === "true" ? "Yes" : "No");

export function ReviewStep({
  values,
  jobTitle,
  applicationNumber,
  fee,
  testMode,
  busy,
  onEdit,
  onConfirm,
  headingRef,
  confirmRef,
}: {
  values: GovFormValues;
  jobTitle: string;
  applicationNumber: string;
  fee: FeeDecision;
  testMode: boolean;
  busy: boolean;
  onEdit(): void;
  onConfirm(): void;
  headingRef?: Ref<HTMLHeadingElement>;
  confirmRef?: Ref<HTMLButtonElement>;
}) {
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const exempt = fee.paise === 0;
  const personal: DescriptionItem[] = [
    ["Application Number", applicationNumber],
    ["Post Applied For", jobTitle],
    ["Name", values.name],
    ["Father's/Husband Name", values.fatherHusbandName],
    ["Mother's Name", values.motherName],
    ["Present Address", values.presentAddress],
    ["Marital Status", values.maritalStatus],
    ["Gender", values.gender],
    ["Date of Birth", date(values.dob)],
    ["Mobile Number", values.mobile1],
    ["Alternate Mobile Number", values.mobile2 || "—"],
    ["PAN Number", values.panNo.toUpperCase()],
    ["Email", values.email],
    ["Aadhaar Number", values.aadharNo],
  ];
  const category = values.category || "GENERAL";
  const claims: DescriptionItem[] = [
    ["Category", CATEGORY_LABELS[category]],
    ...(category === "GENERAL"
      ? []
      : ([
          ["Certificate Number", values.categoryCertificateNumber.toUpperCase()],
          ["Certificate File", values.categoryCertificate?.name ?? "Not uploaded"],
        ] satisfies DescriptionItem[])),
    ["PwD (Divyang)", yes(values.pwd)],
    ["Ex-serviceman", yes(values.exServiceman)],
  ];
  const education = values.education
    .filter((row) => !isBlankRow(row))
    .map((r) => [r.qualification, r.board, r.institution, r.marks, r.year]);
  const experience = values.experience
    .filter((row) => !isBlankRow(row))
    .map((r) => [r.company, r.post, date(r.from), date(r.to)]);

  return (
    <div className="space-y-6" data-testid="review-step">
      <header>
        <h2
          ref={headingRef ?? ownHeading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl"
        >
          Review your application
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Check every detail. Choose Edit to change anything; nothing is sent until you confirm.
        </p>
      </header>

      <Section title="Photo and signature">
        <div className="flex flex-wrap items-end gap-6">
          {values.photo && <Picture choice={values.photo} label="Photo" className="h-36 w-28 object-cover" />}
          {values.signature && (
            <Picture choice={values.signature} label="Signature" className="h-16 w-40 bg-white object-contain" />
          )}
        </div>
      </Section>

      <Section title="Personal details">
        <DescriptionList layout="rows" items={personal} />
      </Section>

      <Section title="Category and concessions">
        <DescriptionList layout="rows" items={claims} />
      </Section>

      <Section title="Educational Qualifications">
        <Rows
          head={["Qualification", "Board/University", "Institution", "Marks (%)", "Year"]}
          rows={education}
          empty="None entered."
        />
      </Section>

      <Section title="Work Experience">
        <Rows head={["Company", "Post", "From", "To"]} rows={experience} empty="None entered." />
      </Section>

      <Section title="Application fee">
        <p className="text-slate-800" data-testid="review-fee">
          <strong className="text-lg text-slate-900">{formatRupees(fee.paise)}</strong> ({fee.reason})
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {exempt
            ? "No payment is needed: your application is submitted as soon as you confirm."
            : "You pay this on the next screen, through Razorpay."}
          {testMode && !exempt && <span className="ml-1 text-amber-700">(test mode: no money is charged)</span>}
        </p>
        <FeeNotice className="mt-3" />
      </Section>

      <Section title="Declaration and consent">
        <ul className="space-y-2 text-sm text-slate-700">
          <li>
            <span aria-hidden="true">✓ </span>
            {DECLARATION.text}
          </li>
          <li>
            <span aria-hidden="true">✓ </span>
            {CONSENT.text}
          </li>
        </ul>
      </Section>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onEdit} disabled={busy}>
          Edit
        </Button>
        <Button
          ref={confirmRef}
          variant="primary"
          size="lg"
          busy={busy}
          busyLabel={exempt ? "Submitting..." : "Processing Payment..."}
          onClick={onConfirm}
        >
          {exempt ? "Confirm & Submit" : `Confirm & Pay ${formatRupees(fee.paise)}`}
        </Button>
      </div>
    </div>
  );
}
