import { hasLocale, type Messages } from "next-intl";
import { getRequestConfig } from "next-intl/server";

import { IST_TIME_ZONE } from "@/lib/dates";
import { restoreLists } from "@/lib/i18n/compiled-catalogue";
import { routing } from "@/i18n/routing";

// Precompiled by the build (next.config.ts), its lists given back as arrays: once per language.
const catalogues = new Map<string, Promise<Messages>>();
function catalogue(locale: string): Promise<Messages> {
  let found = catalogues.get(locale);
  if (!found) {
    found = import(`../messages/${locale}.json`).then((module) => restoreLists(module.default as Messages));
    catalogues.set(locale, found);
  }
  return found;
}

// The catalogue for one request. Pages call setRequestLocale(locale) first, so this runs at
// build time for static pages instead of reading the request.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await catalogue(locale),
    timeZone: IST_TIME_ZONE,
  };
});
