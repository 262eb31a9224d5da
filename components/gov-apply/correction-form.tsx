"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { useStatusWords } from "@/components/i18n/use-status-words";
import { useErrorText } from "@/components/i18n/error-text";
import { ErrorBanner } from "@/components/ui/error-banner";
import { SubmitButton, Button } from "@/components/ui/button";
import { bindField, CheckboxField, SelectField, TextareaField, TextField } from "@/components/ui/field";
import { formatIstDate, parseDateOnly } from "@/lib/dates";
import { firstError, showServerErrors } from "@/lib/form-errors";
import { CATEGORIES, feeFor, sameFeeAnswers, type Category, type FeeDecision, type FeeTable } from "@/lib/gov-fees";
import { formatRupees } from "@/lib/money";
import type { GovCorrection, GovCorrectionInput } from "@/lib/validation/gov-applications";
import { CORRECTABLE_FIELDS } from "@/lib/validation/gov-correctable-fields";
import { checkUnavailable, lazyZodResolver } from "@/lib/validation/lazy-resolver";

// The correction window's form on the status page: the correctable fields, prefilled with what the
// applicant entered, and the fee they lead to (the server computes it again and decides). Aadhaar,
// PAN, the date of birth and the job are not here: they cannot be corrected. The e-mail is shown
// read-only and never sent: only the office changes it (the applicant portal signs in with it).

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
  /** The fee charged now: it stays unless the category, a claim or the gender (woman or not) changes. */
  fee: FeeDecision;
  lastDate: string;
};

type Values = Omit<GovCorrectionInput, "dob" | "email">;
// Errors are shown and focused in the form's order, which is the correctable fields' order.
const ORDER = CORRECTABLE_FIELDS;
const MARITAL_STATUSES = ["Single", "Married", "Divorced", "Widowed"] as const;
const GENDERS = ["Male", "Female", "Other"] as const;

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
  const t = useTranslations("govStatus.correction");
  const locale = useLocale();
  const words = useStatusWords();
  const errorText = useErrorText();
  const [banner, setBanner] = useState<string | null>(null);
  const { email, ...values } = offer.values;
  // The options' values stay the stored English words; their labels are the page's language.
  // i18n-keys: govStatus.correction.categories.*, govStatus.correction.maritalStatuses.*, govStatus.correction.genders.*
  const categoryOptions = CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }));
  const maritalOptions = MARITAL_STATUSES.map((value) => ({ value, label: t(`maritalStatuses.${value}`) }));
  const genderOptions = GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }));
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
  const answers = {
    category: category as Category,
    pwd: pwd === true,
    exServiceman: exServiceman === true,
    gender: gender as Values["gender"],
  };
  // As the server decides: the fee is priced again from the table only when these answers change.
  const fee = sameFeeAnswers(values, answers) ? offer.fee : feeFor(offer.fees, answers);
  const field = (name: keyof Values) => ({ id: `correction-${name}`, ...bindField(form, name) });

  const submit = form.handleSubmit(
    async (data) => {
      setBanner(null);
      try {
        const res = await fetch(`/api/gov/applications/${encodeURIComponent(applicationNumber)}/correction`, {
          method: "PUT",
          // The answer's messages in the page's language (lib/server/http/api.ts).
          headers: { "content-type": "application/json", "Accept-Language": document.documentElement.lang || "en" },
          body: JSON.stringify(data),
        });
        const body = (await res.json().catch(() => ({}))) as {
          message?: string;
          errors?: Record<string, string>;
          application?: T;
        };
        if (res.ok && body.application) return onDone({ message: body.message ?? "", application: body.application });
        if (res.status === 400) showServerErrors(form.setError, body.errors, ORDER);
        setBanner(body.message ? errorText(body.message) : t("failed"));
      } catch {
        setBanner(t("offline"));
      }
    },
    (problems) => {
      // Checks that could not be loaded say so; else the first field's problem, in the form's order.
      const first = checkUnavailable(problems) ?? firstError(problems, ORDER)?.message;
      setBanner(first ? errorText(first) : null);
    },
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="correction-heading"
      className="mt-5 space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <h3 id="correction-heading" className="text-base font-semibold text-slate-900">
        {t("heading")}
      </h3>
      <p className="text-sm text-slate-600">
        {t("openUntil", { date: formatIstDate(parseDateOnly(offer.lastDate), locale) })}
      </p>
      <ErrorBanner message={banner} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("fields.name")} required {...field("name")} />
        <TextField label={t("fields.fatherHusbandName")} required autoComplete="off" {...field("fatherHusbandName")} />
        <TextField label={t("fields.motherName")} required autoComplete="off" {...field("motherName")} />
        <TextField
          label={t("fields.email")}
          id="correction-email"
          type="email"
          value={email}
          readOnly
          hint={t("emailLocked")}
        />
        <TextField label={t("fields.mobile1")} inputMode="numeric" required {...field("mobile1")} />
        <TextField label={t("fields.mobile2")} inputMode="numeric" autoComplete="off" {...field("mobile2")} />
        <SelectField label={t("fields.maritalStatus")} options={maritalOptions} {...field("maritalStatus")} />
        <SelectField label={t("fields.gender")} options={genderOptions} {...field("gender")} />
        <SelectField label={t("fields.category")} options={categoryOptions} {...field("category")} />
        <TextField
          label={t("fields.categoryCertificateNumber")}
          autoComplete="off"
          {...field("categoryCertificateNumber")}
        />
        <TextareaField
          label={t("fields.presentAddress")}
          required
          className="sm:col-span-2"
          {...field("presentAddress")}
        />
        <CheckboxField label={t("fields.pwd")} {...form.register("pwd")} id="correction-pwd" />
        <CheckboxField
          label={t("fields.exServiceman")}
          {...form.register("exServiceman")}
          id="correction-exServiceman"
        />
      </div>
      <p className="text-sm font-medium text-slate-900" data-testid="correction-fee">
        {t("fee", { fee: formatRupees(fee.paise), reason: words.feeReason(fee.reason) })}
      </p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t("saving")}>
          {t("save")}
        </SubmitButton>
        <Button variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
