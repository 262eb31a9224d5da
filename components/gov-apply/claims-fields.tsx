"use client";

import { Controller, useWatch, type UseFormReturn } from "react-hook-form";

import { FeeNotice } from "@/components/gov-apply/fee-notice";
import type { GovFormValues } from "@/components/gov-apply/use-application-form";
import { bindField, SelectField, TextField } from "@/components/ui/field";
import { FileInput } from "@/components/ui/file-input";
import { CATEGORIES, CATEGORY_LABELS, feeFor, type FeeDecision, type FeeTable } from "@/lib/gov-fees";
import { formatRupees } from "@/lib/money";
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MESSAGES, CERTIFICATE_TYPES } from "@/lib/validation/gov-applications";

const categoryOptions = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
const yesNo = [
  { value: "false", label: "No" },
  { value: "true", label: "Yes" },
];

/** The fee the answers so far lead to (the server computes it again and decides), or null before a category. */
export function useFeeDecision(form: UseFormReturn<GovFormValues>, fees: FeeTable): FeeDecision | null {
  const [category, pwd, exServiceman, gender] = useWatch({
    control: form.control,
    name: ["category", "pwd", "exServiceman", "gender"],
  });
  if (!category) return null;
  return feeFor(fees, { category, pwd: pwd === "true", exServiceman: exServiceman === "true", gender });
}

// Category, PwD and ex-serviceman: the answers the fee and the reservation depend on. A reserved
// category asks for its certificate's number, and takes a scan of the certificate if the applicant
// has one at hand.
export function ClaimsFields({
  form,
  fee,
  disabled,
}: {
  form: UseFormReturn<GovFormValues>;
  fee: FeeDecision | null;
  disabled: boolean;
}) {
  const category = useWatch({ control: form.control, name: "category" });
  const reserved = category !== "" && category !== "GENERAL";
  return (
    <fieldset disabled={disabled} className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold text-slate-900">Category and concessions</legend>
      <SelectField
        id="category"
        label="Category"
        required
        placeholder="Select your category"
        options={categoryOptions}
        {...bindField(form, "category")}
      />
      {reserved ? (
        <TextField
          id="categoryCertificateNumber"
          label="Category Certificate Number"
          required
          maxLength={50}
          autoCapitalize="characters"
          hint="As printed on your caste, OBC-NCL or EWS certificate"
          {...bindField(form, "categoryCertificateNumber")}
        />
      ) : (
        <div className="hidden sm:block" />
      )}
      <SelectField
        id="pwd"
        label="Person with Disability (PwD / Divyang)"
        options={yesNo}
        {...bindField(form, "pwd")}
      />
      <SelectField id="exServiceman" label="Ex-serviceman" options={yesNo} {...bindField(form, "exServiceman")} />
      {reserved && (
        <Controller
          control={form.control}
          name="categoryCertificate"
          render={({ field, fieldState }) => (
            <FileInput
              id="categoryCertificate"
              name="categoryCertificate"
              label="Category Certificate (optional)"
              accept={CERTIFICATE_TYPES.join(",")}
              hint="PDF, JPEG or PNG, at most 2 MB. You can also show it at document verification."
              error={fieldState.error?.message}
              selected={field.value}
              onBlur={field.onBlur}
              ref={field.ref}
              className="sm:col-span-2"
              onFiles={(files) => {
                const file = files[0] ?? null;
                const tooLarge = file && file.size > CERTIFICATE_MAX_BYTES;
                const wrongType = file && !(CERTIFICATE_TYPES as readonly string[]).includes(file.type);
                if (tooLarge || wrongType) {
                  form.setError("categoryCertificate", {
                    message: tooLarge ? CERTIFICATE_MESSAGES.tooLarge : CERTIFICATE_MESSAGES.type,
                  });
                  return field.onChange(null);
                }
                form.clearErrors("categoryCertificate");
                field.onChange(file);
              }}
            />
          )}
        />
      )}
      <div
        className="rounded-lg border border-brand-100 bg-brand-50 p-4 sm:col-span-2"
        aria-live="polite"
        data-testid="fee-decision"
      >
        {fee ? (
          <p className="text-sm text-slate-800">
            Your application fee: <strong className="text-base text-slate-900">{formatRupees(fee.paise)}</strong>{" "}
            <span className="text-slate-600">({fee.reason})</span>
            {fee.paise === 0 && (
              <span className="block text-slate-700">No payment is needed for your application.</span>
            )}
          </p>
        ) : (
          <p className="text-sm text-slate-700">Choose your category to see your application fee.</p>
        )}
        <FeeNotice className="mt-2" />
      </div>
    </fieldset>
  );
}
