import { describe, expect, it } from "vitest";

import { company } from "@/content/company";
import { CONSENT_REQUIRED, PRIVACY_NOTICES } from "@/content/privacy-notices";
import { db } from "@/lib/server/db/client";
import { NEWSLETTER_MAIL_LIMIT, NEWSLETTER_RATE_LIMIT } from "@/lib/server/platform/newsletter";
import { call } from "@/lib/testing/fixtures";

import { POST } from "./route";

let n = 0;
const nextIp = () => `198.51.100.${++n}`;
const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  call(POST, { method: "POST", path: "/api/newsletter", body, headers: { "x-forwarded-for": nextIp(), ...headers } });
const mailsTo = (to: string) => db.mailOutbox.findMany({ where: { to } });

describe("POST /api/newsletter", () => {
  it("stores the subscription, trimmed and lower-cased", async () => {
    const res = await subscribe({ email: "  Reader@Example.IN ", consent: true });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Successfully subscribed!" });
    const row = await db.newsletterSubscription.findUnique({ where: { email: "reader@example.in" } });
    expect(row).not.toBeNull();
    expect(row?.unsubscribedAt).toBeNull();
    expect(row?.consentVersion).toBe(PRIVACY_NOTICES.newsletter.version);
    expect(row?.consentedAt).toBeInstanceOf(Date);
  });

  it("sends one confirmation mail carrying one-click unsubscribe headers (RFC 8058)", async () => {
    await subscribe({ email: "headers@example.in", consent: true });
    await subscribe({ email: "headers@example.in", consent: true });
    const mails = await mailsTo("headers@example.in");
    expect(mails).toHaveLength(1);
    const headers = mails[0].headers as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>$/);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mails[0].text).toContain("/newsletter/unsubscribe?token=");
    // The address is not in the link: the token names the subscription.
    expect(headers["List-Unsubscribe"]).not.toContain("headers%40example.in");
    expect(headers["List-Unsubscribe"]).not.toContain("headers@example.in");
  });

  // On PostgreSQL the sign-ups run at once (on the embedded database, one after another): each used to
  // find no row and queue its own mail, as the upsert waited instead of failing.
  it("sends one confirmation for ten simultaneous first sign-ups of one address", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => subscribe({ email: "at-once@example.in", consent: true })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(await mailsTo("at-once@example.in")).toHaveLength(1);
    expect(await db.newsletterSubscription.count({ where: { email: "at-once@example.in" } })).toBe(1);
  });

  it("mails one inbox at most its daily number of confirmations, whatever spellings of it sign up, and still subscribes them", async () => {
    const spellings = ["inbox.owner@gmail.com", "inboxowner+1@gmail.com", "inbox.owner+2@googlemail.com"];
    spellings.push("i.nboxowner@gmail.com", "inboxowner+news@gmail.com");
    for (const email of spellings) {
      const res = await subscribe({ email, consent: true });
      expect(res.status, email).toBe(200);
      expect(res.json).toEqual({ success: true, message: "Successfully subscribed!" });
    }
    expect(await db.newsletterSubscription.count({ where: { email: { in: spellings } } })).toBe(spellings.length);
    expect(await db.mailOutbox.count({ where: { to: { in: spellings } } })).toBe(NEWSLETTER_MAIL_LIMIT.mails);
    // Another inbox is not held back by it.
    await subscribe({ email: "inbox.other@gmail.com", consent: true });
    expect(await mailsTo("inbox.other@gmail.com")).toHaveLength(1);
  });

  it("writes the confirmation in the language of the page the visitor subscribed on", async () => {
    await subscribe({ email: "hindi-reader@example.in", consent: true }, { "accept-language": "hi" });
    const [hindi] = await mailsTo("hindi-reader@example.in");
    expect(hindi.subject).toBe(`${company.name} के न्यूज़लेटर की सदस्यता शुरू हो गई है`);
    const lines = hindi.text.split("\n");
    expect(lines[0]).toBe(`${company.name} के न्यूज़लेटर की सदस्यता लेने के लिए धन्यवाद।`);
    expect(lines[2]).toBe("हम इस ई-मेल पते का इस्तेमाल सिर्फ़ न्यूज़लेटर भेजने के लिए करते हैं। सदस्यता कभी भी छोड़ने के लिए यह लिंक खोलें:");
    // The link opens the Hindi confirmation page.
    expect(new URL(lines[3]).pathname).toBe("/hi/newsletter/unsubscribe");
    expect(lines[5]).toBe(`अपने डेटा के बारे में कोई सवाल हो तो लिखें: ${company.email}`);

    await subscribe({ email: "english-reader@example.in", consent: true });
    const [english] = await mailsTo("english-reader@example.in");
    expect(english.subject).toBe(`You are subscribed to the ${company.name} newsletter`);
    expect(english.text.split("\n")[0]).toBe(`Thank you for subscribing to the ${company.name} newsletter.`);
    expect(new URL(english.text.split("\n")[3]).pathname).toBe("/newsletter/unsubscribe");
  });

  it.each([
    ["missing", undefined],
    ["false", false],
    ["a string", "true"],
  ])("refuses a sign-up whose consent is %s with 400 naming the field", async (_, consent) => {
    const res = await subscribe({ email: "no-consent@example.in", consent });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, errors: { consent: CONSENT_REQUIRED } });
    expect(await db.newsletterSubscription.findUnique({ where: { email: "no-consent@example.in" } })).toBeNull();
  });

  it("accepts a duplicate silently and keeps one row, re-subscribing an unsubscribed address", async () => {
    await subscribe({ email: "twice@example.in", consent: true });
    await db.newsletterSubscription.update({
      where: { email: "twice@example.in" },
      data: { unsubscribedAt: new Date() },
    });
    const again = await subscribe({ email: "TWICE@example.in", consent: true });
    expect(again.status).toBe(200);
    expect(again.json.message).toBe("Successfully subscribed!");
    const rows = await db.newsletterSubscription.findMany({ where: { email: "twice@example.in" } });
    expect(rows).toHaveLength(1);
    expect(rows[0].unsubscribedAt).toBeNull();
    // Coming back is a new sign-up: a new confirmation (with its unsubscribe link).
    expect(await mailsTo("twice@example.in")).toHaveLength(2);
  });

  it.each([
    [{ email: "", consent: true }, "Please enter your email address"],
    [{ email: "not-an-email", consent: true }, "Please enter a valid email address"],
    [{ email: "a@b", consent: true }, "Please enter a valid email address"],
    [{}, "Please enter your email address"],
    [{ email: `${"x".repeat(250)}@example.in`, consent: true }, "Please enter a valid email address"],
  ])("refuses %j with 400", async (body, message) => {
    const before = await db.newsletterSubscription.count();
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message, errors: { email: message } });
    expect(await db.newsletterSubscription.count()).toBe(before);
  });

  it("refuses malformed JSON, other content types and other sites' browsers", async () => {
    expect((await subscribe("{not json")).status).toBe(400);
    const form = await call(POST, {
      method: "POST",
      body: "email=a@b.in",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextIp() },
    });
    expect(form.status).toBe(415);
    const foreign = await subscribe({ email: "csrf@example.in", consent: true }, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await db.newsletterSubscription.findUnique({ where: { email: "csrf@example.in" } })).toBeNull();
  });

  it("rate limits one address with 429 and Retry-After", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.limit; i++) {
      const ok = await subscribe({ email: `burst${i}@example.in`, consent: true }, { "x-forwarded-for": ip });
      expect(ok.status).toBe(200);
    }
    const limited = await subscribe({ email: "one-more@example.in", consent: true }, { "x-forwarded-for": ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.newsletterSubscription.findUnique({ where: { email: "one-more@example.in" } })).toBeNull();
    // Another visitor is not affected.
    expect((await subscribe({ email: "other@example.in", consent: true })).status).toBe(200);
  });
});
