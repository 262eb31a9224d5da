import { PolicyDocumentView, policyMetadata } from "@/components/policies/policy-document";
import { privacyPolicy } from "@/content/policies";

export const metadata = policyMetadata(privacyPolicy);

export default function PrivacyPolicyPage() {
  return <PolicyDocumentView policy={privacyPolicy} />;
}
