import { PolicyDocumentView, policyMetadata } from "@/components/policies/policy-document";
import { termsAndConditions } from "@/content/policies";

export const metadata = policyMetadata(termsAndConditions);

export default function TermsPage() {
  return <PolicyDocumentView policy={termsAndConditions} />;
}
