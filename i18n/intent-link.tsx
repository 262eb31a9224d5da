"use client";

import type { ComponentProps } from "react";

import { Link as LocaleLink, useRouter } from "./navigation-base";

type Props = ComponentProps<typeof LocaleLink>;

/**
 * The site's Link (next-intl's, locale-aware) prefetches a page when the visitor reaches for it:
 * the pointer comes over it, a touch starts on it, or it gets keyboard focus. Next's default
 * prefetches every link's page as soon as the link is on screen: on a phone that is a dozen
 * requests (about 90 kB) as the page loads, and their processing on the main thread while the page
 * is becoming interactive, mostly for pages the visitor never opens. A touch starts before the tap
 * ends, which is enough to start fetching a static page. An explicit `prefetch` is passed through.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const { href, locale } = props;
  // A path on this site ("/gov-career"); an address object or another site is not prefetched.
  const path = typeof href === "string" && href.startsWith("/") ? href : null;
  const onIntent = () => {
    if (prefetch === undefined && path) router.prefetch(path, locale ? { locale } : undefined);
  };
  return (
    <LocaleLink
      {...props}
      prefetch={prefetch ?? false}
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
