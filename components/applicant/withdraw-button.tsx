"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { useErrorText } from "@/components/i18n/error-text";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch, errorMessage } from "@/lib/api-client";

/** Withdraw, after a confirmation; the page then reloads its data on the server. */
export function WithdrawButton({ board, id, what }: { board: "company" | "gov"; id: string; what: string }) {
  const t = useTranslations("portal.withdraw");
  const errorText = useErrorText();
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
      setError(errorText(errorMessage(e, t("failed"))));
    }
  }

  return (
    <>
      <Button variant="danger-outline" size="sm" onClick={() => setOpen(true)}>
        {t("button")}
      </Button>
      <ConfirmDialog
        open={open}
        title={t("title")}
        message={
          <>
            <p>{t("message", { what })}</p>
            {error && (
              <p role="alert" className="mt-3 font-medium text-red-700">
                {error}
              </p>
            )}
          </>
        }
        confirmLabel={t("confirm")}
        busyLabel={t("busy")}
        cancelLabel={t("cancel")}
        onConfirm={withdraw}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
      />
    </>
  );
}
