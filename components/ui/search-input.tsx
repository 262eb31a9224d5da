"use client";

import { type ComponentProps, useId } from "react";

/**
 * A board's search box: its label is for assistive technology only (the placeholder says what to
 * type). The caller sets the shape (rounding, padding, focus ring) with `className`.
 */
export function SearchInput({
  label,
  id,
  className = "",
  ...input
}: { label: string } & Omit<ComponentProps<"input">, "type">) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        {...input}
        className={`block w-full border border-slate-300 bg-white shadow-sm focus:border-brand-600 focus:outline-none ${className}`}
      />
    </>
  );
}
