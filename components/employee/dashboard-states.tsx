"use client";

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

const primary = "rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";
const secondary =
  "rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50";

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
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className={primary} onClick={onLoginAgain}>
          Login Again
        </button>
        <button type="button" className={secondary} onClick={onLogout}>
          Logout
        </button>
      </div>
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
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className={primary} onClick={onRetry}>
          Retry
        </button>
        <button type="button" className={secondary} onClick={onLogout}>
          Logout
        </button>
      </div>
    </Panel>
  );
}

export function NoDataView({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel title="No Data Found" tone="neutral">
      <p className="mt-3 text-sm text-slate-700">
        No employee record is linked to your account yet. Please contact HR if this persists.
      </p>
      <div className="mt-6">
        <button type="button" className={primary} onClick={onRetry}>
          Retry
        </button>
      </div>
    </Panel>
  );
}
