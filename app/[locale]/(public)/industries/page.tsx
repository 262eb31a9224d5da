import { DeploymentGrid, IndustryGrid } from "@/components/industries/industry-grids";
import { CtaBanner } from "@/components/marketing/cta-banner";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { industriesPage } from "@/content/industries";
import { pageMeta } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.industries, path: "/industries" });

export default function IndustriesPage() {
  return (
    <>
      <PageHero {...industriesPage.hero} />
      <Section>
        <IndustryGrid />
      </Section>
      <Section {...industriesPage.deployments} tone="muted">
        <DeploymentGrid />
      </Section>
      <CtaBanner {...industriesPage.cta} />
    </>
  );
}
