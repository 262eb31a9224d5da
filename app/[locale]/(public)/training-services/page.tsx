import { setRequestLocale } from "next-intl/server";

import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/training-services">) {
  const { locale } = await params;
  return serviceMetadata("training-services", locale);
}

export default async function TrainingServicesPage({ params }: PageProps<"/[locale]/training-services">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <ServicePage slug="training-services" />;
}
