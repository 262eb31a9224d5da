"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch, errorMessage } from "@/lib/api-client";

/** Withdraw, after a confirmation; the page then reloads its data on the server. */
export function WithdrawButton({ board, id, what }: { board: "company" | "gov"; id: string; what: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function withdraw() {
    setError(null);
    try {
      await apiFetch(`/api/applicant/applications/${board}/${encodeURIComponent(id)}/withdraw`, { method: "POST" });
      setOpen(false);
      router.refresh();
    } catch (e) {
      setError(errorMessage(e, "Could not withdraw the application. Please try again."));
    }
  }

  return (
    <>
      <Button variant="danger-outline" size="sm" onClick={() => setOpen(true)}>
        Withdraw
      </Button>
      <ConfirmDialog
        open={open}
        title="Withdraw this application?"
        message={
          <>
            <p>
              Your application for {what} will no longer be considered. This cannot be undone; we will e-mail you a
              confirmation.
            </p>
            {error && (
              <p role="alert" className="mt-3 font-medium text-red-700">
                {error}
              </p>
            )}
          </>
        }
        confirmLabel="Withdraw application"
        busyLabel="Withdrawing..."
        onConfirm={withdraw}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
      />
    </>
  );
}
