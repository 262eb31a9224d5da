import { useTranslations } from "next-intl";

import { LoadingPage } from "@/components/ui/loading-page";

export default function Loading() {
  const t = useTranslations("portal");
  return (
    <LoadingPage label={t("loading")} width="max-w-3xl">
      <div className="space-y-4">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="animate-pulse rounded-xl border border-slate-200 p-6">
            <div className="h-6 w-2/3 rounded bg-slate-200" />
            <div className="mt-4 grid gap-2">
              {Array.from({ length: 4 }, (_, j) => (
                <div key={j} className="h-4 w-1/2 rounded bg-slate-100" />
              ))}
            </div>
            <div className="mt-6 h-16 rounded bg-slate-100" />
          </div>
        ))}
      </div>
    </LoadingPage>
  );
}
