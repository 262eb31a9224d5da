import { setRequestLocale } from "next-intl/server";

import { PolicyDocumentView, policyMetadata } from "@/components/policies/policy-document";
import { termsAndConditions } from "@/content/policies";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms-and-conditions">) {
  const { locale } = await params;
  return policyMetadata(termsAndConditions, locale);
}

export default async function TermsPage({ params }: PageProps<"/[locale]/terms-and-conditions">) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return <PolicyDocumentView policy={termsAndConditions} locale={locale} />;
}
