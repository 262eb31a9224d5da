import { useLocale, useTranslations } from "next-intl";

import { useCompanyStatusWords, useStatusWords } from "@/components/i18n/use-status-words";
import { formatIstDateTime } from "@/lib/dates";

const ACTORS = ["applicant", "staff", "system"] as const;
type Actor = (typeof ACTORS)[number];
const isActor = (value: string): value is Actor => (ACTORS as readonly string[]).includes(value);

export type HistoryItem = { status: string; label: string; reason: string | null; by: string; at: string };

/** An application's status history, oldest first ("Submitted" first), with reasons, in the page's language. */
export function StatusHistory({
  board,
  history,
  labelledBy,
}: {
  /** Whose statuses: a company application's ("Pending") or a government one's ("Under Review"). */
  board: "company" | "gov";
  history: HistoryItem[];
  labelledBy?: string;
}) {
  const t = useTranslations("portal.history");
  const locale = useLocale();
  const words = useStatusWords();
  const companyWords = useCompanyStatusWords();
  const label = (entry: HistoryItem) =>
    board === "company" ? companyWords(entry.status, entry.label) : words.history(entry.status, entry.label);
  // i18n-keys: portal.history.by.*
  const by = (actor: string) => (isActor(actor) ? t(`by.${actor}`) : null);
  return (
    <ol aria-labelledby={labelledBy} className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
      {history.map((entry, i) => {
        const who = i > 0 ? by(entry.by) : null;
        return (
          <li key={`${entry.at}-${i}`} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.32rem] h-2 w-2 rounded-full bg-brand-600" />
            <span className="font-medium text-slate-900">{label(entry)}</span>{" "}
            <span className="text-slate-600">
              <time dateTime={entry.at}>{formatIstDateTime(entry.at, locale)}</time>
              {who ? `, ${who}` : ""}
            </span>
            {entry.reason && (
              <p className="mt-0.5 text-slate-700">{t("reason", { reason: words.reason(entry.reason) })}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
