import { setRequestLocale } from "next-intl/server";

import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";
import { isLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/employment-verification">) {
  const { locale } = await params;
  return serviceMetadata("employment-verification", locale);
}

export default async function EmploymentVerificationPage({ params }: PageProps<"/[locale]/employment-verification">) {
  const { locale } = await params;
  setRequestLocale(isLocale(locale) ? locale : "en");
  return <ServicePage slug="employment-verification" />;
}
