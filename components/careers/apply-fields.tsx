"use client";

import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { PrivacyConsent } from "@/components/policies/privacy-consent";
import { TextareaField, TextField } from "@/components/ui/field";
import { APPLICATION_HONEYPOT, type ApplicationFormInput } from "@/lib/validation/applications";

// The text inputs of the apply form (the resume comes in as `children`, after the cover letter),
// then the privacy notice and its consent checkbox.

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
  label: string;
  type: string;
  autoComplete: string;
  required?: boolean;
  max: number;
};

const specs: Spec[] = [
  { name: "fullName", label: "Full Name", type: "text", autoComplete: "name", required: true, max: 100 },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email", required: true, max: 254 },
  { name: "phone", label: "Phone Number", type: "tel", autoComplete: "tel", required: true, max: 20 },
  { name: "currentCompany", label: "Current Company", type: "text", autoComplete: "organization", max: 150 },
  { name: "linkedinUrl", label: "LinkedIn URL", type: "url", autoComplete: "url", max: 500 },
  { name: "githubUrl", label: "Portfolio/GitHub URL", type: "url", autoComplete: "url", max: 500 },
];

export const fieldId = (name: string) => `apply-${name}`;
const optional = (label: string) => `${label} (optional)`;

export function ApplyFields({
  register,
  errors,
  children,
}: {
  register: UseFormRegister<ApplicationFormInput>;
  errors: FieldErrors<ApplicationFormInput>;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {specs.map((s) => (
        <TextField
          key={s.name}
          id={fieldId(s.name)}
          label={s.required ? s.label : optional(s.label)}
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
        label={optional("Cover Letter")}
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
      {/* Honeypot: hidden from people and assistive technology; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId(APPLICATION_HONEYPOT)}>Leave this field empty</label>
        <input id={fieldId(APPLICATION_HONEYPOT)} name={APPLICATION_HONEYPOT} tabIndex={-1} autoComplete="off" />
      </div>
    </div>
  );
}
