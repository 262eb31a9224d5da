import { PolicyDocumentView } from "@/components/policies/policy-document";
import { termsAndConditions } from "@/content/policies";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: termsAndConditions.title,
  description: termsAndConditions.description,
  path: termsAndConditions.path,
});

export default function TermsPage() {
  return <PolicyDocumentView policy={termsAndConditions} />;
}
