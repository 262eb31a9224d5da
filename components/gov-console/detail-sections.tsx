import { useEffect, useRef } from "react";

import { type Column, DataTable } from "@/components/ui/data-table";
import { Button } from "@/components/ui/button";
import { DownloadButton } from "@/components/ui/download-button";
import { formatRupees } from "@/lib/money";

import { formatDate, formatDateTime } from "./format";
import { refundStatusText } from "./refund-dialog";
import { PaymentBadge, StatusBadge } from "./status-badge";
import type { GovApplicationDetail } from "./types";

type Props = {
  app: GovApplicationDetail;
  revealed: { aadharNo: string; panNo: string } | null;
  onReveal: () => void;
  revealing: boolean;
  onIssueCallLetter: () => void;
  issuing: boolean;
  onRefund: (payment: GovApplicationDetail["payments"][number]) => void;
};

/**
 * Takes the focus of the Reveal button it replaces, so a keyboard user stays where they were, and
 * a screen reader reads that the numbers are shown (they are just above it). Only if that button
 * still had it: gone with the button, focus is on the body or on the dialog (Radix's trap takes it
 * back there); one who moved on to another control while it was asking keeps it there.
 */
function RevealedNote() {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.matches('[role="dialog"]')) note.current?.focus();
  }, []);
  return (
    <p ref={note} tabIndex={-1} role="status" className="mt-2 text-xs text-slate-500 focus:outline-none">
      Aadhaar and PAN revealed above; this was recorded in the audit log.
    </p>
  );
}

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{value || "Not provided"}</dd>
    </div>
  );
}

type Education = GovApplicationDetail["education"][number];
type Experience = GovApplicationDetail["experience"][number];

const text = <T,>(key: keyof T & string, header: string): Column<T> => ({
  key,
  header,
  cell: (row) => String(row[key] ?? ""),
});
const date = <T,>(key: keyof T & string, header: string): Column<T> => ({
  key,
  header,
  cell: (row) => (row[key] ? formatDate(String(row[key])) : "—"),
});

const educationColumns: Column<Education>[] = [
  text("qualification", "Qualification"),
  text("board", "Board/University"),
  text("institution", "Institution"),
  text("marks", "Marks (%)"),
  text("year", "Year"),
];
const experienceColumns: Column<Experience>[] = [
  text("company", "Company"),
  text("post", "Post"),
  date("from", "From"),
  date("to", "To"),
];

function Rows<T>({ caption, columns, rows }: { caption: string; columns: Column<T>[]; rows: T[] }) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(_, i) => String(i)}
      empty={<p className="p-3 text-sm text-slate-600">Not provided</p>}
    />
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `${title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function CallLetter({ app, onIssue, issuing }: { app: GovApplicationDetail; onIssue: () => void; issuing: boolean }) {
  const { ready, issuedAt, url } = app.callLetter;
  if (app.status !== "approved") {
    return <p className="text-sm text-slate-600">Approve the application to issue its call letter.</p>;
  }
  if (!ready) {
    return (
      <p className="text-sm text-slate-600">
        Enter the exam or interview date, venue and instructions on the job (Jobs tab, Edit) to issue call letters.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-slate-700" data-testid="call-letter-state">
        {issuedAt ? `Issued ${formatDateTime(issuedAt)}` : "Not issued yet"}
      </p>
      <Button variant={issuedAt ? "outline" : "primary"} busy={issuing} busyLabel="Issuing..." onClick={onIssue}>
        {issuedAt ? "Issue again and e-mail" : "Issue call letter"}
      </Button>
      {issuedAt && (
        <DownloadButton
          href={url}
          defaultName={`call-letter-${app.applicationNumber}.pdf`}
          label="Download call letter"
          busyLabel="Preparing PDF..."
          successLabel="Downloaded"
          errorTitle="Failed to download the call letter"
          variant="outline"
        />
      )}
    </div>
  );
}

export function DetailSections({ app, revealed, onReveal, revealing, onIssueCallLetter, issuing, onRefund }: Props) {
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row">
        {app.photoUrl ? (
          /* eslint-disable-next-line @next/next/no-img-element -- an authorised, no-store API route, not a static asset */
          <img
            src={app.photoUrl}
            alt={`Photo of ${app.name}`}
            width={120}
            height={150}
            className="h-[150px] w-[120px] rounded-md border border-slate-200 object-cover"
          />
        ) : (
          <div className="flex h-[150px] w-[120px] items-center justify-center rounded-md border border-slate-200 bg-slate-50 p-2 text-center text-xs text-slate-500">
            {app.anonymisedAt ? `Personal data erased on ${formatDate(app.anonymisedAt)}` : "No photo"}
          </div>
        )}
        <dl className="grid flex-1 gap-3 sm:grid-cols-2">
          <Field label="Name" value={app.name} />
          <Field label="Job" value={`${app.job.title} (${app.job.company})`} />
          <Field label="Status" value={<StatusBadge status={app.status} />} />
          <Field label="Applied" value={formatDateTime(app.appliedDate)} />
          <Field
            label="Last decision"
            value={
              app.statusChangedAt
                ? `${formatDateTime(app.statusChangedAt)} by ${app.statusChangedBy ?? "a former user"}`
                : "None yet"
            }
          />
        </dl>
      </div>
      <DownloadButton
        href={app.pdfUrl}
        defaultName={`application-${app.applicationNumber}.pdf`}
        label="Download application (PDF)"
        busyLabel="Preparing PDF..."
        successLabel="Downloaded"
        errorTitle="Failed to download the application"
        variant="outline"
      />
      <Section title="Personal details">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Field label="Father's/Husband Name" value={app.fatherHusbandName} />
          <Field label="Mother's Name" value={app.motherName} />
          <Field label="Date of Birth" value={app.dob ? formatDate(app.dob) : null} />
          <Field label="Gender" value={app.gender} />
          <Field label="Marital Status" value={app.maritalStatus} />
          <Field label="Email" value={app.email} />
          <Field label="Mobile Number" value={app.mobile1} />
          <Field label="Alternate Mobile" value={app.mobile2} />
          <Field label="Present Address" value={app.presentAddress} />
          <Field
            label="Aadhaar Number"
            value={<span data-testid="aadhaar-value">{revealed?.aadharNo ?? app.aadharNo}</span>}
          />
          <Field label="PAN Number" value={<span data-testid="pan-value">{revealed?.panNo ?? app.panNo}</span>} />
        </dl>
        {!revealed ? (
          // Not disabled while it asks: the browser would take focus off it (to the window's top).
          <button
            type="button"
            onClick={() => {
              if (!revealing) onReveal();
            }}
            aria-disabled={revealing || undefined}
            className="mt-2 text-sm font-semibold text-brand-700 underline aria-disabled:opacity-50"
          >
            {revealing ? "Revealing..." : "Reveal Aadhaar and PAN"}
          </button>
        ) : (
          <RevealedNote />
        )}
      </Section>
      <Section title="Category, signature and declaration">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Field label="Category" value={app.category} />
          <Field label="Certificate number" value={app.categoryCertificateNumber ?? "—"} />
          <Field
            label="Certificate file"
            value={
              app.certificateUrl ? (
                <a href={app.certificateUrl} className="font-medium text-brand-700 underline">
                  Download certificate
                </a>
              ) : (
                "Not uploaded"
              )
            }
          />
          <Field label="PwD (Divyang)" value={app.pwd ? "Yes" : "No"} />
          <Field label="Ex-serviceman" value={app.exServiceman ? "Yes" : "No"} />
          <Field
            label="Declaration and consent"
            value={
              app.declaredAt && app.consentedAt
                ? `Accepted ${formatDateTime(app.declaredAt)}`
                : "Not recorded (applied before they were asked for)"
            }
          />
        </dl>
        <div className="mt-3">
          <p className="text-xs font-medium text-slate-500">Signature</p>
          {app.signatureUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- an authorised, no-store API route, not a static asset
            <img
              src={app.signatureUrl}
              alt={`Signature of ${app.name}`}
              width={210}
              height={90}
              className="mt-1 h-[90px] w-[210px] rounded-md border border-slate-200 bg-white object-contain"
            />
          ) : (
            <p className="text-sm text-slate-900">Not provided</p>
          )}
        </div>
      </Section>
      <Section title="Call letter">
        <CallLetter app={app} onIssue={onIssueCallLetter} issuing={issuing} />
      </Section>
      <Section title="Education">
        <Rows caption="Education" columns={educationColumns} rows={app.education} />
      </Section>
      <Section title="Experience">
        <Rows caption="Experience" columns={experienceColumns} rows={app.experience} />
      </Section>
      <Section title="Fee and payment">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Field
            label="Fee"
            value={app.feeReason ? `${formatRupees(app.fee)} (${app.feeReason})` : formatRupees(app.fee)}
          />
          <Field label="Payment status" value={<PaymentBadge status={app.paymentStatus} />} />
          <Field label="Paid at" value={app.paidAt ? formatDateTime(app.paidAt) : "Not paid"} />
        </dl>
        {app.payments.length > 0 ? (
          <ul className="mt-3 space-y-2" aria-label="Payment attempts">
            {app.payments.map((p) => {
              const refund = refundStatusText(p, formatDateTime);
              return (
                <li
                  key={p.id}
                  className={`rounded-md border p-3 text-sm ${p.flaggedReason ? "border-amber-400 bg-amber-50" : "border-slate-200"}`}
                >
                  <p>
                    <span className="font-medium">{p.status}</span> · {formatRupees(p.amountPaise)} ·{" "}
                    {p.mode === "test" ? "Test mode" : "Live"}
                  </p>
                  <p className="font-mono text-xs break-all text-slate-600">
                    Order ID: {p.orderId} · Payment ID: {p.paymentId ?? "—"}
                    {p.capturedAt ? ` · Captured ${formatDateTime(p.capturedAt)}` : ""}
                  </p>
                  {p.flaggedReason ? <p className="mt-1 text-amber-900">Flagged: {p.flaggedReason}</p> : null}
                  {p.failureReason ? <p className="mt-1 text-red-800">Failure: {p.failureReason}</p> : null}
                  {refund || p.refundable ? (
                    <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                      <p
                        className={`font-medium ${refund?.startsWith("Refund failed") ? "text-red-800" : "text-slate-800"}`}
                        data-testid="refund-status"
                      >
                        {refund}
                      </p>
                      {p.refundable ? (
                        <Button size="sm" variant="secondary" onClick={() => onRefund(p)}>
                          Refund<span className="sr-only"> {formatRupees(p.amountPaise)}</span>
                        </Button>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </Section>
    </div>
  );
}
