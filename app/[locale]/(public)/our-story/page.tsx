import { CtaBanner } from "@/components/marketing/cta-banner";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { storyPage } from "@/content/about";
import { pageMeta } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.story, path: "/our-story" });

export default function OurStoryPage() {
  const { video } = storyPage;
  return (
    <>
      <PageHero eyebrow={storyPage.eyebrow} title={storyPage.heading} intro={storyPage.lead} />

      <Section>
        <div className="grid gap-12 lg:grid-cols-2 lg:items-start">
          <div className="space-y-5 text-lg leading-8 text-slate-600">
            {storyPage.paragraphs.map((text) => (
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
              <track kind="captions" src={video.captions} srcLang="en" label="English" default />
            </video>
            <figcaption className="mt-3 text-sm text-slate-600">
              <span className="font-semibold text-slate-800">{video.title}.</span>{" "}
              <span id="story-video-description">{video.description}</span>
            </figcaption>
          </figure>
        </div>
      </Section>

      <Section {...storyPage.milestonesSection} tone="muted">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {storyPage.milestones.map((milestone) => (
            <li key={milestone.year} className="rounded-2xl border-t-4 border-brand-700 bg-white p-6 shadow-sm">
              <p className="text-3xl font-bold text-brand-700">{milestone.year}</p>
              <p className="mt-2 leading-7 text-slate-600">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBanner {...storyPage.cta} />
    </>
  );
}
