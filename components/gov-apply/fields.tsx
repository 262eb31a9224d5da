"use client";

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

// Labelled controls for the application form: the error sits beside the field, tied to it with
// aria-describedby, and the control is marked aria-invalid.

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-100 read-only:bg-slate-50 read-only:text-slate-600 aria-invalid:border-red-500";

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

type FieldShell = { id: string; label: string; required?: boolean; error?: string; hint?: string; className?: string };

function Shell({ id, label, required, error, hint, className, children }: FieldShell & { children: ReactNode }) {
  return (
    <div className={className}>
      <div className="mb-1 flex gap-0.5 text-sm font-medium text-slate-700">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export function TextField({
  id,
  label,
  required,
  error,
  hint,
  className,
  ...input
}: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  return (
    <Shell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <input
        id={id}
        name={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...input}
      />
    </Shell>
  );
}

export function TextArea({
  id,
  label,
  required,
  error,
  className,
  ...input
}: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  return (
    <Shell id={id} label={label} required={required} error={error} className={className}>
      <textarea
        id={id}
        name={id}
        rows={3}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={inputClass}
        {...input}
      />
    </Shell>
  );
}

export function SelectField({
  id,
  label,
  options,
  error,
  className,
  ...select
}: FieldShell & { options: readonly string[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  return (
    <Shell id={id} label={label} error={error} className={className}>
      <select
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={inputClass}
        {...select}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid="gov-error"
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <strong className="font-semibold">Error:</strong> {message}
    </div>
  );
}
