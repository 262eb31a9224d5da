"use client";

import { useState } from "react";

import { buttonClass } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { downloadFile } from "@/lib/api-client";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-admin";

// Downloads the CSV of the current filter as applications_{ISO date}.csv.
export function ExportButton({ query }: { query: URLSearchParams }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(`/api/gov/applications/export/csv?${query}`, {
        fileName: `applications_${new Date().toISOString().slice(0, 10)}.csv`,
      });
    } catch {
      toast.error(GOV_ADMIN_MESSAGES.exportFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" onClick={download} disabled={busy} className={buttonClass("outline")}>
      {busy ? "Exporting..." : "Export CSV"}
    </button>
  );
}
