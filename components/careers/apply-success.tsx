"use client";

import { useTranslations } from "next-intl";
import { useState, type Ref } from "react";

import { useErrorText } from "@/components/i18n/error-text";
import { Button, buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

/**
 * The apply modal's success: stays until closed, the reference large and copyable, and the way to
 * track the application in the applicant portal. The server's message ("Application submitted
 * successfully! Your reference is …") is shown in the page's language ("errors.apply.submitted").
 */
export function ApplySuccess({
  ref,
  message,
  reference,
  onClose,
}: {
  ref: Ref<HTMLDivElement>;
  message: string;
  reference: string | null;
  onClose: () => void;
}) {
  const t = useTranslations("apply.success");
  const errorText = useErrorText();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(reference!);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <div>
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        className="rounded-lg border border-green-300 bg-green-50 px-4 py-4 text-sm text-green-800 focus:outline-none"
      >
        <p className="font-semibold">{t("thanks")}</p>
        <p className="mt-1">{errorText(message)}</p>
      </div>
      {reference && (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
          <p id="apply-reference-label" className="text-sm text-slate-600">
            {t("referenceLabel")}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <p
              data-testid="apply-reference"
              className="font-mono text-xl font-bold tracking-wide break-all text-slate-900 select-all sm:text-2xl"
            >
              {reference}
            </p>
            <Button size="sm" onClick={() => void copy()}>
              {t("copy")}
            </Button>
          </div>
          <p aria-live="polite" className="mt-1 text-xs text-slate-600">
            {copied === "yes" && t("copied")}
            {copied === "failed" && t("copyFailed")}
          </p>
          <p className="mt-2 text-sm text-slate-600">{t("keep")}</p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href="/applicant" className={buttonClass("primary", "md")}>
          {t("track")}
        </Link>
        <Button variant="secondary" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
    </div>
  );
}
