import { FounderProfileView } from "@/components/marketing/founder-profile";
import { founderProfile } from "@/content/founders";
import { pageMeta } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.founder, path: "/founder-profile" });

export default function FounderProfilePage() {
  return <FounderProfileView profile={founderProfile} />;
}
