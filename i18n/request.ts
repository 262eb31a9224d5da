import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";

import { IST_TIME_ZONE } from "@/lib/dates";
import { routing } from "@/i18n/routing";

// The catalogue for one request. Pages call setRequestLocale(locale) first, so this runs at
// build time for static pages instead of reading the request.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    timeZone: IST_TIME_ZONE,
  };
});
