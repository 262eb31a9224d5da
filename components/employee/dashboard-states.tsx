"use client";

import { Button } from "@/components/ui/button";

/** Full-page states of the employee dashboard: loading, authentication error, failure, no data. */
export function LoadingView() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-4">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      <p className="text-slate-700">Loading your dashboard...</p>
    </div>
  );
}

function Panel({ title, tone, children }: { title: string; tone: "error" | "neutral"; children: React.ReactNode }) {
  return (
    <div
      className="mx-auto mt-16 max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      role={tone === "error" ? "alert" : "status"}
    >
      <h2 className={`text-xl font-semibold ${tone === "error" ? "text-red-800" : "text-slate-900"}`}>{title}</h2>
      {children}
    </div>
  );
}

/** The panel's buttons: the way forward, and Logout when the view offers it. */
function Actions({ label, onClick, onLogout }: { label: string; onClick: () => void; onLogout?: () => void }) {
  return (
    <div className="mt-6 flex justify-center gap-3">
      <Button variant="primary" onClick={onClick}>
        {label}
      </Button>
      {onLogout && <Button onClick={onLogout}>Logout</Button>}
    </div>
  );
}

export function AuthErrorView({
  message,
  onLoginAgain,
  onLogout,
}: {
  message: string;
  onLoginAgain: () => void;
  onLogout: () => void;
}) {
  return (
    <Panel title="Authentication Error" tone="error">
      <p className="mt-3 text-sm text-slate-700">{message}</p>
      <Actions label="Login Again" onClick={onLoginAgain} onLogout={onLogout} />
    </Panel>
  );
}

export function ErrorView({
  message,
  details,
  onRetry,
  onLogout,
}: {
  message: string;
  details: string[];
  onRetry: () => void;
  onLogout: () => void;
}) {
  return (
    <Panel title="Oops! Something went wrong" tone="error">
      <p className="mt-3 text-sm font-medium text-slate-800">{message}</p>
      {details.length > 0 && (
        <ul className="mt-3 space-y-1 rounded-md bg-slate-50 p-3 text-left font-mono text-xs text-slate-700">
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
      <Actions label="Retry" onClick={onRetry} onLogout={onLogout} />
    </Panel>
  );
}

export function NoDataView({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel title="No Data Found" tone="neutral">
      <p className="mt-3 text-sm text-slate-700">
        No employee record is linked to your account yet. Please contact HR if this persists.
      </p>
      <Actions label="Retry" onClick={onRetry} />
    </Panel>
  );
}
