import { CtaBanner } from "@/components/marketing/cta-banner";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { ServiceGrid } from "@/components/marketing/service-card";
import { pageMeta } from "@/content/pages";
import { services, servicesPage } from "@/content/services";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.services, path: "/services" });

export default function ServicesPage() {
  return (
    <>
      <PageHero {...servicesPage.hero} />
      <Section>
        <ServiceGrid services={services} headingLevel="h2" eagerCount={2} className="lg:grid-cols-3 xl:grid-cols-4" />
      </Section>
      <CtaBanner {...servicesPage.cta} />
    </>
  );
}
