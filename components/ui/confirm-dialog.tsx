"use client";

import { AlertDialog } from "radix-ui";
import { useState } from "react";

import { Button, buttonClass } from "./button";
import { useReturnFocus } from "./use-return-focus";

// A yes/no question on radix AlertDialog (role alertdialog, named by the title, described by the
// message). Cancel has focus first; a backdrop click does nothing. While `onConfirm` runs the
// buttons are disabled, the confirm button says so, and Escape is ignored. The caller closes it
// (sets `open` false) when the action succeeded, so a failure leaves the question on screen.

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel = "Cancel",
  variant = "destructive",
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: React.ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  variant?: "destructive" | "primary";
  onConfirm: () => Promise<void> | void;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus();

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !o && !busy && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60 motion-safe:animate-fade-in" />
        <AlertDialog.Content
          onOpenAutoFocus={returnFocus.remember}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-slate-900 shadow-2xl focus:outline-none motion-safe:animate-fade-in"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-sm text-slate-700">{message}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel disabled={busy} className={buttonClass("secondary")}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <Button
              variant={variant === "destructive" ? "danger" : "primary"}
              busy={busy}
              busyLabel={busyLabel ?? `${confirmLabel}...`}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
