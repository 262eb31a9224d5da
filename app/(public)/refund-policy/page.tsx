import { PolicyDocumentView } from "@/components/policies/policy-document";
import { refundPolicy } from "@/content/policies";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: refundPolicy.title,
  description: refundPolicy.description,
  path: refundPolicy.path,
});

export default function RefundPolicyPage() {
  return <PolicyDocumentView policy={refundPolicy} />;
}
