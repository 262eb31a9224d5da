// The contact form sent before its script ran: stored as the JSON route stores it, and the browser
// sent back to the form's page with the outcome as the fragment, never with what was typed.
import { describe, expect, it } from "vitest";

import { PRIVACY_NOTICES } from "@/content/privacy-notices";
import { CONTACT_RATE_LIMIT } from "@/lib/server/platform/contact";
import { db } from "@/lib/server/db/client";
import { call } from "@/lib/testing/fixtures";
import { CONTACT_LIMITS, contactSchema } from "@/lib/validation/contact";
import { EMAIL_INPUT_PATTERN, PHONE_INPUT_PATTERN } from "@/lib/validation/contact-limits";
import { HONEYPOT_FIELD } from "@/lib/validation/honeypot";

import { POST } from "./route";

const ORIGIN = "http://127.0.0.1:3000";
let n = 0;
const nextIp = () => `198.51.100.${++n}`;

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(POST, {
    method: "POST",
    path: "/api/contact/form",
    body: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "x-forwarded-for": nextIp(),
      ...headers,
    },
  });
}

/** The fields as the browser posts the form: the checkbox as "on", the honeypot empty. */
const form = (overrides: Record<string, string> = {}) => ({
  locale: "en",
  name: "Farida Ansari",
  email: "Farida@Example.in",
  phone: "",
  message: `Please call me about payroll for 40 staff. (${Math.random()})`,
  consent: "on",
  [HONEYPOT_FIELD]: "",
  ...overrides,
});

describe("POST /api/contact/form", () => {
  it("stores the message and sends the browser back to the form saying it was sent", async () => {
    const fields = form();
    const res = await post(fields, { "x-forwarded-for": "203.0.113.61" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact#contact-sent");
    const row = await db.contactMessage.findFirstOrThrow({ where: { message: fields.message } });
    expect(row).toMatchObject({
      name: "Farida Ansari",
      email: "farida@example.in",
      phone: null,
      ip: "203.0.113.61",
      consentVersion: PRIVACY_NOTICES.contact.version,
    });
  });

  it("answers a Hindi page's form on the Hindi page", async () => {
    const res = await post(form({ locale: "hi" }));
    expect(res.headers.get("location")).toBe("/hi/contact#contact-sent");
    // An unknown language is the default one, not a path of the client's choosing.
    const odd = await post(form({ locale: "//evil.example" }));
    expect(odd.headers.get("location")).toBe("/contact#contact-sent");
  });

  it("stores nothing without consent or a message, and says what the form needs", async () => {
    const cases: Record<string, string | null>[] = [{ consent: null }, { message: "   " }, { email: "not-an-address" }];
    for (const overrides of cases) {
      const fields: Record<string, string> = form({ name: `Farida ${Math.random()}` });
      for (const [key, value] of Object.entries(overrides)) {
        if (value === null) delete fields[key];
        else fields[key] = value;
      }
      const res = await post(fields);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/contact#contact-incomplete");
      expect(await db.contactMessage.count({ where: { name: fields.name } })).toBe(0);
    }
    // The same fields, complete, are stored: the refusals above were the fields' own.
    const complete = form({ name: `Farida ${Math.random()}` });
    expect((await post(complete)).headers.get("location")).toBe("/contact#contact-sent");
    expect(await db.contactMessage.count({ where: { name: complete.name } })).toBe(1);
  });

  it("takes the longest Hindi message the form allows (9 bytes a character as the browser sends it)", async () => {
    const message = "क".repeat(CONTACT_LIMITS.message);
    const fields = form({ locale: "hi", name: `फ़रीदा ${Math.random()}`, message });
    expect(new URLSearchParams(fields).toString().length).toBeGreaterThan(45_000);
    const res = await post(fields);
    expect(res.headers.get("location")).toBe("/hi/contact#contact-sent");
    expect(await db.contactMessage.count({ where: { name: fields.name, message } })).toBe(1);
  });

  it("counts a line break as the form's maxlength does: the browser sends it as CR LF", async () => {
    // 4,985 characters and 15 line breaks: 5,000 in the textarea, 5,015 as posted.
    const paragraphs = Array.from({ length: 16 }, (_, i) => `${i}`.padEnd(i < 15 ? 311 : 320, "x"));
    const typed = paragraphs.join("\n");
    expect(typed.length).toBe(CONTACT_LIMITS.message);
    const res = await post(form({ message: paragraphs.join("\r\n") }));
    expect(res.headers.get("location")).toBe("/contact#contact-sent");
    expect(await db.contactMessage.count({ where: { message: typed } })).toBe(1);
  });

  it("asks the browser for the phone and e-mail the server takes, before anything is sent", () => {
    const input = (pattern: string) => new RegExp(`^(?:${pattern})$`, "v");
    for (const phone of ["+91 98765 43210", "(0612) 222-3344", "9876543210", "९८७६५ ४३२१०"]) {
      expect(input(PHONE_INPUT_PATTERN).test(phone), phone).toBe(true);
      expect(contactSchema.shape.phone.safeParse(phone).success, phone).toBe(true);
    }
    for (const phone of ["9876543210 (WhatsApp)", "98765 43210 / 91234 56789", "12345"]) {
      expect(input(PHONE_INPUT_PATTERN).test(phone), phone).toBe(false);
      expect(contactSchema.shape.phone.safeParse(phone).success, phone).toBe(false);
    }
    for (const phone of ["-------", "((((((( 12", "+ 12-34-56"]) {
      expect(input(PHONE_INPUT_PATTERN).test(phone), phone).toBe(false);
      expect(contactSchema.shape.phone.safeParse(phone).success, phone).toBe(false);
    }
    // Whatever the browser lets through, the server takes, and the other way round.
    const addresses = {
      good: ["rahul.k@gmail.com", "Rahul@Example.IN", "o'brien@mail.co.in", "a_b-c@x.y.in", "sita+jobs@gmail.com"],
      bad: ["rahul@gmail", "a..b@example.com", "a!b@example.com", "user@example.c0m", ".a@b.co", "a.@b.co", "a@b..co"],
    };
    for (const [valid, list] of [
      [true, addresses.good],
      [false, addresses.bad],
    ] as const) {
      for (const email of list) {
        expect(input(EMAIL_INPUT_PATTERN).test(email), email).toBe(valid);
        expect(contactSchema.shape.email.safeParse(email).success, email).toBe(valid);
      }
    }
  });

  it("refuses a body longer than the form can send (413), storing nothing", async () => {
    const fields = form({ name: `Farida ${Math.random()}`, message: "x".repeat(70_000) });
    const res = await post(fields);
    expect(res.status).toBe(413);
    expect(await db.contactMessage.count({ where: { name: fields.name } })).toBe(0);
  });

  it("keeps nothing a bot put in the hidden field, and tells it nothing", async () => {
    const fields = form({ [HONEYPOT_FIELD]: "https://spam.example" });
    const res = await post(fields);
    expect(res.headers.get("location")).toBe("/contact#contact-sent");
    expect(await db.contactMessage.count({ where: { message: fields.message } })).toBe(0);
  });

  it("shares the JSON route's limit per address: over it, nothing is stored and the form says to try later", async () => {
    const ip = "203.0.113.62";
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await post(form(), { "x-forwarded-for": ip })).headers.get("location")).toBe("/contact#contact-sent");
    }
    const fields = form();
    const res = await post(fields, { "x-forwarded-for": ip });
    expect(res.headers.get("location")).toBe("/contact#contact-failed");
    expect(await db.contactMessage.count({ where: { message: fields.message } })).toBe(0);
  });

  it("refuses another site's post, and a body that is not the form's", async () => {
    const fields = form();
    const foreign = await post(fields, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const json = await call(POST, {
      method: "POST",
      path: "/api/contact/form",
      body: fields,
      headers: { origin: ORIGIN, "x-forwarded-for": nextIp() },
    });
    expect(json.status).toBe(415);
    expect(await db.contactMessage.count({ where: { message: fields.message } })).toBe(0);
  });
});
