import { setRequestLocale } from "next-intl/server";

import { PolicyDocumentView, policyMetadata } from "@/components/policies/policy-document";
import { refundPolicy } from "@/content/policies";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/refund-policy">) {
  const { locale } = await params;
  return policyMetadata(refundPolicy, locale);
}

export default async function RefundPolicyPage({ params }: PageProps<"/[locale]/refund-policy">) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return <PolicyDocumentView policy={refundPolicy} locale={locale} />;
}
