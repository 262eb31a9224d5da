"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, type ReactNode, type Ref } from "react";

import { useFeeReason } from "@/components/gov-apply/claims-fields";
import { FeeNotice } from "@/components/gov-apply/fee-notice";
import type { GovFormValues } from "@/components/gov-apply/use-application-form";
import { Button } from "@/components/ui/button";
import { DescriptionList, type DescriptionItem } from "@/components/ui/description-list";
import { formatIstDate, parseDateOnly, type DisplayLocale } from "@/lib/dates";
import type { FeeDecision } from "@/lib/gov-fees";
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

function Picture({
  choice,
  field,
  className,
}: {
  choice: ImageChoice;
  field: "photo" | "signature";
  className: string;
}) {
  const t = useTranslations("govForm");
  // i18n-keys: govForm.image.labels.*, govForm.image.nouns.*
  const label = t(`image.labels.${field}`);
  return (
    <figure>
      <Preview
        file={choice.file}
        alt={t("review.yourPicture", { noun: t(`image.nouns.${field}`), field })}
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

const date = (value: string, locale: DisplayLocale) => (value ? formatIstDate(parseDateOnly(value), locale) : "");

export function ReviewStep({
  values,
  jobTitle,
  applicationNumber,
  fee,
  testMode,
  busy,
  onEdit,
  onConfirm,
  onRecheck,
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
  /**
   * Checkout took the fee but the server could not be reached to confirm it: the one action is to
   * ask it again (Confirm & Pay would have opened Checkout for a second payment), and Edit goes.
   */
  onRecheck?: (() => void) | null;
  headingRef?: Ref<HTMLHeadingElement>;
  confirmRef?: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations("govForm");
  const locale = useLocale() as DisplayLocale;
  const feeReason = useFeeReason();
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const exempt = fee.paise === 0;
  // i18n-keys: govForm.maritalStatus.*, govForm.gender.*, govForm.categories.*, govForm.yesNo.*
  const yes = (value: "true" | "false") => t(`yesNo.${value}`);
  const personal: DescriptionItem[] = [
    [t("fields.applicationNumber"), applicationNumber],
    [t("fields.postAppliedFor"), jobTitle],
    [t("fields.name"), values.name],
    [t("fields.fatherHusbandName"), values.fatherHusbandName],
    [t("fields.motherName"), values.motherName],
    [t("fields.presentAddress"), values.presentAddress],
    [t("fields.maritalStatus"), t(`maritalStatus.${values.maritalStatus}`)],
    [t("fields.gender"), t(`gender.${values.gender}`)],
    [t("fields.dob"), date(values.dob, locale)],
    [t("fields.mobile1"), values.mobile1],
    [t("review.mobile2"), values.mobile2 || "—"],
    [t("fields.panNo"), values.panNo.toUpperCase()],
    [t("fields.email"), values.email],
    [t("fields.aadharNo"), values.aadharNo],
  ];
  const category = values.category || "GENERAL";
  const claims: DescriptionItem[] = [
    [t("claims.category"), t(`categories.${category}`)],
    ...(category === "GENERAL"
      ? []
      : ([
          [t("review.certificateNumber"), values.categoryCertificateNumber.toUpperCase()],
          [t("review.certificateFile"), values.categoryCertificate?.name ?? t("review.notUploaded")],
        ] satisfies DescriptionItem[])),
    [t("review.pwd"), yes(values.pwd)],
    [t("review.exServiceman"), yes(values.exServiceman)],
  ];
  const education = values.education
    .filter((row) => !isBlankRow(row))
    .map((r) => [r.qualification, r.board, r.institution, r.marks, r.year]);
  const experience = values.experience
    .filter((row) => !isBlankRow(row))
    .map((r) => [r.company, r.post, date(r.from, locale), date(r.to, locale)]);
  const column = (
    key: "qualification" | "board" | "institution" | "marks" | "year" | "company" | "post" | "from" | "to",
  ) => t(`tables.columns.${key}`);

  return (
    <div className="space-y-6" data-testid="review-step">
      <header>
        <h2
          ref={headingRef ?? ownHeading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl"
        >
          {t("review.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("review.intro")}</p>
      </header>

      <Section title={t("review.pictures")}>
        <div className="flex flex-wrap items-end gap-6">
          {values.photo && <Picture choice={values.photo} field="photo" className="h-36 w-28 object-cover" />}
          {values.signature && (
            <Picture choice={values.signature} field="signature" className="h-16 w-40 bg-white object-contain" />
          )}
        </div>
      </Section>

      <Section title={t("review.personal")}>
        <DescriptionList layout="rows" items={personal} />
      </Section>

      <Section title={t("review.claims")}>
        <DescriptionList layout="rows" items={claims} />
      </Section>

      <Section title={t("tables.education")}>
        <Rows
          head={[column("qualification"), column("board"), column("institution"), column("marks"), column("year")]}
          rows={education}
          empty={t("review.none")}
        />
      </Section>

      <Section title={t("tables.experience")}>
        <Rows
          head={[column("company"), column("post"), column("from"), column("to")]}
          rows={experience}
          empty={t("review.none")}
        />
      </Section>

      <Section title={t("review.fee")}>
        <p className="text-slate-800" data-testid="review-fee">
          <strong className="text-lg text-slate-900">{formatRupees(fee.paise)}</strong> ({feeReason(fee.reason)})
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {exempt ? t("review.exemptNote") : t("review.payNote")}
          {testMode && !exempt && <span className="ml-1 text-amber-700">{t("review.testMode")}</span>}
        </p>
        <FeeNotice className="mt-3" />
      </Section>

      <Section title={t("review.declaration")}>
        <ul className="space-y-2 text-sm text-slate-700">
          <li>
            <span aria-hidden="true">✓ </span>
            {t("declaration.declaration")}
          </li>
          <li>
            <span aria-hidden="true">✓ </span>
            {t("declaration.consent")}
          </li>
        </ul>
      </Section>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        {onRecheck ? (
          <Button
            ref={confirmRef}
            variant="primary"
            size="lg"
            busy={busy}
            busyLabel={t("review.paying")}
            onClick={onRecheck}
          >
            {t("review.checkPayment")}
          </Button>
        ) : (
          <>
            <Button variant="secondary" size="lg" onClick={onEdit} disabled={busy}>
              {t("review.edit")}
            </Button>
            <Button
              ref={confirmRef}
              variant="primary"
              size="lg"
              busy={busy}
              busyLabel={exempt ? t("review.submitting") : t("review.paying")}
              onClick={onConfirm}
            >
              {exempt ? t("review.confirmSubmit") : t("review.confirmPay", { fee: formatRupees(fee.paise) })}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
