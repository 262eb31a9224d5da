import { setRequestLocale } from "next-intl/server";

import { PolicyDocumentView, policyMetadata } from "@/components/policies/policy-document";
import { privacyPolicy } from "@/content/policies";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy-policy">) {
  const { locale } = await params;
  return policyMetadata(privacyPolicy, locale);
}

export default async function PrivacyPolicyPage({ params }: PageProps<"/[locale]/privacy-policy">) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return <PolicyDocumentView policy={privacyPolicy} locale={locale} />;
}
