"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { useErrorText } from "@/components/i18n/error-text";
import { AsyncButton } from "@/components/ui/button";
import { apiFetch, ApiClientError, errorMessage } from "@/lib/api-client";

export function SignOutButton() {
  const t = useTranslations("portal");
  const errorText = useErrorText();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-end gap-1">
      <AsyncButton
        variant="secondary"
        size="sm"
        busyLabel={t("signingOut")}
        onClick={async () => {
          setError(null);
          try {
            await apiFetch("/api/applicant/session", { method: "DELETE" });
          } catch (e) {
            // Already signed out (401) is what we wanted; anything else is said.
            if (!(e instanceof ApiClientError && e.status === 401)) return setError(errorText(errorMessage(e)));
          }
          router.refresh();
        }}
      >
        {t("signOut")}
      </AsyncButton>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
