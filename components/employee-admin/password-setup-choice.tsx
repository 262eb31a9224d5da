"use client";

import type { UseFormRegister } from "react-hook-form";

import type { EmployeeCreateInput, PasswordSetup } from "@/lib/validation/employees";

const choices: { value: PasswordSetup; label: string; hint: string }[] = [
  { value: "password", label: "Type a password now", hint: "Give it to the employee yourself." },
  {
    value: "invite",
    label: "E-mail a link to set their own password",
    hint: "The employee gets a link, valid for 7 days, at the e-mail address below.",
  },
];

/** Add Employee: the admin types the first password, or the employee sets it through an e-mailed link. */
export function PasswordSetupChoice({
  register,
  error,
}: {
  register: UseFormRegister<EmployeeCreateInput>;
  /** Why the choice cannot be saved (a link for an Inactive employee). */
  error?: string;
}) {
  return (
    <fieldset
      className="rounded-lg border border-slate-200 p-4"
      aria-describedby={error ? "password-setup-error" : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">Password</legend>
      <div className="space-y-3">
        {choices.map((c) => (
          <div key={c.value} className="flex items-start gap-3 text-sm">
            <input
              id={`password-setup-${c.value}`}
              type="radio"
              value={c.value}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
              aria-describedby={`password-setup-${c.value}-hint`}
              {...register("passwordSetup")}
            />
            <div>
              <label htmlFor={`password-setup-${c.value}`} className="cursor-pointer font-medium text-slate-900">
                {c.label}
              </label>
              <p id={`password-setup-${c.value}-hint`} className="text-xs text-slate-600">
                {c.hint}
              </p>
            </div>
          </div>
        ))}
      </div>
      {error && (
        <p id="password-setup-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
