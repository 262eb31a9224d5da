"use client";

import { useState } from "react";

// Our button looks, for <button> and for links styled as buttons.

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
  outline: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  "danger-outline": "border border-red-300 bg-white text-red-700 hover:bg-red-50",
  /** Text only, for actions inside rows and lists. */
  ghost: "text-brand-700 hover:bg-brand-50",
  "ghost-danger": "text-red-700 hover:bg-red-50",
} as const;

export type ButtonSize = "xs" | "sm" | "md" | "lg";
const sizes: Record<ButtonSize, string> = {
  xs: "px-2 py-1 text-xs",
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  /** The main action of a public form. */
  lg: "px-6 py-2.5 text-base font-semibold",
};

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "secondary", size: ButtonSize = "md", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-md font-medium disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  busy = false,
  busyLabel,
  disabled,
  children,
  onClick,
  ...props
}: React.ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Work in progress: unavailable (aria-disabled: a click, or Enter in its form, does nothing) and
   * saying so with `busyLabel`. Not `disabled`: the browser would take focus off it, and a keyboard
   * user who pressed it would be sent back to the top of the page.
   */
  busy?: boolean;
  busyLabel?: string;
}) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled}
      aria-disabled={(busy && !disabled) || undefined}
      aria-busy={busy || undefined}
      {...props}
      onClick={(event) => {
        // Also keeps a busy submit button from sending its form again.
        if (busy) return event.preventDefault();
        onClick?.(event);
      }}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

type ButtonProps = React.ComponentProps<typeof Button>;

/** A form's submit button: primary, unavailable and relabelled (`busyLabel`) while the form is busy. */
export function SubmitButton(props: Omit<ButtonProps, "type" | "variant">) {
  return <Button {...props} type="submit" variant="primary" />;
}

/** A button whose action is async: it is busy (unavailable, saying `busyLabel`) until the action settles. */
export function AsyncButton({
  onClick,
  ...props
}: Omit<ButtonProps, "onClick" | "busy"> & { onClick: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await onClick();
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
