import { Eye, Target } from "lucide-react";

import { Leaders } from "@/components/home/leaders";
import { ButtonLink } from "@/components/marketing/button-link";
import { CtaBanner } from "@/components/marketing/cta-banner";
import { FeatureGrid } from "@/components/marketing/feature-card";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { StatGrid } from "@/components/marketing/stat-grid";
import { aboutPage } from "@/content/about";
import { pageMeta } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.about, path: "/about" });

const aims = [
  { icon: Target, title: "Our mission", text: aboutPage.mission, box: "bg-brand-50", heading: "text-brand-800" },
  { icon: Eye, title: "Our vision", text: aboutPage.vision, box: "bg-slate-50", heading: "text-slate-900" },
];

export default function AboutPage() {
  const { sections } = aboutPage;
  return (
    <>
      <PageHero
        eyebrow={aboutPage.eyebrow}
        title={aboutPage.heading}
        intro={aboutPage.intro}
        image="/images/about/team.svg"
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

      <Section {...sections.whoWeAre} align="left">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="space-y-5 text-lg leading-8 text-slate-600 lg:col-span-3">
            {aboutPage.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <div className="space-y-4 lg:col-span-2">
            {aims.map(({ icon: Glyph, title, text, box, heading }) => (
              <div key={title} className={`rounded-2xl p-6 ${box}`}>
                <h3 className={`flex items-center gap-2 text-lg font-semibold ${heading}`}>
                  <Glyph aria-hidden="true" className="size-5" /> {title}
                </h3>
                <p className="mt-2 leading-7 text-slate-700">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </Section>

      <Section {...sections.numbers} tone="brand">
        <StatGrid stats={aboutPage.stats} />
      </Section>

      <Section {...sections.features}>
        <FeatureGrid items={aboutPage.features} columns={3} />
      </Section>

      <Section {...sections.leadership} tone="muted">
        <Leaders />
      </Section>

      <CtaBanner {...aboutPage.cta} />
    </>
  );
}
