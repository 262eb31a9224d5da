"use client";

import type { ChangeEvent } from "react";

import { APPLICATION_HONEYPOT, RESUME_ACCEPT } from "@/lib/validation/applications";

// The inputs of the apply form: labelled, errors tied to their field with aria-describedby.

export type TextFieldName =
  "fullName" | "email" | "phone" | "currentCompany" | "linkedinUrl" | "githubUrl" | "coverLetter";
export type ApplyValues = Record<TextFieldName, string>;
export type ApplyErrors = Partial<Record<TextFieldName | "resume", string>>;

export const emptyValues: ApplyValues = {
  fullName: "",
  email: "",
  phone: "",
  currentCompany: "",
  linkedinUrl: "",
  githubUrl: "",
  coverLetter: "",
};

const inputClass =
  "mt-1 block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none";

type Spec = { name: TextFieldName; label: string; type: string; autoComplete: string; required?: boolean; max: number };

const specs: Spec[] = [
  { name: "fullName", label: "Full Name", type: "text", autoComplete: "name", required: true, max: 100 },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email", required: true, max: 254 },
  { name: "phone", label: "Phone Number", type: "tel", autoComplete: "tel", required: true, max: 20 },
  { name: "currentCompany", label: "Current Company", type: "text", autoComplete: "organization", max: 150 },
  { name: "linkedinUrl", label: "LinkedIn URL", type: "url", autoComplete: "url", max: 500 },
  { name: "githubUrl", label: "Portfolio/GitHub URL", type: "url", autoComplete: "url", max: 500 },
];

export const fieldId = (name: string) => `apply-${name}`;

function Label({ htmlFor, text, required }: { htmlFor: string; text: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
      {text}
      {required ? (
        <span className="text-brand-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : (
        <span className="font-normal text-slate-500"> (optional)</span>
      )}
    </label>
  );
}

function ErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

export function ApplyFields({
  values,
  errors,
  onChange,
  onResume,
  resumeName,
}: {
  values: ApplyValues;
  errors: ApplyErrors;
  onChange: (name: TextFieldName, value: string) => void;
  onResume: (event: ChangeEvent<HTMLInputElement>) => void;
  resumeName: string | null;
}) {
  const described = (name: string, extra?: string) =>
    [errors[name as keyof ApplyErrors] ? `${fieldId(name)}-error` : null, extra].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {specs.map((s) => (
        <div key={s.name}>
          <Label htmlFor={fieldId(s.name)} text={s.label} required={s.required} />
          <input
            id={fieldId(s.name)}
            name={s.name}
            type={s.type}
            autoComplete={s.autoComplete}
            data-autofocus={s.name === "fullName" ? true : undefined}
            maxLength={s.max}
            aria-required={s.required || undefined}
            aria-invalid={errors[s.name] ? true : undefined}
            aria-describedby={described(s.name)}
            value={values[s.name]}
            onChange={(e) => onChange(s.name, e.target.value)}
            className={`${inputClass} ${errors[s.name] ? "border-red-500" : "border-slate-300"}`}
          />
          <ErrorText id={`${fieldId(s.name)}-error`} message={errors[s.name]} />
        </div>
      ))}
      <div className="sm:col-span-2">
        <Label htmlFor={fieldId("coverLetter")} text="Cover Letter" />
        <textarea
          id={fieldId("coverLetter")}
          name="coverLetter"
          rows={4}
          maxLength={5000}
          aria-invalid={errors.coverLetter ? true : undefined}
          aria-describedby={described("coverLetter")}
          value={values.coverLetter}
          onChange={(e) => onChange("coverLetter", e.target.value)}
          className={`${inputClass} ${errors.coverLetter ? "border-red-500" : "border-slate-300"}`}
        />
        <ErrorText id={`${fieldId("coverLetter")}-error`} message={errors.coverLetter} />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={fieldId("resume")} text="Resume" required />
        <input
          id={fieldId("resume")}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          aria-required="true"
          aria-invalid={errors.resume ? true : undefined}
          aria-describedby={described("resume", `${fieldId("resume")}-hint`)}
          onChange={onResume}
          className={`${inputClass} cursor-pointer file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-700 ${errors.resume ? "border-red-500" : "border-slate-300"}`}
        />
        <p id={`${fieldId("resume")}-hint`} className="mt-1 text-xs text-slate-500">
          PDF, DOC or DOCX, up to 5 MB{resumeName ? ` · Selected: ${resumeName}` : ""}
        </p>
        <ErrorText id={`${fieldId("resume")}-error`} message={errors.resume} />
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId(APPLICATION_HONEYPOT)}>Leave this field empty</label>
        <input id={fieldId(APPLICATION_HONEYPOT)} name={APPLICATION_HONEYPOT} tabIndex={-1} autoComplete="off" />
      </div>
    </div>
  );
}
