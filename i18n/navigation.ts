// Locale-aware Link, redirect, usePathname and useRouter: "/gov-career" stays "/gov-career" in
// English and becomes "/hi/gov-career" in Hindi. The Link prefetches on intent (intent-link.tsx).
export { redirect, usePathname, useRouter, getPathname } from "./navigation-base";
export { Link } from "./intent-link";
