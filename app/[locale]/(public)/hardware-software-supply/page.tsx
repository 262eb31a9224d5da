import { setRequestLocale } from "next-intl/server";

import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/hardware-software-supply">) {
  const { locale } = await params;
  return serviceMetadata("hardware-software-supply", locale);
}

export default async function HardwareSoftwareSupplyPage({ params }: PageProps<"/[locale]/hardware-software-supply">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <ServicePage slug="hardware-software-supply" />;
}
