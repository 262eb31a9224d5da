import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { ApplyButton } from "@/components/careers/apply-button";
import { PostedOn } from "@/components/careers/job-card";
import { JobPage } from "@/components/careers/job-page";
import { companyJobPosting, JobPostingJsonLd } from "@/components/careers/job-posting-json-ld";
import { clientMessagesFor } from "@/components/i18n/island-messages";
import { jobFacts } from "@/components/ui/job-card";
import { pageLocale } from "@/i18n/routing";
import { findOpenJob } from "@/lib/server/careers/jobs";
import { languageAlternates } from "@/lib/seo";
import { jobColorClasses } from "@/lib/validation/jobs";

type Props = { params: Promise<{ locale: string; id: string }> };

// Each job page is rendered per request from the job read through Next's data cache, read again
// at most every 60 s or as soon as a write to the job expires its tag (lib/server/cache.ts). Not a
// page Next caches per id: every made-up id a client asked for stored its rendered 404 (see the
// government job page). A job that is closed, archived or deleted answers 404 (and so drops out of
// search results). The page's words are in its language; the job's title, description and facts
// are as staff wrote them.
export const dynamic = "force-dynamic";

const job = cache((id: string) => findOpenJob(id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: param, id } = await params;
  const locale = pageLocale(param);
  const t = await getTranslations({ locale, namespace: "careers.meta" });
  const found = await job(id);
  if (!found) return { title: t("jobNotFound"), robots: { index: false } };
  return {
    title: t("jobTitle", { title: found.title, company: found.company }),
    description: `${found.location} · ${found.salary} · ${found.experience}. ${found.description}`.slice(0, 300),
    alternates: languageAlternates(`/company-career/${found.id}`, locale),
  };
}

export default async function CompanyJobPage({ params }: Props) {
  const { locale: param, id } = await params;
  const locale = pageLocale(param);
  setRequestLocale(locale);
  const found = await job(id);
  if (!found) notFound();
  const t = await getTranslations("careers.job");
  const facts = await getTranslations("jobFacts");
  const apply = await getTranslations("apply");
  return (
    <>
      <JobPostingJsonLd posting={companyJobPosting(found, locale)} />
      <JobPage
        back={{ href: "/company-career", label: t("backToAll") }}
        accent={jobColorClasses[found.color]}
        title={found.title}
        organisation={found.company}
        facts={[
          ...jobFacts(found, facts),
          // i18n-keys: jobFacts.employmentTypes.*
          [facts("employmentType"), facts(`employmentTypes.${found.employmentType}`)],
        ]}
        description={found.description}
        footer={
          <>
            <p className="text-sm text-slate-500">
              <span data-testid="application-count">{t("applications", { count: found.applicationCount })}</span> ·{" "}
              <PostedOn date={found.postedDate} />
            </p>
            <ApplyButton
              job={{ id: found.id, title: found.title, company: found.company, location: found.location }}
              label={t("applyNow")}
              notLoaded={{ failed: apply("loadFailed"), retry: apply("retry"), close: apply("close") }}
              // The apply modal's words ("apply", "consent" for its privacy notice), loaded with it.
              intl={await clientMessagesFor(["apply", "consent"], true)}
            />
          </>
        }
      />
    </>
  );
}
