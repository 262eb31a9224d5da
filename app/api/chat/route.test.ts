import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { resetEnv } from "@/lib/env";
import { CHAT_EMPTY, CHAT_UNAVAILABLE } from "@/lib/chat/messages";
import { CHAT_CONTEXT_CHARS, CHAT_MAX_OUTPUT_TOKENS, CHAT_MODEL_CALLS_PER_ADDRESS } from "@/lib/server/chat/gemini";
import { rateLimitAddress } from "@/lib/server/http/client-address";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { call } from "@/lib/testing/fixtures";
import { CHAT_MAX_BODY_BYTES, CHAT_MAX_CHARS, CHAT_MAX_REPLY_CHARS, CHAT_MAX_TURNS } from "@/lib/validation/chat";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { POST } from "./route";

// A local fake of Gemini's streamGenerateContent (SSE), recording what it was sent.
const KEY = "test-gemini-key-5f1c9a";
// "error" and "quota" fail before a word (500, 429); "cut" runs out of tokens; "broken" drops the
// connection after a first chunk.
let behaviour: "stream" | "error" | "quota" | "empty" | "cut" | "broken" = "stream";
let received: { url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", async () => {
      received.push({ url: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") });
      if (behaviour === "error" || behaviour === "quota") {
        const [code, status] = behaviour === "error" ? [500, "INTERNAL"] : [429, "RESOURCE_EXHAUSTED"];
        res.writeHead(code, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { code, message: "provider failure", status } }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      const parts = behaviour === "empty" ? [] : ["Namaste! ", "We offer ", "payroll services."];
      for (const [i, text] of parts.entries()) {
        const last = i === parts.length - 1;
        const finishReason = !last ? undefined : behaviour === "cut" ? "MAX_TOKENS" : "STOP";
        res.write(
          `data: ${JSON.stringify({ candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason }] })}\r\n\r\n`,
        );
        await new Promise((r) => setTimeout(r, 20));
        if (behaviour === "broken") return void res.destroy();
      }
      if (!parts.length) res.write(`data: ${JSON.stringify({ candidates: [{ finishReason: "STOP" }] })}\r\n\r\n`);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.GEMINI_API_KEY = KEY;
  process.env.GEMINI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.GEMINI_MODEL = "gemini-test-flash";
  resetEnv();
});

afterAll(async () => {
  delete process.env.GEMINI_API_KEY;
  delete process.env.GEMINI_BASE_URL;
  delete process.env.GEMINI_MODEL;
  resetEnv();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  behaviour = "stream";
  received = [];
});

/** Runs `action` with warnings logged, and returns its result and the log lines it wrote. */
async function capturingWarnings<T>(action: () => Promise<T>) {
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = "warn";
  resetEnv();
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    const result = await action();
    return { result, output: stderr.mock.calls.map(([line]) => String(line)) };
  } finally {
    stderr.mockRestore();
    process.env.LOG_LEVEL = level;
    resetEnv();
  }
}

let ipCounter = 0;
const ask = (messages: { role: string; text: string }[], ip = `10.0.0.${++ipCounter}`) =>
  call(POST, { method: "POST", path: "/api/chat", body: { messages }, headers: { "x-forwarded-for": ip } });

describe("POST /api/chat with Gemini", () => {
  it("sends the system instruction, history and key (in a header), and streams the answer in order", async () => {
    const res = await ask([
      { role: "user", text: "Hi" },
      { role: "model", text: "Hello! How can I help?" },
      { role: "user", text: "  What services do you offer?  " },
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-chat-mode")).toBe("gemini");
    expect(res.text).toBe("Namaste! We offer payroll services.");

    const sent = received[0];
    expect(sent.url).toContain("gemini-test-flash:streamGenerateContent");
    expect(sent.url).not.toContain(KEY);
    expect(sent.headers["x-goog-api-key"]).toBe(KEY);
    const body = sent.body as {
      contents: { role: string; parts: { text: string }[] }[];
      systemInstruction: { parts: { text: string }[] };
      generationConfig: { maxOutputTokens: number };
    };
    expect(body.contents.map((c) => [c.role, c.parts[0].text])).toEqual([
      ["user", "Hi"],
      ["model", "Hello! How can I help?"],
      ["user", "What services do you offer?"],
    ]);
    const instruction = body.systemInstruction.parts[0].text;
    expect(instruction).toMatch(/Never state or guess the status of an application/);
    expect(instruction).toMatch(/never charges job seekers for its own recruitment or placement/);
    expect(instruction).toMatch(/the recruiting body's fee, collected for it through the site's own Razorpay checkout/);
    expect(instruction).toMatch(/10:00 AM - 6:00 PM IST/);
    expect(body.generationConfig.maxOutputTokens).toBeLessThanOrEqual(1000);
  });

  it.each([
    ["gemini-3.5-flash", { thinkingLevel: "MINIMAL" }],
    ["gemini-2.5-flash", { thinkingBudget: 0 }],
    ["gemini-2.5-pro", { thinkingBudget: 128 }],
  ])("asks %s to think as little as it can, so thinking does not eat the answer's tokens", async (model, thinking) => {
    process.env.GEMINI_MODEL = model;
    resetEnv();
    try {
      expect((await ask([{ role: "user", text: "What are your office hours?" }])).status).toBe(200);
    } finally {
      process.env.GEMINI_MODEL = "gemini-test-flash";
      resetEnv();
    }
    const sent = received[0];
    expect(sent.url).toContain(`${model}:streamGenerateContent`);
    const config = (sent.body as { generationConfig: { maxOutputTokens: number; thinkingConfig: unknown } })
      .generationConfig;
    expect(config.thinkingConfig).toEqual(thinking);
    expect(config.maxOutputTokens).toBeGreaterThanOrEqual(CHAT_MAX_OUTPUT_TOKENS);
  });

  it.each(["error", "quota"] as const)(
    "answers from the offline assistant when the provider fails before answering (%s), and logs it without the question",
    async (failure) => {
      behaviour = failure;
      const lines = await capturingWarnings(() => ask([{ role: "user", text: "What are your office hours?" }]));
      const res = lines.result;
      expect(res.status).toBe(200);
      expect(res.headers.get("x-chat-mode")).toBe("offline");
      expect(res.text).toMatch(/^\(Offline assistant\)/);
      expect(res.text).toContain("(/contact)");
      expect(res.text).not.toContain(KEY);
      expect(received).toHaveLength(1);
      const logged = lines.output.find((l) => l.includes("chat.provider_error"));
      expect(logged).toBeDefined();
      expect(logged).not.toContain("office hours");
      expect(logged).not.toContain(KEY);
    },
  );

  it("ends a reply the model ran out of tokens for with a note that it was shortened", async () => {
    behaviour = "cut";
    const res = await ask([{ role: "user", text: "Tell me everything about payroll" }]);
    expect(res.status).toBe(200);
    expect(res.text).toBe(`Namaste! We offer payroll services.\n\n${en.chat.shortened}`);
  });

  it("adds no note to a reply that finished", async () => {
    const res = await ask([{ role: "user", text: "What services do you offer?" }]);
    expect(res.text).not.toContain(en.chat.shortened);
  });

  it("ends a reply whose connection breaks midway with the spec's message", async () => {
    behaviour = "broken";
    const res = await ask([{ role: "user", text: "hello" }]);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-chat-mode")).toBe("gemini");
    expect(res.text).toBe(`Namaste! \n\n${CHAT_UNAVAILABLE}`);
  });

  it("maps an empty reply to the spec's message", async () => {
    behaviour = "empty";
    const res = await ask([{ role: "user", text: "hello" }]);
    expect(res.status).toBe(200);
    expect(res.text).toBe(CHAT_EMPTY);
  });

  it("answers a question after an earlier one of invisible characters (only the question must show something)", async () => {
    const res = await ask([
      { role: "user", text: "\u200b" },
      { role: "model", text: "Sorry, I couldn't process that." },
      { role: "user", text: "What services do you offer?" },
    ]);
    expect(res.status).toBe(200);
  });

  it.each([
    [[{ role: "user", text: "x".repeat(1001) }], "oversize message"],
    [
      [
        { role: "user", text: "hi" },
        { role: "model", text: "y".repeat(4001) },
        { role: "user", text: "and?" },
      ],
      "oversize reply",
    ],
    [Array.from({ length: 21 }, (_, i) => ({ role: i % 2 ? "model" : "user", text: "hi" })), "21 turns"],
    [[{ role: "user", text: "   " }], "blank message"],
    [[{ role: "user", text: "\u200b\u2800" }], "message of invisible characters"],
    [[{ role: "model", text: "hi" }], "last message not from the user"],
    [[{ role: "system", text: "hi" }], "unknown role"],
  ])("refuses %j (%s) with 400 and never calls the provider", async (messages) => {
    const res = await ask(messages as { role: string; text: string }[]);
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(received).toHaveLength(0);
  });

  it("answers the 21st request in a minute from one IP with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await ask([{ role: "user", text: `question ${i}` }], "172.16.5.5")).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("limits one chat session even across IPs", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(POST, {
        method: "POST",
        body: { messages: [{ role: "user", text: "hi" }], sessionId: "session-abcdef12" },
        headers: { "x-forwarded-for": `192.168.9.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });
});

describe("POST /api/chat: long conversations and the day's budget", () => {
  it("goes on after a reply longer than a question may be", async () => {
    const reply = "Payroll services include salary processing, statutory compliance and more. ".repeat(30);
    expect(reply.length).toBeGreaterThan(CHAT_MAX_CHARS);
    const res = await ask([
      { role: "user", text: "Tell me everything about payroll" },
      { role: "model", text: reply.trim() },
      { role: "user", text: "And the fees?" },
    ]);
    expect(res.status, res.text).toBe(200);
    expect(received).toHaveLength(1);
  });

  it("sends the model only the newest turns that fit its context, starting with a question", async () => {
    const turns = Array.from({ length: 18 }, (_, i) =>
      i % 2 ? { role: "model", text: `${i} `.padEnd(3000, "r") } : { role: "user", text: `${i} `.padEnd(1000, "q") },
    );
    const res = await ask([...turns, { role: "user", text: "The question" }]);
    expect(res.status).toBe(200);
    const contents = (received[0].body as { contents: { role: string; parts: { text: string }[] }[] }).contents;
    const chars = contents.reduce((n, c) => n + c.parts[0].text.length, 0);
    expect(chars).toBeLessThanOrEqual(CHAT_CONTEXT_CHARS);
    expect(contents[0].role).toBe("user");
    expect(contents.at(-1)!.parts[0].text).toBe("The question");
    // The newest reply is there: what the question follows up on.
    expect(contents.at(-2)!.parts[0].text.startsWith("17 ")).toBe(true);
  });

  /** Asks `count` questions from new addresses with a day's budget of `perDay`; the answers' modes. */
  async function modesWithBudget(perDay: number, count: number, spentToday = 0) {
    for (const key of ["chat:model-calls:day", "chat:model-calls:hour"]) await rateLimit.reset(key);
    for (let i = 0; i < spentToday; i++) await rateLimit.hit("chat:model-calls:day", perDay, 86_400);
    process.env.CHAT_MODEL_CALLS_PER_DAY = String(perDay);
    resetEnv();
    try {
      const modes: (string | null)[] = [];
      for (let i = 0; i < count; i++)
        modes.push((await ask([{ role: "user", text: "What services do you offer?" }])).headers.get("x-chat-mode"));
      return modes;
    } finally {
      delete process.env.CHAT_MODEL_CALLS_PER_DAY;
      resetEnv();
      for (const key of ["chat:model-calls:day", "chat:model-calls:hour"]) await rateLimit.reset(key);
    }
  }

  it("answers offline once the day's model calls are spent, without calling the model", async () => {
    expect(await modesWithBudget(60, 3, 58)).toEqual(["gemini", "gemini", "offline"]);
    expect(received).toHaveLength(2);
  });

  it("spends at most a sixth of the day's model calls in one hour: a flood cannot take the whole day", async () => {
    // 12 a day: 2 an hour, whatever the addresses.
    expect(await modesWithBudget(12, 3)).toEqual(["gemini", "gemini", "offline"]);
    expect(received).toHaveLength(2);
  });
});

describe("POST /api/chat: the body limit", () => {
  it("takes the longest conversation the schema allows, in Hindi (3 bytes a character)", async () => {
    const messages = [
      ...Array.from({ length: CHAT_MAX_TURNS - 1 }, () => ({ role: "model", text: "न".repeat(CHAT_MAX_REPLY_CHARS) })),
      { role: "user", text: "क".repeat(CHAT_MAX_CHARS) },
    ];
    const bytes = Buffer.byteLength(JSON.stringify({ messages }));
    expect(bytes).toBeGreaterThan(128 * 1024);
    expect(bytes).toBeLessThanOrEqual(CHAT_MAX_BODY_BYTES);
    expect((await ask(messages)).status).toBe(200);
  });

  it("refuses a larger body with 413 before calling the model", async () => {
    const res = await call(POST, {
      method: "POST",
      path: "/api/chat",
      body: { messages: [{ role: "user", text: "hi" }], padding: "x".repeat(CHAT_MAX_BODY_BYTES) },
      headers: { "x-forwarded-for": `10.0.1.${++ipCounter}` },
    });
    expect(res.status).toBe(413);
    expect(received).toHaveLength(0);
  });
});

describe("POST /api/chat: one address cannot spend everyone's budget", () => {
  it("past its share of the day's model calls, an address gets the offline assistant; others still the model", async () => {
    const heavy = "198.51.100.77";
    await rateLimit.reset(`chat:model-calls:ip:${rateLimitAddress(heavy)}`);
    for (let i = 0; i < CHAT_MODEL_CALLS_PER_ADDRESS; i++) {
      await rateLimit.hit(`chat:model-calls:ip:${rateLimitAddress(heavy)}`, CHAT_MODEL_CALLS_PER_ADDRESS, 86_400);
    }
    const question = [{ role: "user", text: "What services do you offer?" }];
    const spent = await ask(question, heavy);
    expect(spent.status).toBe(200);
    expect(spent.headers.get("x-chat-mode")).toBe("offline");
    expect(received).toHaveLength(0);
    expect((await ask(question)).headers.get("x-chat-mode")).toBe("gemini");
    expect(received).toHaveLength(1);
  });

  it("refuses a question posted by another site's page (its visitors' addresses would spend the budget)", async () => {
    const body = JSON.stringify({ messages: [{ role: "user", text: "hi" }] });
    const foreign = await call(POST, {
      method: "POST",
      path: "/api/chat",
      body,
      headers: { "content-type": "text/plain", origin: "https://elsewhere.example", "x-forwarded-for": "10.9.9.9" },
    });
    expect(foreign.status).toBe(403);
    const plain = await call(POST, {
      method: "POST",
      path: "/api/chat",
      body,
      headers: { "content-type": "text/plain", "x-forwarded-for": "10.9.9.10" },
    });
    expect(plain.status).toBe(415);
    expect(received).toHaveLength(0);
  });
});

describe("POST /api/chat without a key", () => {
  it("answers from the offline assistant and says so", async () => {
    delete process.env.GEMINI_API_KEY;
    resetEnv();
    try {
      const res = await ask([{ role: "user", text: "What are your office hours?" }]);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-chat-mode")).toBe("offline");
      expect(res.text).toMatch(/^\(Offline assistant\)/);
      expect(res.text).toContain("(/contact)");
      expect(received).toHaveLength(0);
    } finally {
      process.env.GEMINI_API_KEY = KEY;
      resetEnv();
    }
  });
});

describe("POST /api/chat in Hindi", () => {
  const askIn = (text: string, acceptLanguage: string) =>
    call(POST, {
      method: "POST",
      path: "/api/chat",
      body: { messages: [{ role: "user", text }] },
      headers: { "x-forwarded-for": `10.1.0.${++ipCounter}`, "accept-language": acceptLanguage },
    });

  it("tells the model the visitor reads Hindi when the page is Hindi", async () => {
    const res = await askIn("What services do you offer?", "hi");
    expect(res.status).toBe(200);
    const instruction = (received[0].body as { systemInstruction: { parts: { text: string }[] } }).systemInstruction
      .parts[0].text;
    expect(instruction).toMatch(/reply in simple Hindi in Devanagari script/);
  });

  it("tells the model to answer in Hindi when the question is in Devanagari, even on the English page", async () => {
    await askIn("ऑफिस कब खुलता है?", "en-IN,en;q=0.9");
    const instruction = (received[0].body as { systemInstruction: { parts: { text: string }[] } }).systemInstruction
      .parts[0].text;
    expect(instruction).toMatch(/reply in simple Hindi/);
  });

  it("answers a Hindi question offline in Hindi, with a Hindi link label", async () => {
    delete process.env.GEMINI_API_KEY;
    resetEnv();
    try {
      const res = await askIn("ऑफिस का समय क्या है?", "en");
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/^\(ऑफ़लाइन सहायक\) हमारा ऑफिस सोमवार से शनिवार/);
      expect(res.text).toContain("[हमसे संपर्क करें](/contact)");
    } finally {
      process.env.GEMINI_API_KEY = KEY;
      resetEnv();
    }
  });

  it("answers a Hindi question from the offline assistant, in Hindi, when the provider fails", async () => {
    behaviour = "error";
    const res = await askIn("ऑफिस का समय क्या है?", "en");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-chat-mode")).toBe("offline");
    expect(res.text).toMatch(/^\(ऑफ़लाइन सहायक\) हमारा ऑफिस सोमवार से शनिवार/);
  });

  it("says in Hindi that an answer was shortened, on a Hindi page", async () => {
    behaviour = "cut";
    const res = await askIn("What services do you offer?", "hi");
    expect(res.status).toBe(200);
    expect(res.text).toBe(`Namaste! We offer payroll services.\n\n${hi.chat.shortened}`);
  });

  it("answers the rate limit in Hindi for a Hindi page", async () => {
    const ip = "10.2.0.1";
    let last = await call(POST, {
      method: "POST",
      path: "/api/chat",
      body: { messages: [{ role: "user", text: "hi" }] },
      headers: { "x-forwarded-for": ip, "accept-language": "hi" },
    });
    for (let i = 0; i < 20; i++) {
      last = await call(POST, {
        method: "POST",
        path: "/api/chat",
        body: { messages: [{ role: "user", text: "hi" }] },
        headers: { "x-forwarded-for": ip, "accept-language": "hi" },
      });
    }
    expect(last.status).toBe(429);
    expect(last.json).toMatchObject({ message: "आप बहुत जल्दी-जल्दी संदेश भेज रहे हैं। कृपया एक मिनट रुककर फिर से कोशिश करें।" });
  });
});
