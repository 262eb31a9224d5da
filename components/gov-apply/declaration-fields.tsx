"use client";

import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";

import type { GovFormValues } from "@/components/gov-apply/use-application-form";
import { CheckboxField } from "@/components/ui/field";
import { GOV_PRIVACY_NOTICE_URL } from "@/content/gov-declaration";
import { Link } from "@/i18n/navigation";

// The two statements an application needs before it can be reviewed: the declaration that it is
// true, and consent to process the personal data in it (DPDP Act 2023: notice, then consent). The
// words are the catalogue's (govForm.declaration), in the page's language; content/gov-declaration.ts
// keeps the English of each version, which the server stores with the application.
export function DeclarationFields({ form, disabled }: { form: UseFormReturn<GovFormValues>; disabled: boolean }) {
  const t = useTranslations("govForm.declaration");
  const { errors } = form.formState;
  return (
    <fieldset disabled={disabled} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{t("legend")}</legend>
      <CheckboxField
        id="declaration"
        label={t("declaration")}
        required
        error={errors.declaration?.message}
        {...form.register("declaration")}
      />
      <div>
        <CheckboxField
          id="consent"
          label={t("consent")}
          required
          error={errors.consent?.message}
          {...form.register("consent")}
        />
        <p className="mt-1 ml-8 text-sm">
          <Link href={GOV_PRIVACY_NOTICE_URL} target="_blank" className="font-medium text-brand-700 underline">
            {t("readNotice")}
          </Link>{" "}
          <span className="text-slate-600">{t("noticeNote")}</span>
        </p>
      </div>
    </fieldset>
  );
}
