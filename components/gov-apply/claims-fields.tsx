"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";

import { FeeNotice } from "@/components/gov-apply/fee-notice";
import type { GovFormValues } from "@/components/gov-apply/use-application-form";
import { bindField, SelectField, TextField } from "@/components/ui/field";
import { FileInput } from "@/components/ui/file-input";
import { CATEGORIES, CATEGORY_LABELS, feeFor, type Category, type FeeDecision, type FeeTable } from "@/lib/gov-fees";
import { formatRupees } from "@/lib/money";
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_TYPES,
  certificateTypeOf,
} from "@/lib/validation/gov-applications";

// i18n-keys: govForm.categories.*, govForm.yesNo.*
const YES_NO = ["false", "true"] as const;

/** By its declared type, or, for a file that came without one (WhatsApp, a cloud drive), by its first bytes. */
async function isCertificateType(file: File): Promise<boolean> {
  if ((CERTIFICATE_TYPES as readonly string[]).includes(file.type)) return true;
  if (file.type && file.type !== "application/octet-stream") return false;
  return certificateTypeOf(new Uint8Array(await file.slice(0, 8).arrayBuffer())) !== null;
}

/**
 * Why a fee applies (feeFor writes it in English, as the server stores it), in the page's
 * language: "SC category fee" is "SC कैटेगरी का शुल्क" on a Hindi page.
 */
export function useFeeReason(): (reason: string) => string {
  const t = useTranslations("govForm");
  return (reason) => {
    const category = (key: Category) => t(`categories.${key}`);
    if (reason === `${CATEGORY_LABELS.GENERAL} fee`) return t("feeReason.general", { category: category("GENERAL") });
    const reserved = CATEGORIES.find((key) => reason === `${CATEGORY_LABELS[key]} category fee`);
    if (reserved) return t("feeReason.category", { category: category(reserved) });
    if (reason === "PwD (Divyang) concession") return t("feeReason.pwd");
    if (reason === "Ex-serviceman concession") return t("feeReason.exServiceman");
    if (reason === "Concession for women") return t("feeReason.women");
    return reason;
  };
}

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
  const t = useTranslations("govForm");
  const feeReason = useFeeReason();
  const category = useWatch({ control: form.control, name: "category" });
  const reserved = category !== "" && category !== "GENERAL";
  const categoryOptions = CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }));
  const yesNo = YES_NO.map((value) => ({ value, label: t(`yesNo.${value}`) }));
  // The certificate picked last: an earlier pick whose first bytes are still being read is dropped.
  const certificatePick = useRef(0);
  return (
    <fieldset disabled={disabled} className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold text-slate-900">{t("claims.legend")}</legend>
      <SelectField
        id="category"
        label={t("claims.category")}
        required
        placeholder={t("claims.categoryPlaceholder")}
        options={categoryOptions}
        {...bindField(form, "category")}
      />
      {reserved ? (
        <TextField
          id="categoryCertificateNumber"
          autoComplete="off"
          label={t("claims.certificateNumber")}
          required
          maxLength={50}
          autoCapitalize="characters"
          hint={t("claims.certificateHint")}
          {...bindField(form, "categoryCertificateNumber")}
        />
      ) : (
        <div className="hidden sm:block" />
      )}
      <SelectField id="pwd" label={t("claims.pwd")} options={yesNo} {...bindField(form, "pwd")} />
      <SelectField
        id="exServiceman"
        label={t("claims.exServiceman")}
        options={yesNo}
        {...bindField(form, "exServiceman")}
      />
      {reserved && (
        <Controller
          control={form.control}
          name="categoryCertificate"
          render={({ field, fieldState }) => (
            <FileInput
              id="categoryCertificate"
              name="categoryCertificate"
              label={t("claims.certificateFile")}
              accept={CERTIFICATE_TYPES.join(",")}
              hint={t("claims.certificateFileHint")}
              error={fieldState.error?.message}
              selected={field.value}
              onBlur={field.onBlur}
              ref={field.ref}
              className="sm:col-span-2"
              onFiles={async (files) => {
                const pick = ++certificatePick.current;
                const file = files[0] ?? null;
                const tooLarge = file && file.size > CERTIFICATE_MAX_BYTES;
                const wrongType = file && !tooLarge && !(await isCertificateType(file));
                if (pick !== certificatePick.current) return;
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
            {t.rich("claims.yourFee", {
              fee: formatRupees(fee.paise),
              reason: feeReason(fee.reason),
              strong: (chunks) => <strong className="text-base text-slate-900">{chunks}</strong>,
              muted: (chunks) => <span className="text-slate-600">{chunks}</span>,
            })}
            {fee.paise === 0 && <span className="block text-slate-700">{t("claims.noPayment")}</span>}
          </p>
        ) : (
          <p className="text-sm text-slate-700">{t("claims.chooseCategory")}</p>
        )}
        <FeeNotice className="mt-2" />
      </div>
    </fieldset>
  );
}
