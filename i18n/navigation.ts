// The site's locale-aware Link: "/gov-career" stays "/gov-career" in English and becomes
// "/hi/gov-career" in Hindi; it prefetches on intent (intent-link.tsx). next-intl's own navigation
// (navigation-base.ts: its router for client code that navigates) is imported from there by what
// needs it, never through here: a layout or page whose server components import a module naming
// next-intl's Link gets that client component's code (and next-intl's client runtime, 12 kB
// gzipped) in its scripts, rendered or not.
export { Link, usePageLocale, usePagePath } from "./intent-link";
