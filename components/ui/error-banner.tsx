"use client";

import { useTranslations } from "next-intl";

/** The "Error: ..." box above a form (gov pages, the applicant portal) (the first problem, or what the server said). */
export function ErrorBanner({ message }: { message: string | null }) {
  const t = useTranslations("ui");
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid="gov-error"
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <strong className="font-semibold">{t("errorPrefix")}</strong> {message}
    </div>
  );
}
