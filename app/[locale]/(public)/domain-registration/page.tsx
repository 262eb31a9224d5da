import { setRequestLocale } from "next-intl/server";

import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/domain-registration">) {
  const { locale } = await params;
  return serviceMetadata("domain-registration", locale);
}

export default async function DomainRegistrationPage({ params }: PageProps<"/[locale]/domain-registration">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <ServicePage slug="domain-registration" />;
}
