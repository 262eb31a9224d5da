import { isLocale, routing, type Locale } from "./routing";

// Addresses in each language, as next-intl's routing lays them out (localePrefix "as-needed"):
// English unprefixed ("/gov-career"), Hindi under "/hi" ("/hi/gov-career"). Plain functions, for the
// site chrome's links, which must not bring next-intl's client runtime (with its ICU message parser,
// 12 kB gzipped) into every page: see intent-link.tsx.

/**
 * `path` ("/gov-career", "/gov-career?job=1", "/") as an address in `locale`. `prefixed`: with the
 * language even for English ("/en/gov-career"), as next-intl links a switch of language: its
 * middleware then stores the choice and answers with the unprefixed address, JavaScript or not.
 */
export function localizedPath(path: string, locale: Locale, { prefixed = false } = {}): string {
  if ((locale === routing.defaultLocale && !prefixed) || !path.startsWith("/")) return path;
  return path === "/" ? `/${locale}` : /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/**
 * A page's language and its address without the language prefix: "/hi/about" is Hindi at "/about",
 * "/hi" Hindi at "/", an unprefixed address English. English pages are rendered on the server under
 * their rewritten address ("/en/about"), which reads the same way.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split("/");
  return isLocale(first)
    ? { locale: first, path: `/${rest.join("/")}` }
    : { locale: routing.defaultLocale, path: pathname };
}
