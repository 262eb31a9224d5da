import { PolicyDocumentView } from "@/components/policies/policy-document";
import { privacyPolicy } from "@/content/policies";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  path: privacyPolicy.path,
});

export default function PrivacyPolicyPage() {
  return <PolicyDocumentView policy={privacyPolicy} />;
}
