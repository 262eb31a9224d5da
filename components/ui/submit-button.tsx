import type { ComponentProps } from "react";

// A form's submit button: disabled and relabelled ("Saving...") while the form is busy.

export const submitClass =
  "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";

export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = submitClass,
  disabled,
  ...button
}: Omit<ComponentProps<"button">, "type"> & { busy: boolean; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy || disabled} className={className} {...button}>
      {busy ? busyLabel : children}
    </button>
  );
}
