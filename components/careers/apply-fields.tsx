"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { PrivacyConsent } from "@/components/policies/privacy-consent";
import { TextareaField, TextField } from "@/components/ui/field";
import { Honeypot } from "@/components/ui/honeypot";
import { type ApplicationFormInput, PHONE_MAX_LENGTH } from "@/lib/validation/applications";
import { HONEYPOT_FIELD } from "@/lib/validation/honeypot";

// The text inputs of the apply form (the resume comes in as `children`, after the cover letter),
// then the privacy notice and its consent checkbox. Labels are "apply.fields.<name>".

export type TextFieldName =
  "fullName" | "email" | "phone" | "currentCompany" | "linkedinUrl" | "githubUrl" | "coverLetter";

export const emptyValues: Record<TextFieldName, string> = {
  fullName: "",
  email: "",
  phone: "",
  currentCompany: "",
  linkedinUrl: "",
  githubUrl: "",
  coverLetter: "",
};

type Spec = {
  name: Exclude<TextFieldName, "coverLetter">;
  type: string;
  autoComplete: string;
  required?: boolean;
  max: number;
};

const specs: Spec[] = [
  { name: "fullName", type: "text", autoComplete: "name", required: true, max: 100 },
  { name: "email", type: "email", autoComplete: "email", required: true, max: 254 },
  { name: "phone", type: "tel", autoComplete: "tel", required: true, max: PHONE_MAX_LENGTH },
  { name: "currentCompany", type: "text", autoComplete: "organization", max: 150 },
  { name: "linkedinUrl", type: "url", autoComplete: "url", max: 500 },
  { name: "githubUrl", type: "url", autoComplete: "url", max: 500 },
];

export const fieldId = (name: string) => `apply-${name}`;

export function ApplyFields({
  register,
  errors,
  children,
}: {
  register: UseFormRegister<ApplicationFormInput>;
  errors: FieldErrors<ApplicationFormInput>;
  children: ReactNode;
}) {
  const t = useTranslations("apply");
  // i18n-keys: apply.fields.*
  const label = (name: TextFieldName) => t(`fields.${name}`);
  const optional = (text: string) => t("optional", { label: text });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {specs.map((s) => (
        <TextField
          key={s.name}
          id={fieldId(s.name)}
          label={s.required ? label(s.name) : optional(label(s.name))}
          type={s.type}
          autoComplete={s.autoComplete}
          required={s.required}
          maxLength={s.max}
          data-autofocus={s.name === "fullName" ? true : undefined}
          error={errors[s.name]?.message}
          {...register(s.name)}
        />
      ))}
      <TextareaField
        id={fieldId("coverLetter")}
        label={optional(label("coverLetter"))}
        maxLength={5000}
        className="sm:col-span-2"
        error={errors.coverLetter?.message}
        {...register("coverLetter")}
      />
      <div className="sm:col-span-2">{children}</div>
      <div className="sm:col-span-2">
        <PrivacyConsent
          form="companyApplication"
          id={fieldId("consent")}
          error={errors.consent?.message}
          {...register("consent")}
        />
      </div>
      <Honeypot id={fieldId(HONEYPOT_FIELD)} label={t("honeypot")} name={HONEYPOT_FIELD} />
    </div>
  );
}
