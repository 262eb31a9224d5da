import { defineRouting } from "next-intl/routing";

// English at "/", Hindi at "/hi/...": the public site and the applicant's journeys. Staff
// consoles, /login and the API are not localised routes (proxy.ts sends only public pages here).
export const routing = defineRouting({
  locales: ["en", "hi"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  // The header's language switch writes this cookie, so the choice is remembered: "/" then opens
  // in Hindi for someone who chose Hindi. A year, like any site preference.
  localeCookie: { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
  // hreflang alternates are in each page's <head> and in the sitemap, on the public origin
  // (APP_URL). next-intl's Link header would name the origin the request reached instead, which
  // behind a proxy is not the public one.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (routing.locales as readonly string[]).includes(value);
}

/** A page's [locale] param as our Locale (the layout has already answered 404 for any other). */
export function pageLocale(value: string): Locale {
  return isLocale(value) ? value : routing.defaultLocale;
}
