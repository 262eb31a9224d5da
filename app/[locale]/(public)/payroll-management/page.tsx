import { setRequestLocale } from "next-intl/server";

import { ServicePage, serviceMetadata } from "@/components/marketing/service-page";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/payroll-management">) {
  const { locale } = await params;
  return serviceMetadata("payroll-management", locale);
}

export default async function PayrollManagementPage({ params }: PageProps<"/[locale]/payroll-management">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <ServicePage slug="payroll-management" />;
}
