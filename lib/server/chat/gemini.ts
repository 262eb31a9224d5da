import "server-only";

import { GoogleGenAI } from "@google/genai";

import type { Locale } from "@/i18n/routing";
import { env } from "@/lib/env";
import type { ChatMessage } from "@/lib/validation/chat";

import { buildSystemInstruction } from "@/lib/server/chat/instructions";

export const CHAT_MAX_OUTPUT_TOKENS = 600;

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

/** Streams the model's reply as text chunks. Throws if the provider refuses or fails. */
export async function* streamReply(
  messages: ChatMessage[],
  signal?: AbortSignal,
  locale: Locale = "en",
): AsyncGenerator<string> {
  const stream = await gemini().models.generateContentStream({
    model: env().GEMINI_MODEL,
    contents: messages.map((m) => ({ role: m.role, parts: [{ text: m.text }] })),
    config: {
      systemInstruction: buildSystemInstruction(locale),
      maxOutputTokens: CHAT_MAX_OUTPUT_TOKENS,
      temperature: 0.3,
      abortSignal: signal,
    },
  });
  for await (const chunk of stream) {
    const text = chunk.text;
    if (text) yield text;
  }
}

/** A loggable description of a provider error, with the API key scrubbed out. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const key = env().GEMINI_API_KEY;
  return (key ? text.split(key).join("[key]") : text).slice(0, 200);
}
