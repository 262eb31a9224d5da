import type { Metadata } from "next";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";

import { CtaBanner } from "@/components/marketing/cta-banner";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { storyPage } from "@/content/about";
import { company } from "@/content/company";
import { pageLocale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/our-story">): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "about" });
  return pageMetadata({
    title: t("story.meta.title"),
    description: t("story.meta.description", { company: company.name }),
    path: "/our-story",
    locale,
  });
}

export default async function OurStoryPage({ params }: PageProps<"/[locale]/our-story">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  const t = await getTranslations("about");
  const { video } = storyPage;
  const paragraphs = [t("story.founded", { company: company.name }), ...(t.raw("story.paragraphs") as string[])];
  // i18n-keys: about.story.milestones.*
  const milestones = Object.entries((await getMessages()).about.story.milestones);

  return (
    <>
      <PageHero eyebrow={t("story.hero.eyebrow")} title={t("story.hero.heading")} intro={t("story.hero.lead")} />

      <Section>
        <div className="grid gap-12 lg:grid-cols-2 lg:items-start">
          <div className="space-y-5 text-lg leading-8 text-slate-600">
            {paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <figure>
            <video
              controls
              preload="none"
              poster={video.poster}
              width={960}
              height={540}
              aria-describedby="story-video-description"
              className="aspect-video w-full rounded-2xl bg-brand-900 shadow-xl"
            >
              <source src={video.src} type="video/webm" />
              <track kind="captions" src={video.captions} srcLang="en" label={t("story.video.captions")} default />
            </video>
            <figcaption className="mt-3 text-sm text-slate-600">
              <span className="font-semibold text-slate-800">{t("story.video.title")}.</span>{" "}
              <span id="story-video-description">{t("story.video.description")}</span>
            </figcaption>
          </figure>
        </div>
      </Section>

      <Section
        id="milestones"
        eyebrow={t("story.milestonesSection.eyebrow")}
        title={t("story.milestonesSection.title")}
        tone="muted"
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {milestones.map(([year, text]) => (
            <li key={year} className="rounded-2xl border-t-4 border-brand-700 bg-white p-6 shadow-sm">
              <p className="text-3xl font-bold text-brand-700">{year}</p>
              <p className="mt-2 leading-7 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBanner title={t("story.cta.title")} text={t("story.cta.text")} label={t("story.cta.label")} />
    </>
  );
}
