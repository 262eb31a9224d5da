"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";

// Toasts at the top right for 4 seconds (spec), stacked (at most four), announced to screen readers:
// errors assertively, everything else politely. Multi-line details keep their line breaks. Every
// staff console uses this one region.

export const TOAST_MS = 4000;
type Tone = "success" | "error" | "info";
type Toast = { id: number; tone: Tone; title: string; detail?: string };
export type ToastApi = {
  show: (tone: Tone, title: string, detail?: string, ms?: number) => void;
  success: (title: string, detail?: string) => void;
  error: (title: string, detail?: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

const tones: Record<Tone, string> = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-slate-300 bg-white text-slate-900",
};

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback<ToastApi["show"]>(
    (tone, title, detail, ms = TOAST_MS) => {
      const id = next.current++;
      setToasts((list) => [...list.slice(-3), { id, tone, title, detail }]);
      window.setTimeout(() => dismiss(id), ms);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (title, detail) => show("success", title, detail),
      error: (title, detail) => show("error", title, detail),
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed top-4 right-4 z-[100] flex w-full max-w-sm flex-col gap-2">
        <div aria-live="polite" className="contents">
          {toasts
            .filter((t) => t.tone !== "error")
            .map((t) => (
              <ToastCard key={t.id} toast={t} onDismiss={dismiss} />
            ))}
        </div>
        <div aria-live="assertive" className="contents">
          {toasts
            .filter((t) => t.tone === "error")
            .map((t) => (
              <ToastCard key={t.id} toast={t} onDismiss={dismiss} />
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  return (
    <div
      role={toast.tone === "error" ? "alert" : "status"}
      data-testid="toast"
      data-kind={toast.tone}
      className={`pointer-events-auto rounded-lg border px-4 py-3 text-sm shadow-lg ${tones[toast.tone]}`}
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
          className="opacity-60 hover:opacity-100"
        >
          ×
        </button>
      </div>
    </div>
  );
}
