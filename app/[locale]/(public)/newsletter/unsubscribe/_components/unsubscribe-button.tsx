"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { useErrorText } from "@/components/i18n/error-text";
import { AsyncButton } from "@/components/ui/button";
import { ApiClientError, apiFetch } from "@/lib/api-client";

type Result = { ok: boolean; message: string } | null;

/** Confirms the unsubscribe through POST /api/newsletter/unsubscribe and shows what happened. */
export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations("newsletter.unsubscribe");
  const errorText = useErrorText();
  const [result, setResult] = useState<Result>(null);

  async function unsubscribe() {
    try {
      const body = await apiFetch<{ message: string }>(
        `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        { method: "POST" },
      );
      setResult({ ok: true, message: body.message });
    } catch (error) {
      setResult({ ok: false, message: error instanceof ApiClientError ? error.message : t("failed") });
    }
  }

  return (
    <div className="mt-6">
      {!result?.ok && (
        <AsyncButton variant="primary" busyLabel={t("busy")} onClick={unsubscribe}>
          {t("button")}
        </AsyncButton>
      )}
      <p role="status" className={`mt-4 min-h-6 font-medium ${result?.ok ? "text-emerald-800" : "text-red-800"}`}>
        {/* The API's answer is English when it succeeds, in the page's language when it refuses. */}
        {result && errorText(result.message)}
      </p>
    </div>
  );
}
