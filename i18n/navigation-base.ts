import { createNavigation } from "next-intl/navigation";

import { routing } from "@/i18n/routing";

// next-intl's locale-aware navigation, for client code that navigates in the page's language
// (router.push("/gov-career") lands on "/hi/gov-career" on a Hindi page). Links use the site's own
// (@/i18n/navigation), which does without next-intl's client runtime.
export const { useRouter } = createNavigation(routing);
