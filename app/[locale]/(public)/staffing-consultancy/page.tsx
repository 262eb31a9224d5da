import { setRequestLocale } from "next-intl/server";

import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/staffing-consultancy">) {
  const { locale } = await params;
  return serviceMetadata("staffing-consultancy", locale);
}

export default async function StaffingConsultancyPage({ params }: PageProps<"/[locale]/staffing-consultancy">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <ServicePage slug="staffing-consultancy" />;
}
