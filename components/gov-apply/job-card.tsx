import { useLocale, useTranslations } from "next-intl";

import { FeeNotice } from "@/components/gov-apply/fee-notice";
import { FeeTableView } from "@/components/gov-apply/fee-table";
import type { PublicGovJob } from "@/components/gov-apply/types";
import { DescriptionList } from "@/components/ui/description-list";
import { JobCardFrame, jobFacts, jobTitleId } from "@/components/ui/job-card";
import { Link } from "@/i18n/navigation";
import { formatIstDate, parseDateOnly, type DisplayLocale } from "@/lib/dates";
import { feeSummary } from "@/lib/gov-fees";

/** The last date to apply ("2026-12-31") as the page's language writes it ("31 दिसंबर 2026" in Hindi). */
export function formatDeadline(deadline: string, locale: DisplayLocale = "en"): string {
  return formatIstDate(parseDateOnly(deadline), locale);
}

/**
 * A card's formatted words (its fee, the fee table's amounts, the deadline) and the board's fee
 * notice, from the server for the board as rendered (board-texts.ts): hydration formats nothing with
 * Intl (docs/architecture.md, Performance).
 */
export type GovCardTexts = { fee: string; feeTable: string[]; deadline: string; feeNotice: string };

export function JobCard({
  job,
  texts,
  onApply,
}: {
  job: PublicGovJob;
  texts?: GovCardTexts;
  onApply(job: PublicGovJob): void;
}) {
  const t = useTranslations("govBoard.card");
  const facts = useTranslations("jobFacts");
  const locale = useLocale() as DisplayLocale;
  const closed = (
    <span className="shrink-0 rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      {t("closed")}
    </span>
  );
  return (
    <JobCardFrame
      job={job}
      testId="gov-job-card"
      badge={job.isOpen ? null : closed}
      title={
        <Link href={`/gov-career/${job.id}`} className="hover:text-brand-700 hover:underline">
          {job.title}
        </Link>
      }
    >
      <DescriptionList
        className="mt-4"
        items={[
          ...jobFacts(job, facts),
          [
            t("fee"),
            <div key="fee">
              <strong>{texts?.fee ?? feeSummary(job.fees)}</strong>
              <details className="mt-1 text-xs">
                <summary className="w-fit cursor-pointer font-medium text-brand-700 underline hover:text-brand-800">
                  {t("feeByCategory")}
                </summary>
                <FeeTableView fees={job.fees} amounts={texts?.feeTable} className="mt-1" />
              </details>
              <FeeNotice variant="inline" text={texts?.feeNotice} className="mt-1" />
            </div>,
          ],
          [
            t("deadline"),
            <time key="deadline" dateTime={job.deadline}>
              {texts?.deadline ?? formatDeadline(job.deadline, locale)}
            </time>,
          ],
        ]}
      />
      <p className="mt-4 flex-1 text-sm leading-relaxed text-slate-600">{job.description}</p>
      <div className="mt-5">
        {job.isOpen ? (
          <button
            type="button"
            onClick={() => onApply(job)}
            aria-describedby={jobTitleId(job)}
            className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t("apply")}
          </button>
        ) : (
          <p className="rounded-md bg-slate-100 px-4 py-2.5 text-center text-sm font-medium text-slate-600">
            {t("applicationsClosed")}
          </p>
        )}
      </div>
    </JobCardFrame>
  );
}
