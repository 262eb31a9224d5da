import { afterAll, describe, expect, it, vi } from "vitest";

import { company } from "@/content/company";
import { CONSENT_REQUIRED, PRIVACY_NOTICES } from "@/content/privacy-notices";
import { resetEnv } from "@/lib/env";
import { CONTACT_RATE_LIMIT } from "@/lib/server/platform/contact";
import { db } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";
import { QUEUES } from "@/lib/server/jobs/queue";
import { startFakeSmtp } from "@/lib/testing/fake-smtp";
import { call } from "@/lib/testing/fixtures";
import { drainQueue } from "@/lib/testing/jobs";

import { POST } from "./route";

let n = 0;
const nextIp = () => `198.51.100.${++n}`;
const send = (body: unknown, headers: Record<string, string> = {}) =>
  call(POST, { method: "POST", path: "/api/contact", body, headers: { "x-forwarded-for": nextIp(), ...headers } });

const valid = {
  name: "Meera Jha",
  email: "Meera.Jha@Example.in",
  phone: "+91 98765 43210",
  message: "We need 20 data operators.",
  consent: true,
};
const SENT = { success: true, message: "Message sent successfully!" };

afterAll(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

describe("POST /api/contact without SMTP", () => {
  it("stores the message, keeps its forward in the outbox for later, and answers with the success text", async () => {
    const res = await send(valid, { "x-forwarded-for": "203.0.113.5" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(SENT);
    const row = await db.contactMessage.findFirstOrThrow({ where: { name: "Meera Jha" } });
    expect(row).toMatchObject({
      email: "meera.jha@example.in",
      phone: "+91 98765 43210",
      message: "We need 20 data operators.",
      ip: "203.0.113.5",
      forwardError: null,
      consentVersion: PRIVACY_NOTICES.contact.version,
    });
    expect(row.consentedAt).toBeInstanceOf(Date);
    // No screen lists these messages: the forward waits in the outbox until a worker has SMTP.
    expect(row.forwardedAt).toBeInstanceOf(Date);
    await drainQueue(QUEUES.mail);
    const kept = await db.mailOutbox.findMany({ where: { to: company.email } });
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ status: "queued", attempts: 0, subject: "Website enquiry from Meera Jha" });
  });

  it("refuses a name or message of invisible characters only (400), and keeps nothing", async () => {
    const before = await db.contactMessage.count();
    const res = await send({ ...valid, name: "\u200b", message: "\u200b\u200d\ufeff" });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ name: "Please enter your name", message: "Please enter your message" });
    expect(await db.contactMessage.count()).toBe(before);
  });

  it("refuses a name of Hangul fillers, which draw as blank (400)", async () => {
    const res = await send({ ...valid, name: "\u3164", message: "\u3164\uffa0" });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ name: "Please enter your name", message: "Please enter your message" });
  });

  it.each([
    ["the blank Braille pattern", "\u2800"],
    ["the combining grapheme joiner", "\u034f"],
    ["a variation selector", "\ufe0f"],
    ["marks that draw nothing", "\u17b4\u180b\u{e0100}"],
  ])("refuses a name or message of %s, which draws as blank (400)", async (_, blank) => {
    const res = await send({ ...valid, name: blank, message: blank });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ name: "Please enter your name", message: "Please enter your message" });
  });

  it("keeps names in scripts whose letters carry marks (a Devanagari name is not blank)", async () => {
    const res = await send({ ...valid, name: "क्षितिज" });
    expect(res.status).toBe(200);
  });

  it("keeps no control characters or direction overrides, and keeps the message's line breaks", async () => {
    const res = await send({ ...valid, name: "Ravi\u001b[31m Jha\u0007\u202e", message: "Line one\nLine\u0000 two" });
    expect(res.status).toBe(200);
    const row = await db.contactMessage.findFirstOrThrow({ where: { name: "Ravi[31m Jha" } });
    expect(row.message).toBe("Line one\nLine two");
  });

  it("accepts a message without a phone number", async () => {
    const res = await send({ name: "No Phone", email: "np@example.in", phone: "", message: "Hello", consent: true });
    expect(res.status).toBe(200);
    expect((await db.contactMessage.findFirstOrThrow({ where: { name: "No Phone" } })).phone).toBeNull();
  });

  it.each([
    [{ ...valid, name: "  " }, "name", "Please enter your name"],
    [{ ...valid, email: "" }, "email", "Please enter your email address"],
    [{ ...valid, email: "meera@" }, "email", "Please enter a valid email address"],
    [{ ...valid, message: "" }, "message", "Please enter your message"],
    [{ ...valid, phone: "call me" }, "phone", "Please enter a valid phone number"],
    [{ ...valid, phone: "-------" }, "phone", "Please enter a valid phone number"],
    [{ ...valid, phone: "(((((( 12" }, "phone", "Please enter a valid phone number"],
    [{ ...valid, message: "x".repeat(5001) }, "message", "Message must be at most 5000 characters"],
    [{ ...valid, consent: undefined }, "consent", CONSENT_REQUIRED],
    [{ ...valid, consent: false }, "consent", CONSENT_REQUIRED],
    [{ ...valid, consent: "true" }, "consent", CONSENT_REQUIRED],
  ])("refuses an invalid %s field with 400 and stores nothing", async (body, field, message) => {
    const before = await db.contactMessage.count();
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, errors: { [field]: message } });
    expect(await db.contactMessage.count()).toBe(before);
  });

  it("answers a filled honeypot like a success but keeps nothing", async () => {
    const before = await db.contactMessage.count();
    const info = vi.spyOn(log, "info");
    let logged: unknown[][] = [];
    const res = await send(
      { ...valid, name: "Spam Bot", contactByFax: "0612 2200000" },
      { "x-forwarded-for": "203.0.113.250" },
    ).finally(() => {
      logged = [...info.mock.calls];
      info.mockRestore();
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(SENT);
    expect(await db.contactMessage.count()).toBe(before);
    // Counted in the log, without the sender's address (a person's browser may fill the field too).
    expect(logged.map(([event]) => event)).toContain("contact.honeypot");
    expect(JSON.stringify(logged)).not.toContain("203.0.113.250");
  });

  it("keeps a message that carries a web address under the field the honeypot used to be", async () => {
    // A page loaded before the rename, its "website" filled by a password manager: a person's message.
    const res = await send({ ...valid, name: "Old Page Visitor", website: "https://meera.example" });
    expect(res.status).toBe(200);
    expect(await db.contactMessage.findFirst({ where: { name: "Old Page Visitor" } })).not.toBeNull();
  });

  it("refuses requests from other sites' browsers", async () => {
    const res = await send({ ...valid, name: "Cross Site" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await db.contactMessage.findFirst({ where: { name: "Cross Site" } })).toBeNull();
  });

  it("does not count another site's posts against the visitor's address", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i++) {
      const res = await send(
        { ...valid, name: `Forged ${i}` },
        { "x-forwarded-for": ip, origin: "https://evil.example" },
      );
      expect(res.status).toBe(403);
    }
    expect((await send({ ...valid, name: "The visitor" }, { "x-forwarded-for": ip })).status).toBe(200);
  });

  it("rate limits one address with 429 and Retry-After", async () => {
    const ip = "192.0.2.99";
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await send({ ...valid, name: `Burst ${i}` }, { "x-forwarded-for": ip })).status).toBe(200);
    }
    const limited = await send({ ...valid, name: "Burst over" }, { "x-forwarded-for": ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await db.contactMessage.findFirst({ where: { name: "Burst over" } })).toBeNull();
  });
});

describe("POST /api/contact with SMTP configured", () => {
  it("forwards the message to the company address and records it on the row", async () => {
    const smtp = await startFakeSmtp();
    process.env.SMTP_URL = smtp.url;
    resetEnv();
    try {
      const res = await send({ ...valid, name: "Forward Me", message: "Please call me about payroll." });
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(smtp.url);
      const row = await db.contactMessage.findFirstOrThrow({ where: { name: "Forward Me" } });
      expect(row.forwardedAt).toBeInstanceOf(Date);
      // The forward waits on the mail queue; a worker delivers it.
      await drainQueue(QUEUES.mail);
      // (The forwards of the messages above, sent while there was no SMTP, may go out too.)
      const forwarded = smtp.mails.filter((m) => m.data.includes("Subject: Website enquiry from Forward Me"));
      expect(forwarded).toHaveLength(1);
      expect(forwarded[0].to).toEqual([`<${company.email}>`]);
      expect(forwarded[0].data).toContain("Please call me about payroll.");
      expect(forwarded[0].data).toContain("meera.jha@example.in");
      const outbox = await db.mailOutbox.findFirstOrThrow({
        where: { to: company.email, subject: "Website enquiry from Forward Me" },
      });
      expect(outbox.status).toBe("sent");
    } finally {
      await smtp.close();
    }
  });
});
