"use client";

import { useState } from "react";

import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-admin";

// Downloads the CSV of the current filter as applications_{ISO date}.csv.
export function ExportButton({ query, onError }: { query: URLSearchParams; onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const res = await fetch(`/api/gov/applications/export/csv?${query}`, { cache: "no-store" });
      if (!res.ok) throw new Error(String(res.status));
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = `applications_${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      onError(GOV_ADMIN_MESSAGES.exportFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
    >
      {busy ? "Exporting..." : "Export CSV"}
    </button>
  );
}
