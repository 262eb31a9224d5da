import Image from "next/image";

import { Icon } from "@/components/marketing/icon";
import { CtaBanner } from "@/components/marketing/cta-banner";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { governmentDeployments, industries } from "@/content/industries";
import { pageMeta } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.industries, path: "/industries" });

export default function IndustriesPage() {
  return (
    <>
      <PageHero
        eyebrow="Industries"
        title="Industries We Serve"
        intro="Every sector hires, pays and equips people differently. We bring workforce and IT services shaped by the rules and rhythms of yours."
      />

      <Section>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {industries.map((industry) => (
            <li
              key={industry.title}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={industry.icon} />
              </span>
              <h2 className="mt-5 text-lg font-semibold text-slate-900">{industry.title}</h2>
              <p className="mt-2 flex-1 leading-7 text-slate-600">{industry.text}</p>
              <ul aria-label={`Services for ${industry.title}`} className="mt-4 flex flex-wrap gap-2">
                {industry.services.map((name) => (
                  <li key={name} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
                    {name}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="government-deployments"
        tone="muted"
        eyebrow="Public sector"
        title="Government Deployments"
        intro="Trained personnel we have deployed for government departments and public bodies."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {governmentDeployments.map((deployment) => (
            <li
              key={deployment.title}
              className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <Image
                src={deployment.logoUrl}
                alt={deployment.altText}
                width={128}
                height={128}
                className="size-16 shrink-0"
              />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{deployment.title}</h3>
                <p className="mt-1 text-sm font-semibold text-brand-700">{deployment.natureOfWork}</p>
                <p className="mt-3 leading-7 text-slate-600">{deployment.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        title="Planning a project in your sector?"
        text="Tell us about your organisation and the people or systems you need; we will share relevant experience and a proposal."
        label="Discuss your requirements"
      />
    </>
  );
}
