"use client";

import { useState } from "react";

import { downloadFile } from "@/lib/api-client";

import { Button, type ButtonVariant } from "./button";
import { useToast } from "./toast";

/**
 * A button that fetches a file (an export) and saves it. A failure is a toast with the server's
 * reason, never a saved error page.
 */
export function DownloadButton({
  href,
  fileName,
  defaultName,
  errorTitle,
  variant = "secondary",
  label = "Export CSV",
  busyLabel = "Exporting...",
  successLabel = "Exported",
}: {
  href: string;
  /** The saved name; else the server's Content-Disposition name, else `defaultName`. */
  fileName?: string;
  defaultName?: string;
  errorTitle: string;
  variant?: ButtonVariant;
  label?: string;
  busyLabel?: string;
  /** The toast after saving: "<successLabel> <file name>". */
  successLabel?: string;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      toast.success(`${successLabel} ${await downloadFile(href, { fileName, defaultName })}`);
    } catch (error) {
      toast.error(errorTitle, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant={variant} busy={busy} busyLabel={busyLabel} onClick={() => void download()}>
      {label}
    </Button>
  );
}
