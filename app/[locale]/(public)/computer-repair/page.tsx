import { setRequestLocale } from "next-intl/server";

import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/computer-repair">) {
  const { locale } = await params;
  return serviceMetadata("computer-repair", locale);
}

export default async function ComputerRepairPage({ params }: PageProps<"/[locale]/computer-repair">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <ServicePage slug="computer-repair" />;
}
