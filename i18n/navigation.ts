import { createNavigation } from "next-intl/navigation";

import { routing } from "@/i18n/routing";

// Locale-aware Link, redirect, usePathname and useRouter: "/gov-career" stays "/gov-career" in
// English and becomes "/hi/gov-career" in Hindi.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
