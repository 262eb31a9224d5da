import { setRequestLocale } from "next-intl/server";

import { PolicyDocumentView, policyMetadata } from "@/components/policies/policy-document";
import { cancellationPolicy } from "@/content/policies";
import { pageLocale } from "@/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/cancellation-policy">) {
  const { locale } = await params;
  return policyMetadata(cancellationPolicy, locale);
}

export default async function CancellationPolicyPage({ params }: PageProps<"/[locale]/cancellation-policy">) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  return <PolicyDocumentView policy={cancellationPolicy} locale={locale} />;
}
