import { setRequestLocale } from "next-intl/server";

import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/employment-verification">) {
  const { locale } = await params;
  return serviceMetadata("employment-verification", locale);
}

export default async function EmploymentVerificationPage({ params }: PageProps<"/[locale]/employment-verification">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <ServicePage slug="employment-verification" />;
}
