// POST /api/chat - help-desk answer streamed as text: Gemini when configured and answering, else the offline assistant
import { createTranslator } from "use-intl/core";

import { CHAT_LIMITED } from "@/lib/chat/messages";
import { answerOffline, formatOfflineReply, replyLocale } from "@/lib/chat/offline";
import { messagesFor, requestLocale } from "@/lib/server/i18n/locale";
import { ApiError, enforceLimit, limitByIp, withPublic } from "@/lib/server/http/api";
import {
  describeError,
  geminiConfigured,
  recentContext,
  type ReplyEnd,
  streamReply,
  takeModelCall,
} from "@/lib/server/chat/gemini";
import { log } from "@/lib/server/platform/log";
import { CHAT_MAX_BODY_BYTES, chatRequestSchema } from "@/lib/validation/chat";
import { readJson } from "@/lib/server/http/body";

/** A reply streamed as text; the model's (`rest`) ends with a note when it fails or is cut short. */
function textStream(
  first: string,
  mode: "gemini" | "offline",
  rest?: { chunks: AsyncGenerator<string, ReplyEnd>; interrupted: string; shortened: string },
) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(first));
      if (rest) {
        try {
          let next = await rest.chunks.next();
          for (; !next.done; next = await rest.chunks.next()) controller.enqueue(encoder.encode(next.value));
          if (next.value === "cut") controller.enqueue(encoder.encode(`\n\n${rest.shortened}`));
        } catch (error) {
          log.warn("chat.stream_interrupted", { error: describeError(error) });
          controller.enqueue(encoder.encode(`\n\n${rest.interrupted}`));
        }
      }
      controller.close();
    },
  });
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Chat-Mode": mode },
  });
}

export const POST = withPublic(async ({ req, ip }) => {
  // JSON from this site only (form: another site's page cannot spend the budget from its visitors),
  // read before the address's limit is counted, so such a page cannot spend that either.
  const body = await readJson(req, { maxBytes: CHAT_MAX_BODY_BYTES, form: true });
  try {
    await limitByIp("chat", ip, 20, 60);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "rate_limited") throw error;
    throw new ApiError("rate_limited", CHAT_LIMITED, undefined, { "Retry-After": "60" });
  }
  const { messages, sessionId } = chatRequestSchema.parse(body);
  if (sessionId) await enforceLimit(`chat:session:${sessionId}`, 10, 60, CHAT_LIMITED);

  // The reply's language: the question's (Devanagari means Hindi), else the page's (Accept-Language).
  const question = messages[messages.length - 1].text;
  const locale = replyLocale(question, requestLocale(req));
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "chat" });
  const offline = () => textStream(formatOfflineReply(answerOffline(question, locale)), "offline");

  // Without a key, or once today's model calls are spent, the offline assistant answers.
  if (!geminiConfigured() || !(await takeModelCall(ip))) return offline();

  // Wait for the first chunk: a model that refuses or fails before answering (down, quota, timeout)
  // hands the question to the offline assistant, not a broken stream or an error.
  const stream = streamReply(recentContext(messages), req.signal, locale);
  let first: IteratorResult<string, ReplyEnd>;
  try {
    first = await stream.next();
  } catch (error) {
    log.warn("chat.provider_error", { error: describeError(error) });
    return offline();
  }
  if (first.done) return textStream(t("empty"), "gemini");
  return textStream(first.value, "gemini", {
    chunks: stream,
    interrupted: t("unavailable"),
    shortened: t("shortened"),
  });
});
