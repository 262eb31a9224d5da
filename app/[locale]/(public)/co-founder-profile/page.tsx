import { FounderProfileView } from "@/components/marketing/founder-profile";
import { coFounderProfile } from "@/content/founders";
import { pageMeta } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.coFounder, path: "/co-founder-profile" });

export default function CoFounderProfilePage() {
  return <FounderProfileView profile={coFounderProfile} />;
}
