import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";

import { FeeNotice } from "@/components/gov-apply/fee-notice";
import { FeeTableView } from "@/components/gov-apply/fee-table";
import { formatDeadline } from "@/components/gov-apply/job-card";
import { UntilDeadline } from "@/components/gov-apply/until-deadline";
import { JobPage } from "@/components/careers/job-page";
import { govJobPosting, JobPostingJsonLd } from "@/components/careers/job-posting-json-ld";
import { jobFacts } from "@/components/ui/job-card";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/routing";
import { feeSummary } from "@/lib/gov-fees";
import { findGovJobPage } from "@/lib/server/gov/jobs";
import { languageAlternates } from "@/lib/seo";

type Props = { params: Promise<{ locale: string; id: string }> };

// A government job's own page, rendered per request from the job read through Next's data cache
// (read again at most every 60 s, or right after a gov job write expires its tag). A job that no
// longer takes applications (closed by the admin, or past its deadline) says so and is not
// indexed; a draft or unknown job is 404. Not a page Next caches per id: every made-up id a client
// asked for ("/gov-career/x1", "/gov-career/x2", ...) stored its rendered 404, about 110 kB on disk
// and an entry in memory each, never removed.
export const dynamic = "force-dynamic";
// No loading.tsx here: its skeleton would go out with a 200 before the job is known, so an unknown
// id would no longer answer 404 (and, as on the board, the job's title was painted up to 300 ms late).

const job = cache((id: string) => findGovJobPage(id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested, id } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "govBoard.job" });
  const found = await job(id);
  if (!found) return { title: t("notFound"), robots: { index: false } };
  return {
    title: t("title", { title: found.title, company: found.company }),
    description: t("description", {
      location: found.location,
      salary: found.salary,
      fee: feeSummary(found.fees),
      deadline: formatDeadline(found.deadline, locale),
      description: found.description,
    }).slice(0, 300),
    alternates: languageAlternates(`/gov-career/${found.id}`, locale),
    ...(found.isOpen ? {} : { robots: { index: false, follow: true } }),
  };
}

export default async function GovJobPage({ params }: Props) {
  const { locale: requested, id } = await params;
  const lang = pageLocale(requested);
  setRequestLocale(lang);
  const found = await job(id);
  if (!found) notFound();
  const t = await getTranslations("govBoard");
  const facts = await getTranslations("jobFacts");
  // Closed by the admin or by its last date when the page was made; or, in a tab left open past
  // that date, once the browser's clock says so (UntilDeadline).
  const closedNotice = (
    <p role="status" className="mt-4 rounded-md bg-slate-100 px-4 py-3 font-medium text-slate-800">
      {t("job.closedNotice")}
    </p>
  );
  const closedButton = (
    <p className="rounded-md bg-slate-100 px-4 py-2.5 text-sm font-medium text-slate-600">
      {t("card.applicationsClosed")}
    </p>
  );
  return (
    <>
      {found.isOpen && <JobPostingJsonLd posting={govJobPosting(found, lang)} />}
      <JobPage
        back={{ href: "/gov-career", label: t("job.back") }}
        title={found.title}
        organisation={found.company}
        notice={
          found.isOpen ? <UntilDeadline deadline={found.deadline} open={null} closed={closedNotice} /> : closedNotice
        }
        facts={[
          ...jobFacts(found, (key) => (key === "experience" ? t("job.eligibility") : facts(key))),
          // i18n-keys: jobFacts.employmentTypes.*
          [facts("employmentType"), facts(`employmentTypes.${found.employmentType}`)],
          [t("job.fee"), <strong key="fee">{feeSummary(found.fees)}</strong>],
          [
            t("job.lastDate"),
            <time key="deadline" dateTime={found.deadline}>
              {formatDeadline(found.deadline, lang)}
            </time>,
          ],
        ]}
        factsNote={
          <>
            <FeeTableView fees={found.fees} caption={t("job.feeCaption")} className="mt-4" />
            <p className="mt-1 text-xs text-slate-600">{t("job.lowestFee")}</p>
            <FeeNotice variant="full" className="mt-4" />
          </>
        }
        description={found.description}
        footer={
          <>
            <p className="text-sm text-slate-500">
              {t("job.alreadyApplied")}{" "}
              <Link href="/gov-career/status" className="font-medium text-brand-700 underline">
                {t("job.checkStatus")}
              </Link>
            </p>
            {found.isOpen ? (
              <UntilDeadline
                deadline={found.deadline}
                open={
                  <Link
                    href={`/gov-career?apply=${encodeURIComponent(found.id)}`}
                    className="rounded-md bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
                  >
                    {t("card.apply")}
                  </Link>
                }
                closed={closedButton}
              />
            ) : (
              closedButton
            )}
          </>
        }
      />
    </>
  );
}
