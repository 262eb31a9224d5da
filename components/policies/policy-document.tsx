import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";

import {
  fillPolicyText,
  formatPolicyDate,
  policyValues,
  type PolicyBlock,
  type PolicyDocument,
  type PolicyText,
} from "@/content/policies";
import { Link } from "@/i18n/navigation";
import { type Locale, pageLocale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo";

import { BackToTop } from "./back-to-top";

// A policy page, rendered on the server in the page's language: the documents are long, so their
// text ("policies" namespace) never goes to the browser. Each document is read whole from the
// catalogue (its entry is named by the document's key: "privacy", "terms", "refund", "cancellation"),
// and the company facts in it ({email}, {address}, ...) are filled in here.

const listClass = {
  ul: "list-disc space-y-2 pl-6 marker:text-brand-700",
  ol: "list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700",
};

/** The company facts as the page's language writes them: the address from the catalogue (in Devanagari on a Hindi page). */
type Fill = (text: string) => string;

function Block({ block, fill }: { block: PolicyBlock; fill: Fill }) {
  switch (block.type) {
    case "p":
      return <p>{fill(block.text)}</p>;
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List className={listClass[block.type]}>
          {block.items.map((item) => (
            <li key={item}>{fill(item)}</li>
          ))}
        </List>
      );
    }
    case "table":
      return (
        <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-slate-800">
              {fill(block.caption)}
            </caption>
            <thead className="bg-brand-50 text-brand-900">
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                    {fill(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {block.rows.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {fill(name)}
                  </th>
                  <td className="px-4 py-3">{fill(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

async function policyText(policy: PolicyDocument, locale: Locale) {
  const t = await getTranslations({ locale, namespace: "policies" });
  const { policies, site } = await getMessages({ locale });
  const values = { ...policyValues, address: site.company.address };
  const fill: Fill = (text) => fillPolicyText(text, values);
  return { t, text: policies[policy.key] as unknown as PolicyText, fill };
}

export async function policyMetadata(policy: PolicyDocument, locale: string): Promise<Metadata> {
  const language = pageLocale(locale);
  const { text, fill } = await policyText(policy, language);
  return pageMetadata({
    title: fill(text.title),
    description: fill(text.description),
    path: policy.path,
    locale: language,
  });
}

/** A policy page: title, date, contents and sections, with a back-to-top button. */
export async function PolicyDocumentView({ policy, locale }: { policy: PolicyDocument; locale: Locale }) {
  const { t, text, fill } = await policyText(policy, locale);
  const sections = policy.sections.map((id) => ({ id, ...text.sections[id] }));
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          {locale !== "en" && (
            <p className="mb-6 rounded-md border border-brand-100 bg-white px-4 py-3 text-sm text-slate-700">
              {t.rich("common.englishPrevails", {
                link: (chunks) => (
                  <Link
                    href={policy.path}
                    locale="en"
                    hrefLang="en"
                    prefetch={false}
                    className="font-medium text-brand-700 underline"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t("common.legal")}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{fill(text.title)}</h1>
          <p className="mt-4 font-medium text-slate-700">
            {policy.dateLabel === "Last updated" ? t("common.lastUpdated") : t("common.effectiveDate")}:{" "}
            <time dateTime={policy.date}>{formatPolicyDate(policy.date, locale)}</time>
            {policy.updated && (
              <>
                <span aria-hidden="true" className="max-sm:hidden">
                  {" "}
                  ·{" "}
                </span>
                <span className="whitespace-nowrap max-sm:block">
                  {t("common.lastUpdated")}:{" "}
                  <time dateTime={policy.updated}>{formatPolicyDate(policy.updated, locale)}</time>
                </span>
              </>
            )}
          </p>
          <p className="mt-4 text-lg leading-8 text-slate-600">{fill(text.intro)}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <nav aria-label={t("common.onThisPage")} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wider text-slate-900 uppercase">{t("common.onThisPage")}</h2>
          <ol className="mt-4 space-y-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-slate-600 hover:text-brand-700 hover:underline">
                  {fill(section.heading)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-10 lg:col-span-3">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
                {fill(section.heading)}
              </h2>
              <div className="mt-4 space-y-4 leading-8 text-slate-700">
                {section.blocks.map((block, i) => (
                  <Block key={i} block={block} fill={fill} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
      <BackToTop label={t("common.backToTop")} />
    </>
  );
}
