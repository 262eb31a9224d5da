"use client";

import { useCallback, useEffect, useRef, useState } from "react";

// A toast at the top right for 4 seconds (spec section 9), announced to screen readers.
export type ToastMessage = { kind: "success" | "error"; text: string; id: number };

export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((kind: ToastMessage["kind"], text: string) => {
    clearTimeout(timer.current);
    setToast({ kind, text, id: Date.now() });
    timer.current = setTimeout(() => setToast(null), 4000);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { toast, show, dismiss: () => setToast(null) };
}

export function Toast({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed top-4 right-4 z-[60] max-w-sm">
      {toast ? (
        <div
          key={toast.id}
          data-testid="toast"
          className={`pointer-events-auto flex items-start gap-3 rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${
            toast.kind === "success" ? "bg-emerald-700 text-white" : "bg-red-700 text-white"
          }`}
        >
          <span className="flex-1">{toast.text}</span>
          <button type="button" onClick={onDismiss} aria-label="Dismiss" className="opacity-80 hover:opacity-100">
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
