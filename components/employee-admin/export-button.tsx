"use client";

import { useState } from "react";

import { useToast } from "@/components/ui/toast-region";
import { NO_RESPONSE } from "@/lib/api-client";

/** Downloads the filtered employees as CSV; failures are reported instead of saving an error page. */
export function ExportButton({ href }: { href: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const res = await fetch(href, { credentials: "same-origin" }).catch(() => null);
      if (!res) throw new Error(NO_RESPONSE);
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? `Server error: ${res.status}`);
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "employees.csv";
      const url = URL.createObjectURL(await res.blob());
      const link = Object.assign(document.createElement("a"), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
      toast.show("success", `Exported ${name}`);
    } catch (error) {
      toast.show("error", "Failed to export data", error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={run}
      disabled={busy}
      className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
    >
      {busy ? "Exporting..." : "Export CSV"}
    </button>
  );
}
