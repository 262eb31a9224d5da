"use client";

import { useState } from "react";

import { ModalDialog } from "./modal-dialog";

/** A yes/no question in a modal; the confirm button shows progress while `onConfirm` runs. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: React.ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  tone?: "danger" | "primary";
  onConfirm: () => Promise<void> | void;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirmClass =
    tone === "danger" ? "bg-red-600 hover:bg-red-700 focus-visible:outline-red-600" : "bg-brand-700 hover:bg-brand-800";
  return (
    <ModalDialog open={open} onClose={() => !busy && onCancel()} title={title} size="sm" role="alertdialog">
      <div className="text-sm text-slate-700">{message}</div>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          autoFocus
          disabled={busy}
          onClick={onCancel}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
          className={`rounded-md px-4 py-2 text-sm font-semibold text-white disabled:opacity-60 ${confirmClass}`}
        >
          {busy ? (busyLabel ?? `${confirmLabel}...`) : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
