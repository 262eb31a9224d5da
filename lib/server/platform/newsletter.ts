import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { company } from "@/content/company";
import { PRIVACY_NOTICES } from "@/content/privacy-notices";
import { localizedPath } from "@/i18n/paths";
import { type Locale, routing } from "@/i18n/routing";
import { siteUrl } from "@/lib/seo";
import { db } from "@/lib/server/db/client";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { mailTranslator } from "@/lib/server/i18n/mail";
import { sender } from "@/lib/server/jobs/queue";
import { sendMail } from "@/lib/server/platform/mail";
import { mailboxOf } from "@/lib/server/platform/mailbox";
import { authSecret } from "@/lib/server/platform/secrets";

/** Per-IP limit of the public form. */
export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const;

/** Confirmations a mailbox gets in a day, whatever spellings of it sign up ("name+1@", Gmail's dots). */
export const NEWSLETTER_MAIL_LIMIT = { mails: 3, windowSeconds: 24 * 60 * 60 } as const;

/**
 * The rate-limit key of the newsletter's confirmations to a mailbox, removed with the address's
 * data on erasure. Each spelling of an inbox is a subscription of its own, so without it a script
 * could send one inbox a confirmation per spelling, in our name.
 */
export function newsletterMailKey(email: string): string {
  return `newsletter-mail:${mailboxOf(email)}`;
}

/**
 * Subscribes an address (already lower-cased by the schema), recording the notice version the
 * visitor consented to. Subscribing twice is not an error: the visitor sees the same confirmation,
 * and an earlier unsubscribe is undone. A confirmation mail (with one-click unsubscribe) goes out
 * when the address starts receiving the newsletter, not on every repeat, in the language of the
 * page the visitor subscribed on, and not past the mailbox's daily number (NEWSLETTER_MAIL_LIMIT,
 * counted in the transaction): past it the address is still subscribed, unmailed, and the visitor
 * is told the same, as the company form does with its confirmations.
 */
export async function subscribeToNewsletter(email: string, locale: Locale): Promise<void> {
  const consent = { consentVersion: PRIVACY_NOTICES.newsletter.version, consentedAt: new Date() };
  await sender();
  await db.$transaction(async (tx) => {
    // One sign-up of an address at a time: the upsert of a simultaneous one waits on the first
    // instead of failing, so each read "no row yet" and mailed a confirmation of its own.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`newsletter:${email}`}, 0))`;
    const before = await tx.newsletterSubscription.findUnique({ where: { email }, select: { unsubscribedAt: true } });
    const row = await tx.newsletterSubscription.upsert({
      where: { email },
      create: { email, ...consent },
      update: { unsubscribedAt: null, ...consent },
      select: { id: true },
    });
    if (before && !before.unsubscribedAt) return;
    const { mails, windowSeconds } = NEWSLETTER_MAIL_LIMIT;
    if (!(await rateLimit.hit(newsletterMailKey(email), mails, windowSeconds, tx)).ok) return;
    await sendMail(confirmationMail(email, row.id, locale), { tx });
  });
}

function confirmationMail(email: string, subscriptionId: string, locale: Locale) {
  // The confirmation page in the subscriber's language ("/hi/newsletter/unsubscribe" for Hindi).
  const page = unsubscribeUrl(subscriptionId, localizedPath("/newsletter/unsubscribe", locale));
  const t = mailTranslator(locale);
  return {
    to: email,
    subject: t("newsletter.subject", { company: company.name }),
    text: [
      t("newsletter.thanks", { company: company.name }),
      "",
      t("newsletter.stop"),
      page,
      "",
      t("newsletter.questions", { email: company.email }),
    ].join("\n"),
    headers: unsubscribeHeaders(subscriptionId, locale),
  };
}

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs "List-Unsubscribe=One-Click" to this URL
 * (POST /api/newsletter/unsubscribe); a person who opens it is sent to the confirmation page, in the
 * language they subscribed in (`lang`: the phone's own browser often asks for English).
 */
export function unsubscribeHeaders(
  subscriptionId: string,
  locale: Locale = routing.defaultLocale,
): Record<string, string> {
  const url = new URL(unsubscribeUrl(subscriptionId, "/api/newsletter/unsubscribe"));
  if (locale !== routing.defaultLocale) url.searchParams.set("lang", locale);
  return {
    "List-Unsubscribe": `<${url.toString()}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

function unsubscribeUrl(subscriptionId: string, path: string): string {
  const url = new URL(path, siteUrl());
  url.searchParams.set("token", unsubscribeToken(subscriptionId));
  return url.toString();
}

// The token names the subscription by its id (never the address, which would then sit in URLs and
// access logs) and is signed, so nobody can unsubscribe someone else. It does not expire: an old
// newsletter's link must still work.
function sign(subscriptionId: string): string {
  return createHmac("sha256", authSecret()).update(`newsletter-unsubscribe:${subscriptionId}`).digest("base64url");
}

export function unsubscribeToken(subscriptionId: string): string {
  return `${subscriptionId}.${sign(subscriptionId)}`;
}

/** The subscription a token names, or null when it is malformed or not ours. */
export function subscriptionFromToken(token: unknown): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [id, signature, ...rest] = token.split(".");
  if (!id || !signature || rest.length || !/^[a-z0-9]{1,40}$/.test(id)) return null;
  const expected = Buffer.from(sign(id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export type UnsubscribeResult = "unsubscribed" | "invalid";

/**
 * Stops the newsletter for the token's subscription. Idempotent: a second click answers the same
 * and keeps the first time. The address goes (the privacy policy keeps it "until you unsubscribe"):
 * the row stays with unsubscribedAt and a placeholder of its own, so counts of past sign-ups hold,
 * and signing up again later makes a new subscription.
 */
export async function unsubscribeFromNewsletter(token: unknown): Promise<UnsubscribeResult> {
  const id = subscriptionFromToken(token);
  if (!id) return "invalid";
  await db.newsletterSubscription.updateMany({
    where: { id, unsubscribedAt: null },
    data: { unsubscribedAt: new Date(), email: `unsubscribed:${id}` },
  });
  // A deleted subscription (its address erased) has nothing left to stop: that is still success.
  return "unsubscribed";
}
