import { setRequestLocale } from "next-intl/server";

import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/software-development">) {
  const { locale } = await params;
  return serviceMetadata("software-development", locale);
}

export default async function SoftwareDevelopmentPage({ params }: PageProps<"/[locale]/software-development">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <ServicePage slug="software-development" />;
}
