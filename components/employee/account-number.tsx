"use client";

import { useState } from "react";

import { ApiClientError, apiFetch, errorMessage } from "@/lib/api-client";

/**
 * The employee's own account number: masked, with a toggle that fetches it in full for them only.
 * Every Show asks the server again (Hide forgets the number): each reveal is checked against the
 * session and written to the audit log, so a tab left open after the password was changed or the
 * account closed cannot show it from memory. An ended session (401) is the dashboard's to show (it
 * listens through onUnauthorized).
 */
export function AccountNumber({ masked }: { masked: string }) {
  const [full, setFull] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    if (busy) return;
    setError(null);
    if (full) return setFull(null);
    setBusy(true);
    try {
      const res = await apiFetch<{ accountNumber: string }>("/api/employees/me/account-number");
      setFull(res.accountNumber);
    } catch (e) {
      if (!(e instanceof ApiClientError && e.status === 401)) setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {/* Read out when it changes: the number shown, or masked again. */}
      <span className="font-mono" data-testid="account-number" aria-live="polite">
        {full ?? masked}
      </span>
      {/* Its words say what it does next (Show, Hide): no aria-pressed on top ("Hide ..., pressed").
          Not disabled while it asks, which would drop the keyboard user's focus. */}
      <button
        type="button"
        onClick={toggle}
        aria-disabled={busy || undefined}
        className="rounded px-2 py-0.5 text-xs font-medium text-brand-700 not-italic hover:bg-brand-50 aria-disabled:opacity-60"
      >
        {busy ? "Loading..." : full ? "Hide" : "Show"}
        <span className="sr-only"> account number</span>
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-700 not-italic">
          {error}
        </span>
      )}
    </span>
  );
}
