import { CtaBanner } from "@/components/marketing/cta-banner";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { ServiceCard } from "@/components/services/service-card";
import { pageMeta } from "@/content/pages";
import { services } from "@/content/services";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.services, path: "/services" });

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="What we do"
        title="Our Services"
        intro="Ten services for the people and the technology your organisation runs on, each delivered by our own team with a named point of contact."
      />
      <Section>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {services.map((service, i) => (
            <li key={service.slug}>
              <ServiceCard service={service} headingLevel="h2" eager={i < 2} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        title="Not sure which service you need?"
        text="Describe your situation and we will recommend the right mix of services, with a clear quote."
        label="Ask an expert"
      />
    </>
  );
}
