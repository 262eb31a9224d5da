import { useTranslations } from "next-intl";

import { panelButton, LoadErrorPanel } from "@/components/careers/load-error-panel";

// The board's empty and error panels (spec texts verbatim in English; "careers.states" in the
// catalogue). The load error's own text is "careers.board.loadError".

export function NoJobs({ searching, onViewAll }: { searching: boolean; onViewAll: () => void }) {
  const t = useTranslations("careers.states");
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      {searching ? (
        <>
          <h2 className="text-lg font-semibold text-slate-900">{t("noMatchTitle")}</h2>
          <p className="mt-2 text-sm text-slate-600">{t("noMatchText")}</p>
          <button type="button" onClick={onViewAll} className={panelButton}>
            {t("viewAll")}
          </button>
        </>
      ) : (
        <>
          <h2 className="text-lg font-semibold text-slate-900">{t("noJobsTitle")}</h2>
          <p className="mt-2 text-sm text-slate-600">{t("noJobsText")}</p>
        </>
      )}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations("careers.states");
  return <LoadErrorPanel title={t("errorTitle")} message={message} retry={t("retry")} onRetry={onRetry} />;
}
