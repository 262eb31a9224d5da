"use client";

import { useEffect, useRef, useState, type ComponentProps, type FormEvent } from "react";
import { Controller, type FieldErrors } from "react-hook-form";

import { ErrorBanner } from "@/components/gov-apply/error-banner";
import { PhotoField } from "@/components/gov-apply/photo-field";
import { RowsTable, type Column } from "@/components/gov-apply/rows-table";
import { TestCheckoutDialog } from "@/components/gov-apply/test-checkout-dialog";
import type { CheckoutConfig, NumberReservation, PaidApplication, PublicGovJob } from "@/components/gov-apply/types";
import {
  blankEducation,
  blankExperience,
  elementId,
  FIELD_ORDER,
  type GovFormValues,
  type PersonalFields,
  toFormData,
  useApplicationForm,
} from "@/components/gov-apply/use-application-form";
import { usePaymentFlow } from "@/components/gov-apply/use-payment-flow";
import { bindField, SelectField, TextareaField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/button";
import { firstError, showServerErrors } from "@/lib/form-errors";
import { formatRupees } from "@/lib/money";
import { GOV_MESSAGES, type EducationRow, type ExperienceRow } from "@/lib/validation/gov-applications";

const educationColumns: Column<EducationRow>[] = [
  { key: "qualification", label: "Qualification", placeholder: "e.g. B.A." },
  { key: "board", label: "Board/University" },
  { key: "institution", label: "Institution" },
  { key: "marks", label: "Marks (%)", inputMode: "decimal" },
  { key: "year", label: "Year", inputMode: "numeric", placeholder: "YYYY" },
];
const experienceColumns: Column<ExperienceRow>[] = [
  { key: "company", label: "Company" },
  { key: "post", label: "Post" },
  { key: "from", label: "From", type: "date" },
  { key: "to", label: "To", type: "date" },
];

export function ApplicationForm({
  job,
  reservation,
  checkout,
  onPaid,
}: {
  job: PublicGovJob;
  reservation: NumberReservation;
  checkout: CheckoutConfig;
  onPaid(result: PaidApplication): void;
}) {
  const form = useApplicationForm(job.id);
  const { register, control, setError, trigger, clearErrors, formState } = form;
  const { errors } = formState;
  const [banner, setBanner] = useState<string | null>(null);
  // The server's field errors, shown once the form is enabled again (a disabled field takes no focus).
  const serverErrors = useRef<Record<string, string> | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const payment = usePaymentFlow({
    checkout,
    onPaid,
    onError(message, fieldErrors) {
      setBanner(message);
      serverErrors.current = fieldErrors ?? null;
    },
  });
  const busy = payment.busy;

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
      if (!refused.length) submitRef.current?.focus({ preventScroll: true });
    }
    wasBusy.current = busy;
  }, [busy, setError]);

  async function send(values: GovFormValues) {
    if (!Number.isInteger(job.feePaise) || job.feePaise <= 0) return setBanner(GOV_MESSAGES.invalidFee);
    const body = toFormData(values, reservation);
    if (!body) {
      setError("photo", { type: "missing", message: GOV_MESSAGES.photoMissing });
      return setBanner(GOV_MESSAGES.photoMissing);
    }
    await payment.start(body, { name: values.name.trim(), email: values.email.trim(), contact: values.mobile1.trim() });
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
    void form.handleSubmit(send, showProblems)(event);
  }

  const tableProps = { control, register, errors, disabled: busy };
  const text = (key: keyof PersonalFields, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField id={key} label={label} {...extra} {...bindField(form, key)} />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-8">
      <div ref={bannerRef}>
        <ErrorBanner message={banner} />
      </div>
      <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Applicant details</legend>
        <TextField
          id="applicationNumber"
          label="Application Number"
          value={payment.applicationNumber ?? reservation.applicationNumber}
          readOnly
        />
        <TextField id="postAppliedFor" label="Post Applied For" value={job.title} readOnly />
        {text("name", "Name", { required: true, autoComplete: "name", maxLength: 100 })}
        {text("fatherHusbandName", "Father's/Husband Name", { required: true, maxLength: 100 })}
        {text("motherName", "Mother's Name", { required: true, maxLength: 100 })}
        <TextareaField
          id="presentAddress"
          label="Present Address"
          required
          rows={3}
          maxLength={500}
          autoComplete="street-address"
          className="sm:col-span-2"
          {...bindField(form, "presentAddress")}
        />
        <SelectField
          id="maritalStatus"
          label="Marital Status"
          options={["Single", "Married", "Divorced", "Widowed"]}
          {...bindField(form, "maritalStatus")}
        />
        <SelectField id="gender" label="Gender" options={["Male", "Female", "Other"]} {...bindField(form, "gender")} />
        {text("dob", "Date of Birth", { required: true, type: "date", autoComplete: "bday" })}
        {text("mobile1", "Mobile Number", {
          required: true,
          type: "tel",
          inputMode: "numeric",
          maxLength: 10,
          autoComplete: "tel-national",
        })}
        {text("mobile2", "Alternate Mobile Number (optional)", { type: "tel", inputMode: "numeric", maxLength: 10 })}
        {text("panNo", "PAN Number", {
          required: true,
          maxLength: 10,
          autoCapitalize: "characters",
          hint: "Format: ABCDE1234F",
        })}
        {text("email", "Email", { required: true, type: "email", autoComplete: "email", maxLength: 254 })}
        {text("aadharNo", "Aadhaar Number", { required: true, inputMode: "numeric", maxLength: 14, hint: "12 digits" })}
        <Controller
          control={control}
          name="photo"
          render={({ field, fieldState }) => (
            <PhotoField
              value={field.value}
              error={fieldState.error?.message}
              onBlur={field.onBlur}
              ref={field.ref}
              onChange={(choice) => {
                field.onChange(choice);
                // Size, type and readability show as soon as a photo is chosen.
                if (choice) void trigger("photo");
                else clearErrors("photo");
              }}
            />
          )}
        />
      </fieldset>
      <RowsTable
        name="education"
        title="Educational Qualifications"
        columns={educationColumns}
        blank={blankEducation}
        {...tableProps}
      />
      <RowsTable
        name="experience"
        title="Work Experience"
        optional
        columns={experienceColumns}
        blank={blankExperience}
        {...tableProps}
      />
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Application fee: <strong className="text-slate-900">{formatRupees(job.feePaise)}</strong>
          {checkout.mode === "test" && <span className="ml-2 text-amber-700">(test mode: no money is charged)</span>}
        </p>
        <SubmitButton ref={submitRef} busy={busy} busyLabel="Processing Payment..." size="lg" className="shadow-sm">
          Pay {formatRupees(job.feePaise)} and Submit
        </SubmitButton>
      </div>
      {payment.testOrder && (
        <TestCheckoutDialog order={payment.testOrder.order} prefill={payment.testOrder.prefill} on={payment.handlers} />
      )}
    </form>
  );
}
