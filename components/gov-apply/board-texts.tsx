import type { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { feeNoticeText } from "@/components/gov-apply/fee-notice";
import { formatDeadline, type GovCardTexts } from "@/components/gov-apply/job-card";
import type { PublicGovJob } from "@/components/gov-apply/types";
import { Link } from "@/i18n/navigation";
import type { DisplayLocale } from "@/lib/dates";
import { feeSummary, feeTableRows } from "@/lib/gov-fees";
import { formatRupees } from "@/lib/money";

/** The board's introduction (its link to the status page), count line and each card's formatted words. */
export type GovBoardTexts = { intro: ReactNode; count: string; cards: Record<string, GovCardTexts> };

/**
 * The government board's words that take a value, formatted on the server in the page's language
 * (the board's page, and again whenever it renders the board afresh): formatting them in the
 * browser loaded Intl's locale data inside the hydration task (docs/architecture.md, Performance).
 * A search's count line is the browser's.
 */
export function govBoardTexts(
  jobs: PublicGovJob[],
  locale: DisplayLocale,
  t: ReturnType<typeof useTranslations<"govBoard">>,
  feeNotice: ReturnType<typeof useTranslations<"govForm.feeNotice">>,
): GovBoardTexts {
  const notice = feeNoticeText(feeNotice);
  return {
    intro: t.rich("intro", {
      status: (chunks) => (
        <Link href="/gov-career/status" className="font-medium text-brand-700 underline">
          {chunks}
        </Link>
      ),
    }),
    count: t("search.count", { count: jobs.length }),
    cards: Object.fromEntries(
      jobs.map((job) => [
        job.id,
        {
          fee: feeSummary(job.fees),
          feeTable: feeTableRows(job.fees).map((row) => formatRupees(row.paise)),
          deadline: formatDeadline(job.deadline, locale),
          feeNotice: notice,
        },
      ]),
    ),
  };
}
