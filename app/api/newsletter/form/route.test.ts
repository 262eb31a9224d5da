// The footer's newsletter box sent before its script ran: subscribed as the JSON route subscribes,
// and the browser sent back to the page it was on with the outcome as the fragment, never with the
// address in the URL, and never to another site.
import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { NEWSLETTER_RATE_LIMIT } from "@/lib/server/platform/newsletter";
import { call } from "@/lib/testing/fixtures";

import { POST } from "./route";

const ORIGIN = "http://127.0.0.1:3000";
let n = 0;
const nextIp = () => `198.51.100.${++n}`;

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(POST, {
    method: "POST",
    path: "/api/newsletter/form",
    body: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "x-forwarded-for": nextIp(),
      ...headers,
    },
  });
}

const box = (email: string, overrides: Record<string, string> = {}) => ({
  locale: "en",
  path: "/about",
  email,
  consent: "on",
  ...overrides,
});
const subscription = (email: string) => db.newsletterSubscription.findUnique({ where: { email } });

describe("POST /api/newsletter/form", () => {
  it("subscribes the address, mails it once, and sends the browser back to the page it was on", async () => {
    const res = await post(box("  No-Script.Reader@Example.in "));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/about#newsletter-subscribed");
    expect(await subscription("no-script.reader@example.in")).toMatchObject({ unsubscribedAt: null });
    expect(await db.mailOutbox.count({ where: { to: "no-script.reader@example.in" } })).toBe(1);
  });

  it("answers a Hindi page on the Hindi page, in Hindi", async () => {
    const res = await post(box("hindi.reader@example.in", { locale: "hi", path: "/gov-career" }));
    expect(res.headers.get("location")).toBe("/hi/gov-career#newsletter-subscribed");
    const [mail] = await db.mailOutbox.findMany({ where: { to: "hindi.reader@example.in" } });
    expect(mail.text).toMatch(/[\u0900-\u097F]/);
    expect((await post(box("home.reader@example.in", { locale: "hi", path: "/" }))).headers.get("location")).toBe(
      "/hi#newsletter-subscribed",
    );
  });

  it.each(["//evil.example/x", "/\\evil.example", "https://evil.example/", "/about?q=1", "/about#x", "about"])(
    "sends the browser to no other site or address than a plain page of ours (path %s: the home page)",
    async (path) => {
      const res = await post(box(`odd-${n}@example.in`, { path }));
      expect(res.headers.get("location")).toBe("/#newsletter-subscribed");
    },
  );

  it("sends the browser back to the page as it named it, its query included (a receipt keeps its token)", async () => {
    const receipt = `${ORIGIN}/hi/gov-career/receipt/APP2611260001?t=1767225600.abc-DEF_1`;
    const res = await post(
      box("receipt.reader@example.in", { locale: "hi", path: "/gov-career/receipt/APP2611260001" }),
      {
        referer: receipt,
      },
    );
    expect(res.headers.get("location")).toBe(
      "/hi/gov-career/receipt/APP2611260001?t=1767225600.abc-DEF_1#newsletter-subscribed",
    );
    // A Referer that is not a plain page of ours is not followed: the box's own path is.
    for (const referer of [`${ORIGIN}//evil.example/x`, "not a url", `${ORIGIN}/a b`]) {
      const odd = await post(box(`referer-${n}@example.in`), { referer });
      expect(odd.headers.get("location")).toBe("/about#newsletter-subscribed");
    }
  });

  it("subscribes nothing without consent or a valid address, and says what the box needs", async () => {
    for (const [email, overrides] of [
      ["no-consent@example.in", { consent: "" }],
      ["not-an-address", {}],
    ] as const) {
      const fields: Record<string, string> = box(email, overrides);
      if ("consent" in overrides) delete fields.consent;
      const res = await post(fields);
      expect(res.headers.get("location")).toBe("/about#newsletter-incomplete");
      expect(await subscription(email)).toBeNull();
    }
  });

  it("shares the JSON route's limit per address: over it, nothing is subscribed and the box says to try later", async () => {
    const ip = "203.0.113.63";
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.limit; i++) {
      expect((await post(box(`busy-${i}@example.in`), { "x-forwarded-for": ip })).headers.get("location")).toBe(
        "/about#newsletter-subscribed",
      );
    }
    const res = await post(box("one-too-many@example.in"), { "x-forwarded-for": ip });
    expect(res.headers.get("location")).toBe("/about#newsletter-failed");
    expect(await subscription("one-too-many@example.in")).toBeNull();
  });

  it("refuses another site's post", async () => {
    const res = await post(box("forged@example.in"), { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await subscription("forged@example.in")).toBeNull();
  });
});
