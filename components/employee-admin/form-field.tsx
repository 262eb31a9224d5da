"use client";

import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:border-red-500";

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function FormField({
  label,
  registration,
  error,
  required,
  hint,
  type = "text",
  autoComplete,
  children,
  className,
}: {
  label: string;
  registration?: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  hint?: string;
  type?: string;
  autoComplete?: string;
  children?: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode;
  className?: string;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const a11y = { id, "aria-invalid": Boolean(error), "aria-describedby": describedBy };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children ? (
        children(a11y)
      ) : (
        <input
          {...a11y}
          type={type}
          autoComplete={autoComplete}
          aria-required={required}
          className={inputClass}
          {...registration}
        />
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
