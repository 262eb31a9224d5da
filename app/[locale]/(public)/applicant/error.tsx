"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { startTransition } from "react";

// The applications could not be loaded (database unavailable...): say so and offer a retry.
export default function ApplicantError({ reset }: { reset: () => void }) {
  const t = useTranslations("portal");
  const router = useRouter();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t("yourApplications")}</h1>
      <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {t("loadFailed")}
      </p>
      <button
        type="button"
        // The page's data comes from the server: fetch it again, then leave the error state.
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
        className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t("tryAgain")}
      </button>
    </div>
  );
}
