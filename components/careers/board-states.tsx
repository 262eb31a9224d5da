import { useTranslations } from "next-intl";

// The board's empty and error panels (spec texts verbatim in English; "careers.states" in the
// catalogue). The load error's own text is "careers.board.loadError".

const button = "mt-5 rounded-md bg-brand-700 px-5 py-2 text-sm font-medium text-white hover:bg-brand-800";

export function NoJobs({ searching, onViewAll }: { searching: boolean; onViewAll: () => void }) {
  const t = useTranslations("careers.states");
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      {searching ? (
        <>
          <h2 className="text-lg font-semibold text-slate-900">{t("noMatchTitle")}</h2>
          <p className="mt-2 text-sm text-slate-600">{t("noMatchText")}</p>
          <button type="button" onClick={onViewAll} className={button}>
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
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-red-800">{t("errorTitle")}</h2>
      <p className="mt-2 text-sm text-red-700">{message}</p>
      <button type="button" onClick={onRetry} className={button}>
        {t("retry")}
      </button>
    </div>
  );
}
