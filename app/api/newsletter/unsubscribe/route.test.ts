import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { unsubscribeHeaders, unsubscribeToken } from "@/lib/server/platform/newsletter";
import { call } from "@/lib/testing/fixtures";

import { GET, POST } from "./route";

const subscription = (email: string) => db.newsletterSubscription.create({ data: { email } });

/** What a mail client does with the List-Unsubscribe header (RFC 8058). */
function oneClick(url: string) {
  const { pathname, search } = new URL(url);
  return call(POST, {
    method: "POST",
    path: `${pathname}${search}`,
    body: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

const headerUrl = (id: string) => unsubscribeHeaders(id)["List-Unsubscribe"].slice(1, -1);

describe("POST /api/newsletter/unsubscribe", () => {
  it("unsubscribes the mail's subscription in one click, keeping the row but not the address", async () => {
    const row = await subscription("one-click@example.in");
    const res = await oneClick(headerUrl(row.id));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "You have been unsubscribed from the newsletter." });
    const after = await db.newsletterSubscription.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.unsubscribedAt).toBeInstanceOf(Date);
    // The privacy policy keeps the address "until you unsubscribe".
    expect(await db.newsletterSubscription.count({ where: { email: "one-click@example.in" } })).toBe(0);
    expect(after.email).not.toContain("one-click");
  });

  it("is idempotent: a second click answers the same and keeps the first time", async () => {
    const row = await subscription("twice-out@example.in");
    await oneClick(headerUrl(row.id));
    const first = (await db.newsletterSubscription.findUniqueOrThrow({ where: { id: row.id } })).unsubscribedAt;
    const again = await oneClick(headerUrl(row.id));
    expect(again.status).toBe(200);
    const second = (await db.newsletterSubscription.findUniqueOrThrow({ where: { id: row.id } })).unsubscribedAt;
    expect(second).toEqual(first);
  });

  it.each([
    ["no token", ""],
    ["a forged signature", "?token=abc123.forged"],
    ["another subscription's signature", "OTHER"],
  ])("refuses %s with 400 naming the token and changes nothing", async (_, query) => {
    const row = await subscription(`forged-${Math.random().toString(36).slice(2)}@example.in`);
    const other = await subscription(`other-${Math.random().toString(36).slice(2)}@example.in`);
    const search = query === "OTHER" ? `?token=${row.id}.${unsubscribeToken(other.id).split(".")[1]}` : query;
    const res = await call(POST, { method: "POST", path: `/api/newsletter/unsubscribe${search}` });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, errors: { token: "This unsubscribe link is not valid." } });
    const rows = await db.newsletterSubscription.findMany({ where: { id: { in: [row.id, other.id] } } });
    expect(rows.every((r) => r.unsubscribedAt === null)).toBe(true);
  });
});

describe("GET /api/newsletter/unsubscribe", () => {
  it("sends a browser to the confirmation page without unsubscribing", async () => {
    const row = await subscription("opened@example.in");
    const token = unsubscribeToken(row.id);
    const res = await call(GET, { path: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await db.newsletterSubscription.findUniqueOrThrow({ where: { id: row.id } })).unsubscribedAt).toBeNull();
  });

  it("sends a Hindi subscriber who opens the header's link to the Hindi page, whatever the browser asks for", async () => {
    const row = await subscription("hindi-header@example.in");
    const { pathname, search } = new URL(unsubscribeHeaders(row.id, "hi")["List-Unsubscribe"].slice(1, -1));
    const res = await call(GET, { path: `${pathname}${search}`, headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(res.status).toBe(303);
    const token = encodeURIComponent(unsubscribeToken(row.id));
    expect(res.headers.get("location")).toBe(`/hi/newsletter/unsubscribe?token=${token}`);
    // One click from the same header still unsubscribes.
    expect((await oneClick(unsubscribeHeaders(row.id, "hi")["List-Unsubscribe"].slice(1, -1))).status).toBe(200);
  });
});
