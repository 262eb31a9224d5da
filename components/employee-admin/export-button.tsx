"use client";

import { useState } from "react";

import { buttonClass } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { downloadFile } from "@/lib/api-client";

/** Downloads the filtered employees as CSV; failures are reported instead of saving an error page. */
export function ExportButton({ href }: { href: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const name = await downloadFile(href, { defaultName: "employees.csv" });
      toast.success(`Exported ${name}`);
    } catch (error) {
      toast.error("Failed to export data", error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={run} disabled={busy} className={buttonClass("secondary")}>
      {busy ? "Exporting..." : "Export CSV"}
    </button>
  );
}
