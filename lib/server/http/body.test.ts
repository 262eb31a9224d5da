// The one body reader (body.ts) through real route handlers: bounded before buffering, and
// ill-formed Unicode refused with 400 instead of a database error.
import { describe, expect, it } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as chat } from "@/app/api/chat/route";
import { POST as contact } from "@/app/api/contact/route";
import { PUT as editJob } from "@/app/api/jobs/[id]/route";
import { call } from "@/lib/testing/fixtures";
import { makeJob } from "@/lib/testing/company-console";
import { bearerFor } from "@/lib/testing/gov-console";

import { ILL_FORMED_TEXT, JSON_MAX_BYTES, TOO_DEEP, TOO_LARGE, isWellFormedJson, toWellFormedJson } from "./body";

const MB = 1024 * 1024;

/** A request whose body is `chunks` MB of JSON-looking bytes, made only as they are read (no Content-Length). */
function streamedRequest(path: string, chunks: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(MB).fill(0x20));
    },
  });
  const req = new Request(`http://127.0.0.1:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", host: "127.0.0.1:3000" },
    body,
    duplex: "half",
  } as RequestInit);
  return { req, pulled: () => pulled };
}

describe("bounded JSON bodies", () => {
  it("refuses a 200 MB sign-in body with 413 after reading about 1 MB of it", async () => {
    const { req, pulled } = streamedRequest("/api/auth/login", 200);
    const res = await login(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(TOO_LARGE);
    expect(pulled()).toBeLessThanOrEqual(2);
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const res = await call(chat, {
      method: "POST",
      path: "/api/chat",
      body: { messages: [{ role: "user", content: "hi" }] },
      headers: { "content-length": String(200 * MB) },
    });
    expect(res.status).toBe(413);
  });

  it("takes 64 KB by default and refuses one byte more", async () => {
    const { headers } = await bearerFor("CompanyAdmin");
    const job = await makeJob();
    const fields = { title: "Role", company: "C", location: "L", salary: "S", experience: "E", description: "" };
    const padded = (size: number) => {
      const text = JSON.stringify({ ...fields, description: "" });
      return JSON.stringify({ ...fields, description: "d".repeat(size - text.length) });
    };
    const put = (body: string) =>
      call(editJob, { method: "PUT", path: `/api/jobs/${job.id}`, params: { id: job.id }, headers, body });
    expect((await put(padded(JSON_MAX_BYTES + 1))).status).toBe(413);
    // At the limit the body is read; the schema then judges the 64 KB description.
    expect((await put(padded(JSON_MAX_BYTES))).status).toBe(400);
  });
});

describe("ill-formed Unicode", () => {
  it("answers 400 for a lone surrogate in a job edit, and the job is unchanged", async () => {
    const { headers } = await bearerFor("CompanyAdmin");
    const job = await makeJob();
    const body = {
      title: "Bad \ud800 title",
      company: "C",
      location: "L",
      salary: "S",
      experience: "E",
      description: "x",
    };
    const res = await call(editJob, {
      method: "PUT",
      path: `/api/jobs/${job.id}`,
      params: { id: job.id },
      headers,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(ILL_FORMED_TEXT);
  });

  it("answers 400 for a lone surrogate in a key or a nested value at sign-in", async () => {
    const res = await call(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { identifier: "\udc00", password: "x" },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(ILL_FORMED_TEXT);
  });

  it("tells well-formed from ill-formed values, and repairs them for a signed payment event", () => {
    expect(isWellFormedJson({ a: ["ok", { b: "नमस्ते 😀" }], n: 1, z: null })).toBe(true);
    expect(isWellFormedJson({ a: [{ b: "x\ud83d" }] })).toBe(false);
    expect(isWellFormedJson({ ["k\udfff"]: 1 })).toBe(false);
    expect(toWellFormedJson({ notes: { ["k\ud800"]: ["a\udc00b", 2] } })).toEqual({
      notes: { "k\ufffd": ["a\ufffdb", 2] },
    });
  });

  it("answers 400, not 500, for thousands of nested brackets, and in Hindi on a Hindi page", async () => {
    const nested = `${"[".repeat(8000)}${"]".repeat(8000)}`;
    for (const handler of [contact, chat]) {
      const res = await call(handler, { method: "POST", path: "/api/contact", body: nested });
      expect(res.status, res.text).toBe(400);
      expect(res.json.message).toBe(TOO_DEEP);
    }
    const hindi = await call(contact, {
      method: "POST",
      path: "/api/contact",
      body: nested,
      headers: { "accept-language": "hi" },
    });
    expect(hindi.json.message).toBe("भेजा गया डेटा बहुत गहराई तक नेस्टेड है।");
  });

  it("still reads an ordinary body a few levels deep", () => {
    expect(isWellFormedJson({ messages: [{ role: "user", text: "नमस्ते" }], a: [[[["x"]]]] })).toBe(true);
  });
});
