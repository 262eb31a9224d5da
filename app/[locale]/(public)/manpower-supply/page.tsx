import { setRequestLocale } from "next-intl/server";

import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/manpower-supply">) {
  const { locale } = await params;
  return serviceMetadata("manpower-supply", locale);
}

export default async function ManpowerSupplyPage({ params }: PageProps<"/[locale]/manpower-supply">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <ServicePage slug="manpower-supply" />;
}
