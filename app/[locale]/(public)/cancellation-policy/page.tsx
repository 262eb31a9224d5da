import { PolicyDocumentView, policyMetadata } from "@/components/policies/policy-document";
import { cancellationPolicy } from "@/content/policies";

export const metadata = policyMetadata(cancellationPolicy);

export default function CancellationPolicyPage() {
  return <PolicyDocumentView policy={cancellationPolicy} />;
}
