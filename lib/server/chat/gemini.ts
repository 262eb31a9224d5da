import "server-only";

import { FinishReason, GoogleGenAI, ThinkingLevel, type ThinkingConfig } from "@google/genai";

import type { Locale } from "@/i18n/routing";
import { env } from "@/lib/env";
import { rateLimitAddress } from "@/lib/server/http/client-address";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { log } from "@/lib/server/platform/log";
import type { ChatMessage } from "@/lib/validation/chat";

import { buildSystemInstruction } from "@/lib/server/chat/instructions";

/** The answer's share of maxOutputTokens: the instructions ask for about 120 words, in Hindi too. */
export const CHAT_MAX_OUTPUT_TOKENS = 600;

/**
 * How little the model thinks before it answers (a FAQ answer needs no thinking), and the tokens
 * left for that on top of the answer's: thinking counts against maxOutputTokens.
 */
export type Thinking = { config?: ThinkingConfig; allowance: number };

/**
 * GEMINI_MODEL may name any model, and the families differ: Gemini 3 and later take a level (with
 * a budget as well the request is a 400), Flash and Flash-Lite down to MINIMAL, Pro down to LOW;
 * Gemini 2.5 takes a budget, 0 (off) on Flash and Flash-Lite, at least 128 on Pro; older models do
 * not think. A name we cannot place (an alias such as gemini-flash-latest, a proxy's model) is
 * sent no config it might refuse, and room for the thinking it may do by default.
 */
export function thinkingFor(model: string): Thinking {
  const name = /^(?:models\/)?gemini-(\d+)(?:\.(\d+))?-(.+)$/.exec(model);
  if (!name) return { allowance: 400 };
  const [major, minor, flash] = [Number(name[1]), Number(name[2] ?? 0), name[3].includes("flash")];
  if (major >= 3)
    return flash
      ? { config: { thinkingLevel: ThinkingLevel.MINIMAL }, allowance: 200 }
      : { config: { thinkingLevel: ThinkingLevel.LOW }, allowance: 400 };
  if (major === 2 && minor === 5)
    return flash
      ? { config: { thinkingBudget: 0 }, allowance: 0 }
      : { config: { thinkingBudget: 128 }, allowance: 128 };
  return { allowance: 0 };
}

let client: GoogleGenAI | undefined;
function gemini(): GoogleGenAI {
  const { GEMINI_API_KEY, GEMINI_BASE_URL } = env();
  client ??= new GoogleGenAI({
    apiKey: GEMINI_API_KEY!,
    httpOptions: { timeout: 30_000, ...(GEMINI_BASE_URL ? { baseUrl: GEMINI_BASE_URL } : {}) },
  });
  return client;
}

export function geminiConfigured(): boolean {
  return Boolean(env().GEMINI_API_KEY);
}

/** The most conversation (in characters) the model is sent with a question: about 2,000 tokens. */
export const CHAT_CONTEXT_CHARS = 8000;

/**
 * The newest turns that fit in CHAT_CONTEXT_CHARS, starting with a question: a visitor's own
 * conversation rarely reaches it, and a request padded with made-up history costs no more than that.
 * The question itself is always sent (it is at most CHAT_MAX_CHARS).
 */
export function recentContext(messages: ChatMessage[], budget = CHAT_CONTEXT_CHARS): ChatMessage[] {
  let used = 0;
  let first = messages.length - 1;
  for (let i = messages.length - 1; i >= 0; i--) {
    used += messages[i].text.length;
    if (used > budget && i < messages.length - 1) break;
    first = i;
  }
  while (first < messages.length - 1 && messages[first].role !== "user") first++;
  return messages.slice(first);
}

/**
 * One address's share of a day's model calls (an IPv6 address counts per /64): past it that address
 * gets the offline assistant, so nobody can spend the whole day's budget on everyone else.
 */
export const CHAT_MODEL_CALLS_PER_ADDRESS = 100;

/**
 * The most of a day's budget one hour may spend: a flood from many addresses (each within its share)
 * then puts everyone on the offline assistant for the rest of that hour, not the rest of the day. Kept
 * up for six hours from more addresses than the budget's hundreds, it does spend the day
 * (docs/deploy.md, CHAT_MODEL_CALLS_PER_DAY).
 */
export const CHAT_HOURLY_SHARE = 1 / 6;

/**
 * One model call from today's budget (CHAT_MODEL_CALLS_PER_DAY, shared by every instance) within
 * the address's share and the hour's; false once any is spent.
 */
export async function takeModelCall(ip: string): Promise<boolean> {
  const share = await rateLimit.hit(
    `chat:model-calls:ip:${rateLimitAddress(ip)}`,
    CHAT_MODEL_CALLS_PER_ADDRESS,
    24 * 60 * 60,
  );
  if (!share.ok) return false;
  const limit = env().CHAT_MODEL_CALLS_PER_DAY;
  const hourly = Math.ceil(limit * CHAT_HOURLY_SHARE);
  const hour = await rateLimit.hit("chat:model-calls:hour", hourly, 60 * 60);
  if (!hour.ok) {
    if (hour.count === hourly + 1) log.warn("chat.hourly_budget_spent", { limit: hourly });
    return false;
  }
  const result = await rateLimit.hit("chat:model-calls:day", limit, 24 * 60 * 60);
  if (!result.ok && result.count === limit + 1) log.warn("chat.daily_budget_spent", { limit });
  return result.ok;
}

/** How a reply ended: `cut` when the model ran out of output tokens mid-answer. */
export type ReplyEnd = "complete" | "cut";

/**
 * Streams the model's reply as text chunks, and returns how it ended. Throws if the provider
 * refuses or fails.
 */
export async function* streamReply(
  messages: ChatMessage[],
  signal?: AbortSignal,
  locale: Locale = "en",
): AsyncGenerator<string, ReplyEnd> {
  const model = env().GEMINI_MODEL;
  const thinking = thinkingFor(model);
  const stream = await gemini().models.generateContentStream({
    model,
    contents: messages.map((m) => ({ role: m.role, parts: [{ text: m.text }] })),
    config: {
      systemInstruction: buildSystemInstruction(locale),
      maxOutputTokens: CHAT_MAX_OUTPUT_TOKENS + thinking.allowance,
      ...(thinking.config ? { thinkingConfig: thinking.config } : {}),
      temperature: 0.3,
      abortSignal: signal,
    },
  });
  let finishReason: FinishReason | undefined;
  for await (const chunk of stream) {
    finishReason = chunk.candidates?.[0]?.finishReason ?? finishReason;
    const text = chunk.text;
    if (text) yield text;
  }
  // Anything but STOP (out of tokens, a safety block...) leaves the visitor a partial answer.
  if (finishReason && finishReason !== FinishReason.STOP) log.warn("chat.reply_unfinished", { finishReason, model });
  return finishReason === FinishReason.MAX_TOKENS ? "cut" : "complete";
}

/** A loggable description of a provider error, with the API key scrubbed out. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const key = env().GEMINI_API_KEY;
  return (key ? text.split(key).join("[key]") : text).slice(0, 200);
}
