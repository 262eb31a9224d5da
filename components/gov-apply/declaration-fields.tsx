"use client";

import Link from "next/link";
import type { UseFormReturn } from "react-hook-form";

import type { GovFormValues } from "@/components/gov-apply/use-application-form";
import { CheckboxField } from "@/components/ui/field";
import { CONSENT, DECLARATION, GOV_PRIVACY_NOTICE_URL } from "@/content/gov-declaration";

// The two statements an application needs before it can be reviewed: the declaration that it is
// true, and consent to process the personal data in it (DPDP Act 2023: notice, then consent).
export function DeclarationFields({ form, disabled }: { form: UseFormReturn<GovFormValues>; disabled: boolean }) {
  const { errors } = form.formState;
  return (
    <fieldset disabled={disabled} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">Declaration and consent</legend>
      <CheckboxField
        id="declaration"
        label={DECLARATION.text}
        required
        error={errors.declaration?.message}
        {...form.register("declaration")}
      />
      <div>
        <CheckboxField
          id="consent"
          label={CONSENT.text}
          required
          error={errors.consent?.message}
          {...form.register("consent")}
        />
        <p className="mt-1 ml-8 text-sm">
          <Link href={GOV_PRIVACY_NOTICE_URL} target="_blank" className="font-medium text-brand-700 underline">
            Read the privacy notice
          </Link>{" "}
          <span className="text-slate-600">
            (opens in a new tab): what we collect, why, for how long, and how to ask for erasure.
          </span>
        </p>
      </div>
    </fieldset>
  );
}
