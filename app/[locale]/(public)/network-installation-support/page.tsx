import { setRequestLocale } from "next-intl/server";

import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/network-installation-support">) {
  const { locale } = await params;
  return serviceMetadata("network-installation-support", locale);
}

export default async function NetworkInstallationSupportPage({
  params,
}: PageProps<"/[locale]/network-installation-support">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <ServicePage slug="network-installation-support" />;
}
