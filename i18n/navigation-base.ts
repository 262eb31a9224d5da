import { createNavigation } from "next-intl/navigation";

import { routing } from "@/i18n/routing";

// next-intl's locale-aware navigation. Import from @/i18n/navigation, whose Link prefetches on
// intent (intent-link.tsx); this module is the one that link is built on.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
