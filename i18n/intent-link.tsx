"use client";

import NextLink from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { type ComponentProps, createContext, useContext } from "react";

import { localizedPath, splitLocale } from "./paths";
import { routing, type Locale } from "./routing";

// The site's Link, and the page's language and path for client components of the site chrome.
// These used to be next-intl's (createNavigation), which import its whole client runtime, ICU
// message parser included (12 kB gzipped, 40 kB to parse): every public page has links, so every
// page paid for it. The chrome gets its words formatted from the server, and links need only the
// address in the page's language (paths.ts) and next-intl's language cookie on a switch.

/**
 * A page whose language and path are not its address's: the global 404, rendered once (under
 * "/_not-found") for every address no route has, is English throughout and switches to the Hindi
 * home page, in the server's HTML and in the browser alike.
 */
const FixedAddress = createContext<{ locale: Locale; path: string } | null>(null);

export function FixedPageAddress({
  locale,
  path,
  children,
}: {
  locale: Locale;
  path: string;
  children: React.ReactNode;
}) {
  return <FixedAddress value={{ locale, path }}>{children}</FixedAddress>;
}

/** The page's language and path, from its address (or a FixedPageAddress around it). */
function usePageAddress(): { locale: Locale; path: string } {
  const fixed = useContext(FixedAddress);
  const pathname = usePathname() ?? "/";
  return fixed ?? splitLocale(pathname);
}

/** The page's language, from its address: "/hi/..." is Hindi, an unprefixed one English. */
export function usePageLocale(): Locale {
  return usePageAddress().locale;
}

/** The page's path without the language prefix ("/about" on /hi/about), as the navigation lists it. */
export function usePagePath(): string {
  return usePageAddress().path;
}

/** Remembers a visitor's switch of language as next-intl's middleware reads it (routing.localeCookie). */
function rememberLocale(locale: Locale) {
  const { name, maxAge, sameSite } = routing.localeCookie as { name: string; maxAge: number; sameSite: string };
  document.cookie = `${name}=${locale}; path=/; max-age=${maxAge}; samesite=${sameSite}`;
}

type Props = Omit<ComponentProps<typeof NextLink>, "href" | "locale"> & {
  /** A path on this site in no particular language ("/gov-career"), or another address. */
  href: string;
  /** The language to link to; the page's own when left out. */
  locale?: Locale;
};

/**
 * A link to `href` in the page's language (or `locale`'s). It prefetches the page when the visitor
 * reaches for it: the pointer comes over it, a touch starts on it, or it gets keyboard focus. Next's
 * default prefetches every link's page as soon as the link is on screen: on a phone that is a dozen
 * requests (about 90 kB) as the page loads, and their processing on the main thread while the page
 * is becoming interactive, mostly for pages the visitor never opens. A touch starts before the tap
 * ends, which is enough to start fetching a static page. An explicit `prefetch` is passed through.
 */
export function Link({ href, locale, prefetch, onClick, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const pageLocale = usePageLocale();
  const target = locale ?? pageLocale;
  const address = localizedPath(href, target, { prefixed: locale !== undefined });
  const onIntent = () => {
    if (prefetch === undefined && address.startsWith("/")) router.prefetch(address);
  };
  return (
    <NextLink
      {...props}
      href={address}
      prefetch={prefetch ?? false}
      onClick={(event) => {
        if (target !== pageLocale) rememberLocale(target);
        onClick?.(event);
      }}
      onMouseEnter={(event) => {
        onIntent();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        onIntent();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        onIntent();
        onFocus?.(event);
      }}
    />
  );
}
