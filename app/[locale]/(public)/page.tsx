import { ArrowRight } from "lucide-react";

import { AnimatedCounters } from "@/components/home/animated-counters";
import { FaqAccordion } from "@/components/home/faq-accordion";
import { HeroCarousel } from "@/components/home/hero-carousel";
import { HeroSlideContent } from "@/components/home/hero-slide";
import { Leaders } from "@/components/home/leaders";
import { Team } from "@/components/home/team";
import { LogoStrip } from "@/components/home/logo-strip";
import { OrganizationJsonLd } from "@/components/home/organization-json-ld";
import { ButtonLink } from "@/components/marketing/button-link";
import { FeatureGrid } from "@/components/marketing/feature-card";
import { Section } from "@/components/marketing/section";
import { ServiceGrid } from "@/components/marketing/service-card";
import { aboutCounters, faqs, heroSlides, homeAbout, homeSections, whyChooseUs } from "@/content/home";
import { pageMeta } from "@/content/pages";
import { HOME_SERVICE_COUNT, services } from "@/content/services";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.home, path: "/", absoluteTitle: true });

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd />
      <HeroCarousel
        slides={heroSlides.map((slide, i) => ({
          title: slide.title,
          content: <HeroSlideContent slide={slide} first={i === 0} />,
        }))}
      />

      <Section {...homeSections.whyUs}>
        <FeatureGrid items={whyChooseUs} />
      </Section>

      <Section id="about" tone="brand">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">About us</p>
            <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {homeAbout.heading}
            </h2>
            {homeAbout.paragraphs.map((text) => (
              <p key={text} className="mt-4 text-lg leading-8 text-slate-600">
                {text}
              </p>
            ))}
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href="/about">More about us</ButtonLink>
              <ButtonLink href="/our-story" variant="secondary">
                Read our story
              </ButtonLink>
            </div>
          </div>
          <AnimatedCounters counters={aboutCounters} />
        </div>
      </Section>

      <Section {...homeSections.services}>
        <ServiceGrid services={services.slice(0, HOME_SERVICE_COUNT)} />
        <div className="mt-10 text-center">
          <ButtonLink href="/services" variant="secondary">
            View all services <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Section>

      <Section {...homeSections.careers} tone="muted">
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink href="/company-career">Tech opportunities</ButtonLink>
          <ButtonLink href="/gov-career" variant="secondary">
            Government or other jobs
          </ButtonLink>
          <ButtonLink href="/career" variant="secondary">
            All career options
          </ButtonLink>
        </div>
      </Section>

      <Section {...homeSections.faq}>
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={faqs} />
        </div>
      </Section>

      <Section {...homeSections.leaders} tone="muted">
        <Leaders />
      </Section>

      <Section {...homeSections.team}>
        <Team />
      </Section>

      <Section {...homeSections.clients} tone="muted" className="!pb-14">
        <LogoStrip />
      </Section>
    </>
  );
}
