import { ArrowRight } from "lucide-react";
import Link from "next/link";

import { Icon } from "@/components/ui/icon";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { Illustration } from "@/components/ui/illustration";
import { careerChooser, pageMeta } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.career, path: "/career" });

export default function CareerPage() {
  return (
    <>
      <PageHero eyebrow="Careers" title={careerChooser.heading} intro={careerChooser.intro} />
      <Section>
        <ul className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2">
          {careerChooser.cards.map((card) => (
            <li key={card.href}>
              <Link
                href={card.href}
                className="group flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-xl"
              >
                <Illustration src={card.image} eager className="aspect-[16/10] w-full object-cover" />
                <div className="flex flex-1 flex-col p-8">
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={card.icon} />
                  </span>
                  <h2 className="mt-5 text-2xl font-bold text-slate-900 group-hover:text-brand-700">{card.title}</h2>
                  <p className="mt-3 flex-1 leading-7 text-slate-600">{card.text}</p>
                  <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700">
                    {card.cta}{" "}
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
