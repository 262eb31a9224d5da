"use client";

import { useId, useState } from "react";

import { Modal } from "@/components/careers/modal";

/** A confirmation step (role alertdialog semantics via the modal); Cancel has focus first. */
export function ConfirmDialog({
  message,
  detail,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  message: string;
  detail?: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal titleId={titleId} onClose={busy ? () => {} : onClose} panelClassName="my-8 max-w-md">
      <div className="p-6" role="alert">
        <h2 id={titleId} className="pr-8 text-lg font-semibold text-slate-900">
          {message}
        </h2>
        {detail ? <p className="mt-2 text-sm text-slate-600">{detail}</p> : null}
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 px-6 py-4">
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          disabled={busy}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          Cancel
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
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60"
        >
          {busy ? "Deleting..." : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
