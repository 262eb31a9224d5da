import { useTranslations } from "next-intl";

import { cardClass } from "@/components/ui/card";
import { type DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { Link } from "@/i18n/navigation";

// A job's own page, company or government: back link, the job as a card (title, organisation,
// facts, description) and a footer with the board's action. Server-rendered; only the action may
// be a client island. The page's chrome is in the page's language; the job's own words are as staff
// wrote them.

export function JobPage({
  back,
  accent,
  title,
  organisation,
  notice,
  facts,
  factsNote,
  description,
  footer,
}: {
  back: { href: string; label: string };
  /** The colour strip's gradient classes. */
  accent?: string;
  title: string;
  organisation: string;
  /** Shown above the facts (e.g. that the job is closed). */
  notice?: React.ReactNode;
  facts: DescriptionItem[];
  /** Shown under the facts (e.g. what the fee is). */
  factsNote?: React.ReactNode;
  description: string;
  footer: React.ReactNode;
}) {
  const t = useTranslations("careers.job");
  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <Link href={back.href} className="text-sm font-medium text-brand-700 hover:underline">
          ← {back.label}
        </Link>
        <article className={`${cardClass} mt-4 overflow-hidden`}>
          {accent ? <div className={`h-2 bg-linear-to-r ${accent}`} /> : null}
          <div className="p-6 sm:p-8">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
            <p className="mt-1 font-medium text-brand-700">{organisation}</p>
            {notice}
            <DescriptionList layout="tiles" className="mt-5" items={facts} />
            {factsNote}
            <h2 className="mt-6 text-lg font-semibold text-slate-900">{t("aboutRole")}</h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">{description}</p>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 pt-5">
              {footer}
            </div>
          </div>
        </article>
      </div>
    </div>
  );
}
