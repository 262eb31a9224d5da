// POST /api/chat - help-desk answer streamed as text: Gemini when configured, else the offline assistant
import { createTranslator } from "use-intl/core";

import { CHAT_LIMITED, CHAT_UNAVAILABLE } from "@/lib/chat/messages";
import { answerOffline, formatOfflineReply, replyLocale } from "@/lib/chat/offline";
import { messagesFor, requestLocale } from "@/lib/server/i18n/locale";
import { ApiError, enforceLimit, limitByIp, withPublic } from "@/lib/server/http/api";
import { describeError, geminiConfigured, recentContext, streamReply, takeModelCall } from "@/lib/server/chat/gemini";
import { log } from "@/lib/server/platform/log";
import { CHAT_MAX_BODY_BYTES, chatRequestSchema } from "@/lib/validation/chat";
import { readJson } from "@/lib/server/http/body";

function textStream(
  first: string,
  rest: AsyncGenerator<string> | null,
  mode: "gemini" | "offline",
  interrupted = CHAT_UNAVAILABLE,
) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(first));
      if (rest) {
        try {
          for await (const chunk of rest) controller.enqueue(encoder.encode(chunk));
        } catch (error) {
          log.warn("chat.stream_interrupted", { error: describeError(error) });
          controller.enqueue(encoder.encode(`\n\n${interrupted}`));
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
  try {
    await limitByIp("chat", ip, 20, 60);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "rate_limited") throw error;
    throw new ApiError("rate_limited", CHAT_LIMITED, undefined, { "Retry-After": "60" });
  }
  // JSON from this site only (form: another site's page cannot spend the budget from its visitors).
  const { messages, sessionId } = chatRequestSchema.parse(
    await readJson(req, { maxBytes: CHAT_MAX_BODY_BYTES, form: true }),
  );
  if (sessionId) await enforceLimit(`chat:session:${sessionId}`, 10, 60, CHAT_LIMITED);

  // The reply's language: the question's (Devanagari means Hindi), else the page's (Accept-Language).
  const locale = replyLocale(messages[messages.length - 1].text, requestLocale(req));
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "chat" });

  // Without a key, or once today's model calls are spent, the offline assistant answers.
  if (!geminiConfigured() || !(await takeModelCall(ip))) {
    return textStream(formatOfflineReply(answerOffline(messages[messages.length - 1].text, locale)), null, "offline");
  }

  // Wait for the first chunk so a refused or failed call becomes a clean error, not a broken stream.
  const stream = streamReply(recentContext(messages), req.signal, locale);
  let first: IteratorResult<string>;
  try {
    first = await stream.next();
  } catch (error) {
    log.warn("chat.provider_error", { error: describeError(error) });
    throw new ApiError("unavailable", CHAT_UNAVAILABLE);
  }
  if (first.done) return textStream(t("empty"), null, "gemini");
  return textStream(first.value, stream, "gemini", t("unavailable"));
});
