import { Eye, Target } from "lucide-react";

import { Leaders } from "@/components/home/leaders";
import { ButtonLink } from "@/components/marketing/button-link";
import { CtaBanner } from "@/components/marketing/cta-banner";
import { FeatureCard } from "@/components/marketing/feature-card";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { StatGrid } from "@/components/marketing/stat-grid";
import { aboutPage } from "@/content/about";
import { pageMeta } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.about, path: "/about" });

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={aboutPage.heading}
        intro={aboutPage.intro}
        image={{ src: "/images/about/team.svg", width: 640, height: 480 }}
        actions={
          <>
            <ButtonLink href="/our-story" variant="light">
              Read our story
            </ButtonLink>
            <ButtonLink href="/services" variant="ghost">
              Our services
            </ButtonLink>
          </>
        }
      />

      <Section id="who-we-are" title="Who we are" align="left">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="space-y-5 text-lg leading-8 text-slate-600 lg:col-span-3">
            {aboutPage.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <div className="space-y-4 lg:col-span-2">
            <div className="rounded-2xl bg-brand-50 p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-800">
                <Target aria-hidden="true" className="size-5" /> Our mission
              </h3>
              <p className="mt-2 leading-7 text-slate-700">{aboutPage.mission}</p>
            </div>
            <div className="rounded-2xl bg-slate-50 p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <Eye aria-hidden="true" className="size-5" /> Our vision
              </h3>
              <p className="mt-2 leading-7 text-slate-700">{aboutPage.vision}</p>
            </div>
          </div>
        </div>
      </Section>

      <Section id="numbers" tone="brand" eyebrow="By the numbers" title="Results our clients can count">
        <StatGrid stats={aboutPage.stats} />
      </Section>

      <Section
        id="what-sets-us-apart"
        eyebrow="What sets us apart"
        title="Everything a workforce needs, from one partner"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {aboutPage.features.map((feature) => (
            <li key={feature.title}>
              <FeatureCard {...feature} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="leadership" tone="muted" eyebrow="Leadership" title="Led by its founders">
        <Leaders />
      </Section>

      <CtaBanner
        title="Let's build your team together"
        text="Whether you need ten verified hires or a full IT setup, we will propose a plan within one business day."
        label="Talk to us"
      />
    </>
  );
}
