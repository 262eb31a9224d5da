import { PolicyDocumentView, policyMetadata } from "@/components/policies/policy-document";
import { refundPolicy } from "@/content/policies";

export const metadata = policyMetadata(refundPolicy);

export default function RefundPolicyPage() {
  return <PolicyDocumentView policy={refundPolicy} />;
}
