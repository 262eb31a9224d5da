"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";

import { ApiClientError, errorMessage } from "@/lib/api-client";

// Toasts at the top right for 4 seconds (spec), stacked (at most four), announced to screen readers:
// errors assertively, everything else politely. One region serves every staff console (the staff
// layout mounts it). Not radix Toast: each radix toast is a dismissable layer, so while one shows,
// Escape closes the toast instead of the dialog the user is working in. These live regions stay
// announced while a modal dialog hides the rest of the page (aria-hidden keeps [aria-live]).

export const TOAST_MS = 4000;
export type ToastKind = "success" | "error" | "info";
type Toast = { id: number; kind: ToastKind; title: string; detail?: string };

export type ToastApi = {
  show: (kind: ToastKind, title: string, detail?: string, ms?: number) => void;
  success: (title: string, detail?: string) => void;
  /** `detail` may be the error itself: the server's message, and one line per rejected file. */
  error: (title: string, detail?: unknown) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

/** The detail line(s) of an error toast. */
export function errorDetail(error: unknown): string | undefined {
  if (error === undefined || typeof error === "string") return error;
  const message = errorMessage(error);
  if (error instanceof ApiClientError && error.fileErrors.length) {
    return [message, ...error.fileErrors.map((f) => `${f.filename}: ${f.error}`)].join("\n");
  }
  return message;
}

const kinds: Record<ToastKind, string> = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-slate-300 bg-white text-slate-900",
};

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback<ToastApi["show"]>(
    (kind, title, detail, ms = TOAST_MS) => {
      const id = next.current++;
      setToasts((list) => [...list.slice(-3), { id, kind, title, detail }]);
      window.setTimeout(() => dismiss(id), ms);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (title, detail) => show("success", title, detail),
      error: (title, detail) => show("error", title, errorDetail(detail)),
    }),
    [show],
  );
  // The region is the live region (role status or alert), the toasts in it are not: a role on each
  // toast as well made some screen readers (NVDA with Chrome) read a toast twice.
  const region = (live: "polite" | "assertive", list: Toast[]) => (
    <div role={live === "assertive" ? "alert" : "status"} aria-live={live} className="contents">
      {list.map((t) => (
        <ToastCard key={t.id} toast={t} onDismiss={dismiss} />
      ))}
    </div>
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed top-4 right-4 z-[100] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2">
        {region(
          "polite",
          toasts.filter((t) => t.kind !== "error"),
        )}
        {region(
          "assertive",
          toasts.filter((t) => t.kind === "error"),
        )}
      </div>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  return (
    <div
      data-testid="toast"
      data-kind={toast.kind}
      className={`pointer-events-auto rounded-lg border px-4 py-3 text-sm shadow-lg ${kinds[toast.kind]}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{toast.title}</p>
          {toast.detail && <p className="mt-1 whitespace-pre-line">{toast.detail}</p>}
        </div>
        <button
          type="button"
          onClick={() => onDismiss(toast.id)}
          aria-label="Dismiss"
          className="-m-1 rounded p-1 opacity-60 hover:opacity-100"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
