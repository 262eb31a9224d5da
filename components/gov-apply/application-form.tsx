"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ComponentProps, type FormEvent } from "react";
import { Controller, type FieldErrors } from "react-hook-form";

import { ClaimsFields, useFeeDecision } from "@/components/gov-apply/claims-fields";
import { useErrorText } from "@/components/i18n/error-text";
import { DeclarationFields } from "@/components/gov-apply/declaration-fields";
import { ErrorBanner } from "@/components/ui/error-banner";
import { govDraftName } from "@/components/gov-apply/draft-name";
import { ImageField } from "@/components/gov-apply/image-field";
import { ReviewStep } from "@/components/gov-apply/review-step";
import { RowsTable, type Column } from "@/components/gov-apply/rows-table";
import { TestCheckoutDialog } from "@/components/gov-apply/test-checkout-dialog";
import type {
  CheckoutConfig,
  NumberReservation,
  PaidApplication,
  Prefill,
  PublicGovJob,
  SavedApplication,
} from "@/components/gov-apply/types";
import {
  blankEducation,
  blankExperience,
  blankValues,
  draftToKeep,
  elementId,
  FIELD_ORDER,
  type GovFormValues,
  type PersonalFields,
  toFormData,
  useApplicationForm,
  valuesFromDraft,
} from "@/components/gov-apply/use-application-form";
import { usePaymentFlow } from "@/components/gov-apply/use-payment-flow";
import { bindField, SelectField, TextareaField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/button";
import { useKeptDraft } from "@/components/ui/use-kept-draft";
import { clearDraft, readDraft, releaseDraft } from "@/lib/form-draft";
import { firstError, showServerErrors } from "@/lib/form-errors";
import { GOV_MESSAGES, type EducationRow, type ExperienceRow } from "@/lib/validation/gov-applications";
import { PHOTO_RULE, SIGNATURE_RULE, type ImageRule } from "@/lib/validation/gov-images";

// Columns without their labels, which come from the catalogue (govForm.tables.columns, by key).
// i18n-keys: govForm.tables.columns.*, govForm.maritalStatus.*, govForm.gender.*
type ColumnSpec<Row> = Omit<Column<Row>, "label">;
const educationColumns: ColumnSpec<EducationRow>[] = [
  { key: "qualification" },
  { key: "board" },
  { key: "institution" },
  { key: "marks", inputMode: "decimal" },
  { key: "year", inputMode: "numeric" },
];
const experienceColumns: ColumnSpec<ExperienceRow>[] = [
  { key: "company" },
  { key: "post" },
  { key: "from", type: "date" },
  { key: "to", type: "date" },
];
const MARITAL_STATUSES = ["Single", "Married", "Divorced", "Widowed"] as const;
const GENDERS = ["Male", "Female", "Other"] as const;

export function ApplicationForm({
  job,
  reservation,
  checkout,
  onBusy,
  onPaid,
  onUnpaid,
  onSaved,
}: {
  job: PublicGovJob;
  reservation: NumberReservation;
  checkout: CheckoutConfig;
  /** Whether the application is being sent or paid for (its answers have left the page). */
  onBusy?(busy: boolean): void;
  onPaid(result: PaidApplication): void;
  /** Checkout was closed without paying: the application is saved, to be paid now or later. */
  onUnpaid(saved: SavedApplication, prefill: Prefill): void;
  /** The server has stored the application, with a fee to pay (`saved`) or none (null), before Checkout opens. */
  onSaved?(saved: SavedApplication | null): void;
}) {
  const t = useTranslations("govForm");
  const errorText = useErrorText();
  // Answers typed for this job earlier in this tab and not sent come back (lib/form-draft.ts); the
  // board removes them once the application is saved or the visitor agrees to leave the form.
  const draftName = govDraftName(job.id);
  const [restored] = useState(() => valuesFromDraft(readDraft(draftName), job.id));
  const [restoredNote, setRestoredNote] = useState(restored !== null);
  const form = useApplicationForm(job.id, restored);
  useKeptDraft(form, draftName, draftToKeep);
  const { register, control, setError, trigger, clearErrors, formState } = form;
  const { errors } = formState;
  const [banner, setBanner] = useState<string | null>(null);
  // The form, then the review of what it holds; the values reviewed are the values sent.
  const [reviewed, setReviewed] = useState<GovFormValues | null>(null);
  const fee = useFeeDecision(form, job.fees);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  // The server's field errors, shown once the form is enabled again (a disabled field takes no focus).
  const serverErrors = useRef<Record<string, string> | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const prefill = useRef<Prefill | null>(null);
  const payment = usePaymentFlow({
    checkout,
    onPaid,
    onUnpaid: (saved) => prefill.current && onUnpaid(saved, prefill.current),
    // Stored by the server: the tab keeps no copy of the answers from now on (a reload shows the
    // saved application's screen, to pay for it: the board keeps that, GOV_SAVED_DRAFT).
    onSaved: (saved) => {
      releaseDraft(draftName);
      onSaved?.(saved);
    },
    onVerifying: () => setBanner(null),
    onError(message, fieldErrors) {
      setBanner(message);
      serverErrors.current = fieldErrors ?? null;
      // A refused field is fixed on the form; a payment that failed is tried again from the review.
      if (fieldErrors && Object.keys(fieldErrors).length) setReviewed(null);
    },
  });
  const busy = payment.busy;
  useEffect(() => onBusy?.(busy), [busy, onBusy]);

  function startAfresh() {
    form.reset(blankValues(job.id));
    clearDraft(draftName);
    setRestoredNote(false);
    setBanner(null);
    document.getElementById(elementId("name"))?.focus();
  }

  useEffect(() => {
    if (banner) bannerRef.current?.scrollIntoView({ behavior: "smooth", block: "center" });
  }, [banner]);
  // When the payment flow ends without success, focus the first field the server refused, or else
  // give focus back to the (re-enabled) button.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) {
      const refused = showServerErrors(setError, serverErrors.current, FIELD_ORDER);
      serverErrors.current = null;
      if (!refused.length) (confirmRef.current ?? submitRef.current)?.focus({ preventScroll: true });
    }
    wasBusy.current = busy;
  }, [busy, setError]);

  useEffect(() => {
    if (reviewed) reviewHeading.current?.focus({ preventScroll: true });
  }, [reviewed]);

  async function send(values: GovFormValues) {
    setBanner(null);
    const body = toFormData(values, reservation);
    if (!body) {
      setReviewed(null);
      setError("photo", { type: "missing", message: GOV_MESSAGES.photoMissing });
      return setBanner(GOV_MESSAGES.photoMissing);
    }
    prefill.current = { name: values.name.trim(), email: values.email.trim(), contact: values.mobile1.trim() };
    await payment.start(body, prefill.current);
  }

  function review(values: GovFormValues) {
    setReviewed(values);
    window.scrollTo({ top: 0 });
  }

  function edit() {
    setReviewed(null);
    setBanner(null);
    requestAnimationFrame(() => submitRef.current?.focus());
  }

  function showProblems(problems: FieldErrors<GovFormValues>) {
    const first = firstError(problems, FIELD_ORDER);
    if (!first) return;
    setBanner(first.message);
    document.getElementById(elementId(first.path))?.focus({ preventScroll: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    void form.handleSubmit(review, showProblems)(event);
  }

  const tableProps = { control, register, errors, disabled: busy };
  const columns = <Row,>(specs: ColumnSpec<Row>[]): Column<Row>[] =>
    specs.map((spec) => ({
      ...spec,
      label: t(`tables.columns.${spec.key as keyof EducationRow | keyof ExperienceRow}`),
      placeholder:
        spec.key === "qualification"
          ? t("tables.qualificationPlaceholder")
          : spec.key === "year"
            ? t("tables.yearPlaceholder")
            : undefined,
    }));
  const text = (key: keyof PersonalFields, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField id={key} label={label} {...extra} {...bindField(form, key)} />
  );

  const image = (rule: ImageRule) => (
    <Controller
      control={control}
      name={rule.field}
      render={({ field, fieldState }) => (
        <ImageField
          rule={rule}
          label={rule.field === "photo" ? t("pictures.photo") : t("image.labels.signature")}
          value={field.value}
          error={fieldState.error?.message}
          onBlur={field.onBlur}
          ref={field.ref}
          onChange={(choice) => {
            field.onChange(choice);
            if (choice) void trigger(rule.field);
            else clearErrors(rule.field);
          }}
        />
      )}
    />
  );

  return (
    <div className="space-y-8">
      <div ref={bannerRef}>
        <ErrorBanner message={banner && errorText(banner)} />
      </div>
      {reviewed && fee && (
        <ReviewStep
          values={reviewed}
          jobTitle={job.title}
          applicationNumber={payment.applicationNumber ?? reservation.applicationNumber}
          fee={fee}
          testMode={checkout.mode === "test"}
          busy={busy}
          onEdit={edit}
          onConfirm={() => void send(reviewed)}
          onRecheck={payment.recheck}
          headingRef={reviewHeading}
          confirmRef={confirmRef}
        />
      )}
      <form onSubmit={onSubmit} noValidate aria-busy={busy} hidden={reviewed !== null} className="space-y-8">
        {restoredNote && (
          <div
            role="status"
            className="flex flex-col gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900 sm:flex-row sm:items-start sm:justify-between"
          >
            <p>{t("draft.restored")}</p>
            <button
              type="button"
              onClick={startAfresh}
              disabled={busy}
              className="shrink-0 rounded-md border border-sky-300 bg-white px-3 py-1.5 font-medium text-sky-900 hover:bg-sky-100 disabled:opacity-60"
            >
              {t("draft.startAfresh")}
            </button>
          </div>
        )}
        <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{t("fields.legend")}</legend>
          <TextField
            id="applicationNumber"
            label={t("fields.applicationNumber")}
            value={payment.applicationNumber ?? reservation.applicationNumber}
            readOnly
          />
          <TextField id="postAppliedFor" label={t("fields.postAppliedFor")} value={job.title} readOnly />
          {text("name", t("fields.name"), { required: true, autoComplete: "name", maxLength: 100 })}
          {/* autoComplete off on what identifies the applicant beyond a name and contact: many apply
              from a cyber café, and the browser would offer the next person these answers. */}
          {text("fatherHusbandName", t("fields.fatherHusbandName"), {
            required: true,
            maxLength: 100,
            autoComplete: "off",
          })}
          {text("motherName", t("fields.motherName"), { required: true, maxLength: 100, autoComplete: "off" })}
          <TextareaField
            id="presentAddress"
            label={t("fields.presentAddress")}
            required
            rows={3}
            maxLength={500}
            autoComplete="street-address"
            className="sm:col-span-2"
            {...bindField(form, "presentAddress")}
          />
          <SelectField
            id="maritalStatus"
            label={t("fields.maritalStatus")}
            options={MARITAL_STATUSES.map((value) => ({ value, label: t(`maritalStatus.${value}`) }))}
            {...bindField(form, "maritalStatus")}
          />
          <SelectField
            id="gender"
            label={t("fields.gender")}
            options={GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }))}
            {...bindField(form, "gender")}
          />
          {text("dob", t("fields.dob"), { required: true, type: "date", autoComplete: "bday" })}
          {/* Room beyond the digits for "+91 (0) 98765-43210" and for invisible marks a pasted number
              carries: mobileDigits keeps the 10 digits. */}
          {text("mobile1", t("fields.mobile1"), {
            required: true,
            type: "tel",
            inputMode: "numeric",
            maxLength: 24,
            autoComplete: "tel-national",
          })}
          {text("mobile2", t("fields.mobile2"), {
            type: "tel",
            inputMode: "numeric",
            maxLength: 24,
            autoComplete: "off",
          })}
          {text("panNo", t("fields.panNo"), {
            required: true,
            maxLength: 14,
            autoCapitalize: "characters",
            autoComplete: "off",
            hint: t("fields.panHint"),
          })}
          {text("email", t("fields.email"), { required: true, type: "email", autoComplete: "email", maxLength: 254 })}
          {text("aadharNo", t("fields.aadharNo"), {
            required: true,
            inputMode: "numeric",
            maxLength: 20,
            autoComplete: "off",
            hint: t("fields.aadhaarHint"),
          })}
        </fieldset>
        <ClaimsFields form={form} fee={fee} disabled={busy} />
        <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-lg font-semibold text-slate-900">{t("pictures.legend")}</legend>
          {image(PHOTO_RULE)}
          {image(SIGNATURE_RULE)}
        </fieldset>
        <RowsTable
          name="education"
          title={t("tables.education")}
          columns={columns(educationColumns)}
          blank={blankEducation}
          {...tableProps}
        />
        <RowsTable
          name="experience"
          title={t("tables.experience")}
          optional
          columns={columns(experienceColumns)}
          blank={blankExperience}
          {...tableProps}
        />
        <DeclarationFields form={form} disabled={busy} />
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{t("submit.note")}</p>
          <SubmitButton ref={submitRef} busy={busy} busyLabel={t("submit.busy")} size="lg" className="shadow-sm">
            {t("submit.review")}
          </SubmitButton>
        </div>
      </form>
      {payment.testOrder && (
        <TestCheckoutDialog order={payment.testOrder.order} prefill={payment.testOrder.prefill} on={payment.handlers} />
      )}
    </div>
  );
}
