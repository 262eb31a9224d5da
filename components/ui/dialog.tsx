"use client";

import { Dialog as RadixDialog } from "radix-ui";
import { useId, useRef } from "react";

import { Button } from "./button";
import { useReturnFocus } from "./use-return-focus";

// Our one modal dialog, on radix Dialog: focus moves in and stays in, Escape, a backdrop click and
// the close button close it, page scroll is locked, focus returns to the opener, and the title
// (and description) name it. On phones it is a full-width sheet from the bottom. A long body
// scrolls under a header and footer that stay in view (the dialog itself is the scroll region, so
// keyboard users can scroll it from its close button).

const widths = { sm: "sm:max-w-md", md: "sm:max-w-2xl", lg: "sm:max-w-4xl", xl: "sm:max-w-5xl" } as const;
const heights = { "90vh": "max-h-[90dvh]", "70vh": "max-h-[70vh]" } as const;

export type DialogProps = {
  /** Controlled: open while true. Leave out when a `trigger` opens it, or when mounting means open. */
  open?: boolean;
  /** Escape, a backdrop click or the close button (controlled dialogs close themselves here). */
  onClose?: () => void;
  /** The button that opens an uncontrolled dialog. */
  trigger?: React.ReactElement;
  title: React.ReactNode;
  /** Read with the title; a badge or a subtitle may go here too. */
  description?: React.ReactNode;
  size?: keyof typeof widths;
  maxHeight?: keyof typeof heights;
  /** Actions under the scrolling body (a form's submit button can point at it with `form=`). */
  footer?: React.ReactNode;
  closeLabel?: string;
  /** For dialogs whose own buttons close them (a second "Close" would be ambiguous). */
  hideClose?: boolean;
  /** Off for content that brings its own padding. */
  padded?: boolean;
  /**
   * Off when what opened the dialog moves focus itself once it closes (the test-mode checkout:
   * the payment's outcome takes it, as after Razorpay's own Checkout).
   */
  returnFocus?: boolean;
  children?: React.ReactNode;
};

export function Dialog({
  open,
  onClose,
  trigger,
  title,
  description,
  size = "md",
  maxHeight = "90vh",
  footer,
  closeLabel = "Close",
  hideClose,
  padded = true,
  returnFocus: giveFocusBack = true,
  children,
}: DialogProps) {
  const content = useRef<HTMLDivElement>(null);
  // With a trigger, radix returns focus to it; without, to whatever opened the dialog.
  const returnFocus = useReturnFocus(!trigger);
  return (
    <RadixDialog.Root open={open ?? (trigger ? undefined : true)} onOpenChange={(o) => !o && onClose?.()}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="modal-backdrop"
          className="fixed inset-0 z-50 bg-slate-900/60 motion-safe:animate-fade-in"
        />
        <RadixDialog.Content
          ref={content}
          {...(description ? {} : { "aria-describedby": undefined })}
          // An element marked data-autofocus (e.g. a form's first field) takes focus; else the first control.
          onOpenAutoFocus={(event) => {
            returnFocus.remember();
            const first = content.current?.querySelector<HTMLElement>("[data-autofocus]");
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={giveFocusBack ? returnFocus.onCloseAutoFocus : (event) => event.preventDefault()}
          // Escape first closes an open popup inside (a combobox's list), or drops a select's
          // pending keyboard choice (company-console/deliberate-choice.tsx), then the dialog.
          onEscapeKeyDown={(event) => {
            const target = event.target as HTMLElement | null;
            if (target?.getAttribute?.("aria-expanded") === "true" || target?.hasAttribute?.("data-pending-choice"))
              event.preventDefault();
          }}
          className={`fixed inset-x-0 bottom-0 z-50 flex flex-col rounded-t-2xl bg-white text-slate-900 shadow-2xl focus:outline-none motion-safe:animate-fade-in sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${widths[size]} ${heights[maxHeight]} overflow-y-auto overscroll-contain`}
        >
          <div className="sticky top-0 z-10 flex shrink-0 items-start justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold break-words text-slate-900">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description asChild>
                  <div className="mt-1 text-sm text-slate-600">{description}</div>
                </RadixDialog.Description>
              ) : null}
            </div>
            {hideClose ? null : (
              <RadixDialog.Close
                aria-label={closeLabel}
                className="-m-1 shrink-0 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </RadixDialog.Close>
            )}
          </div>
          <div className={`flex-1 ${padded ? "px-5 py-5 sm:px-6" : ""}`}>{children}</div>
          {footer ? (
            <div className="sticky bottom-0 z-10 flex shrink-0 flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:px-6">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * A dialog holding one form: the form fills the body, Cancel and the submit button (busy while
 * the form is sent) stay in the footer. `error` (the last submit's failure) is announced above the
 * fields. While `status` is set (loading, a load error) it shows instead of the form, without the
 * buttons.
 */
export function FormDialog({
  onSubmit,
  submitLabel,
  busy,
  busyLabel = "Saving...",
  formRef,
  formClassName,
  error,
  status,
  onClose,
  children,
  ...dialog
}: Omit<DialogProps, "footer" | "trigger" | "open"> & {
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  formRef?: React.Ref<HTMLFormElement>;
  formClassName?: string;
  error?: string | null;
  status?: React.ReactNode;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog
      {...dialog}
      onClose={onClose}
      footer={
        status ? null : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" form={id} variant="primary" busy={busy} busyLabel={busyLabel}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {status ?? (
        <form id={id} ref={formRef} onSubmit={onSubmit} noValidate className={formClassName}>
          {error ? (
            <p role="alert" className="mb-5 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          {children}
        </form>
      )}
    </Dialog>
  );
}
