// POST /api/newsletter/form - the footer's newsletter box posted before its script has run: subscribed as POST /api/newsletter subscribes, then 303 back to the page with the outcome
import { localizedPath } from "@/i18n/paths";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { NEWSLETTER_OUTCOMES, newsletterReturnPath, type NewsletterOutcome } from "@/lib/newsletter-outcome";
import { withinIpLimit, withPublic } from "@/lib/server/http/api";
import { readBoundedText } from "@/lib/server/http/body";
import { refuseForeignFormPost, seeOther } from "@/lib/server/http/origin";
import { log } from "@/lib/server/platform/log";
import { NEWSLETTER_RATE_LIMIT, subscribeToNewsletter } from "@/lib/server/platform/newsletter";
import { NEWSLETTER_FORM_MAX_BYTES, newsletterSchema } from "@/lib/validation/newsletter";

// The box is on every public page, and on a slow phone it shows well before its script has run.
// Its action is this route, so an address sent then is subscribed rather than lost: the same
// checks, limit and store as POST /api/newsletter. The answer is a redirect to the page the box was
// on (the Referer's path and query, or the box's own path field; a plain path of ours either way),
// with the outcome as the fragment, which the box shows by CSS alone (:target): the pages stay
// static, and the address never travels in a URL.

/**
 * The page the box was sent from as the browser names it (Referer, sent whole to our own site),
 * with its query (a receipt's token, a board's filters): its path only if a plain page of ours
 * (newsletterReturnPath), its query re-encoded and short. Null without one: the box's own field.
 */
function sentFrom(referer: string | null): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (newsletterReturnPath(url.pathname) !== url.pathname) return null;
  const query = new URLSearchParams(url.search).toString();
  return query && query.length <= 500 ? `${url.pathname}?${query}` : url.pathname;
}

export const POST = withPublic(async ({ req, ip }) => {
  refuseForeignFormPost(req);
  const page = sentFrom(req.headers.get("referer"));
  const back = (outcome: NewsletterOutcome, path = "/", locale: Locale = routing.defaultLocale) =>
    seeOther(`${page ?? localizedPath(path, locale)}#${NEWSLETTER_OUTCOMES[outcome]}`);
  const form = new URLSearchParams(await readBoundedText(req, NEWSLETTER_FORM_MAX_BYTES));
  const requested = form.get("locale");
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const path = newsletterReturnPath(form.get("path"));

  if (!(await withinIpLimit("newsletter", ip, NEWSLETTER_RATE_LIMIT.limit, NEWSLETTER_RATE_LIMIT.windowSeconds)))
    return back("failed", path, locale);
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? "", consent: form.get("consent") !== null });
  if (!parsed.success) return back("incomplete", path, locale);
  try {
    await subscribeToNewsletter(parsed.data.email, locale); // the mail in the page's language
  } catch (error) {
    log.error("newsletter.form_failed", {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return back("failed", path, locale);
  }
  return back("subscribed", path, locale);
});
