import { PolicyDocumentView } from "@/components/policies/policy-document";
import { cancellationPolicy } from "@/content/policies";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: cancellationPolicy.title,
  description: cancellationPolicy.description,
  path: cancellationPolicy.path,
});

export default function CancellationPolicyPage() {
  return <PolicyDocumentView policy={cancellationPolicy} />;
}
