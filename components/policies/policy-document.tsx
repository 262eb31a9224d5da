import { formatPolicyDate, type PolicyDocument } from "@/content/policies";
import type { PolicyBlock } from "@/content/policies/types";
import { pageMetadata } from "@/lib/seo";

import { BackToTop } from "./back-to-top";

const listClass = {
  ul: "list-disc space-y-2 pl-6 marker:text-brand-700",
  ol: "list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700",
};

function Block({ block }: { block: PolicyBlock }) {
  switch (block.type) {
    case "p":
      return <p>{block.text}</p>;
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List className={listClass[block.type]}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case "table":
      return (
        <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-slate-800">{block.caption}</caption>
            <thead className="bg-brand-50 text-brand-900">
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {block.rows.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {name}
                  </th>
                  <td className="px-4 py-3">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

export function policyMetadata(policy: PolicyDocument) {
  return pageMetadata({ title: policy.title, description: policy.description, path: policy.path });
}

/** A policy page: title, date, contents and sections, with a back-to-top button. */
export function PolicyDocumentView({ policy }: { policy: PolicyDocument }) {
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Legal</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{policy.title}</h1>
          <p className="mt-4 font-medium text-slate-700">
            {policy.dateLabel}: <time dateTime={policy.date}>{formatPolicyDate(policy.date)}</time>
          </p>
          <p className="mt-4 text-lg leading-8 text-slate-600">{policy.intro}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wider text-slate-900 uppercase">On this page</h2>
          <ol className="mt-4 space-y-2 text-sm">
            {policy.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-slate-600 hover:text-brand-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-10 lg:col-span-3">
          {policy.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-8 text-slate-700">
                {section.blocks.map((block, i) => (
                  <Block key={i} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
      <BackToTop />
    </>
  );
}
