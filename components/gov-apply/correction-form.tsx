"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { ErrorBanner } from "@/components/ui/error-banner";
import { SubmitButton, Button } from "@/components/ui/button";
import { bindField, CheckboxField, SelectField, TextareaField, TextField } from "@/components/ui/field";
import { formatIstDate, parseDateOnly } from "@/lib/dates";
import { firstError, showServerErrors } from "@/lib/form-errors";
import { CATEGORIES, CATEGORY_LABELS, feeFor, type Category, type FeeTable } from "@/lib/gov-fees";
import { formatRupees } from "@/lib/money";
import type { GovCorrection, GovCorrectionInput } from "@/lib/validation/gov-applications";
import { CORRECTABLE_FIELDS } from "@/lib/validation/gov-correctable-fields";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

// The correction window's form on the status page: the correctable fields, prefilled with what the
// applicant entered, and the fee they lead to (the server computes it again and decides). Aadhaar,
// PAN, the date of birth and the job are not here: they cannot be corrected.

export type CorrectionOffer = {
  values: {
    name: string;
    fatherHusbandName: string;
    motherName: string;
    presentAddress: string;
    maritalStatus: "Single" | "Married" | "Divorced" | "Widowed";
    gender: "Male" | "Female" | "Other";
    mobile1: string;
    mobile2: string | null;
    email: string;
    category: Category;
    categoryCertificateNumber: string | null;
    pwd: boolean;
    exServiceman: boolean;
  };
  fees: FeeTable;
  lastDate: string;
};

type Values = Omit<GovCorrectionInput, "dob">;
// Errors are shown and focused in the form's order, which is the correctable fields' order.
const ORDER = CORRECTABLE_FIELDS;
const categoryOptions = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

const resolver = lazyZodResolver<GovCorrectionInput, GovCorrection>(() =>
  import("@/lib/validation/gov-applications").then((m) => m.govCorrectionSchema),
);

export function CorrectionForm<T>({
  applicationNumber,
  dob,
  offer,
  onDone,
  onCancel,
}: {
  applicationNumber: string;
  dob: string;
  offer: CorrectionOffer;
  onDone(answer: { message: string; application: T }): void;
  onCancel(): void;
}) {
  const [banner, setBanner] = useState<string | null>(null);
  const { values } = offer;
  const form = useForm<GovCorrectionInput, unknown, GovCorrection>({
    resolver,
    defaultValues: {
      ...values,
      mobile2: values.mobile2 ?? "",
      categoryCertificateNumber: values.categoryCertificateNumber ?? "",
      dob,
    },
  });
  const [category, pwd, exServiceman, gender] = useWatch({
    control: form.control,
    name: ["category", "pwd", "exServiceman", "gender"],
  });
  const fee = feeFor(offer.fees, {
    category: category as Category,
    pwd: pwd === true,
    exServiceman: exServiceman === true,
    gender: gender as Values["gender"],
  });
  const field = (name: keyof Values) => ({ id: `correction-${name}`, ...bindField(form, name) });

  const submit = form.handleSubmit(
    async (data) => {
      setBanner(null);
      try {
        const res = await fetch(`/api/gov/applications/${encodeURIComponent(applicationNumber)}/correction`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(data),
        });
        const body = (await res.json().catch(() => ({}))) as {
          message?: string;
          errors?: Record<string, string>;
          application?: T;
        };
        if (res.ok && body.application) return onDone({ message: body.message ?? "", application: body.application });
        if (res.status === 400) showServerErrors(form.setError, body.errors, ORDER);
        setBanner(body.message ?? "Could not save the correction. Please try again.");
      } catch {
        setBanner("Could not save the correction. Please check your connection and try again.");
      }
    },
    (problems) => setBanner(firstError(problems, ORDER)?.message ?? null),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="correction-heading"
      className="mt-5 space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <h3 id="correction-heading" className="text-base font-semibold text-slate-900">
        Correct your application
      </h3>
      <p className="text-sm text-slate-600">
        Corrections are open until {formatIstDate(parseDateOnly(offer.lastDate))}, 11:59 PM IST. Aadhaar, PAN and date
        of birth cannot be changed.
      </p>
      <ErrorBanner message={banner} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required {...field("name")} />
        <TextField label="Father's/Husband Name" required {...field("fatherHusbandName")} />
        <TextField label="Mother's Name" required {...field("motherName")} />
        <TextField label="Email" type="email" required {...field("email")} />
        <TextField label="Mobile Number" inputMode="numeric" required {...field("mobile1")} />
        <TextField label="Alternate Mobile Number" inputMode="numeric" {...field("mobile2")} />
        <SelectField
          label="Marital Status"
          options={["Single", "Married", "Divorced", "Widowed"]}
          {...field("maritalStatus")}
        />
        <SelectField label="Gender" options={["Male", "Female", "Other"]} {...field("gender")} />
        <SelectField label="Category" options={categoryOptions} {...field("category")} />
        <TextField label="Category certificate number" {...field("categoryCertificateNumber")} />
        <TextareaField label="Present Address" required className="sm:col-span-2" {...field("presentAddress")} />
        <CheckboxField label="PwD (Divyang)" {...form.register("pwd")} id="correction-pwd" />
        <CheckboxField label="Ex-serviceman" {...form.register("exServiceman")} id="correction-exServiceman" />
      </div>
      <p className="text-sm font-medium text-slate-900" data-testid="correction-fee">
        Fee after correction: {formatRupees(fee.paise)} ({fee.reason})
      </p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Saving...">
          Save correction
        </SubmitButton>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
