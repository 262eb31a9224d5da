// What the footer's newsletter box, posted before its script ran (POST /api/newsletter/form), came
// to: the page it was sent from is answered with one of these as its fragment, and the box shows the
// matching message while it is the :target. A module of its own: the box loads no schema up front.

export const NEWSLETTER_OUTCOMES = {
  subscribed: "newsletter-subscribed",
  incomplete: "newsletter-incomplete",
  failed: "newsletter-failed",
} as const;

export type NewsletterOutcome = keyof typeof NEWSLETTER_OUTCOMES;

/**
 * A page of ours to send the browser back to, as the box posts it (the path without the language,
 * "/about"): letters, digits, "-", "_" and "/" only, so it can name no other site ("//evil.example",
 * "/\evil.example") and carry no query. Anything else is the home page.
 */
export function newsletterReturnPath(value: unknown): string {
  return typeof value === "string" && value.length <= 200 && /^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?$/.test(value)
    ? value
    : "/";
}
