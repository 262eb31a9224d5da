import { z } from "zod";

import "@/lib/validation/zod-config";

import { CHAT_MAX_CHARS, CHAT_MAX_REPLY_CHARS, CHAT_MAX_TURNS } from "@/lib/validation/chat-limits";
import { hasVisibleText } from "@/lib/validation/visible";

export {
  CHAT_MAX_BODY_BYTES,
  CHAT_MAX_CHARS,
  CHAT_MAX_REPLY_CHARS,
  CHAT_MAX_TURNS,
} from "@/lib/validation/chat-limits";

export const chatRequestSchema = z.object({
  messages: z
    .array(
      z
        .object({
          role: z.enum(["user", "model"]),
          text: z
            .string()
            .trim()
            .min(1, "Messages cannot be empty.")
            .max(CHAT_MAX_REPLY_CHARS, `Replies can be at most ${CHAT_MAX_REPLY_CHARS} characters.`),
        })
        .refine((m) => m.role === "model" || m.text.length <= CHAT_MAX_CHARS, {
          message: `Messages can be at most ${CHAT_MAX_CHARS} characters.`,
        }),
    )
    .min(1, "Ask a question first.")
    .max(CHAT_MAX_TURNS, `A conversation can have at most ${CHAT_MAX_TURNS} messages. Please start a new chat.`)
    .refine((m) => m[m.length - 1]?.role === "user", "The last message must be the visitor's question.")
    // A question of only invisible characters (a zero-width space) is empty too. Only the question:
    // an earlier turn refused here would be sent again with every later question.
    .refine((m) => hasVisibleText(m[m.length - 1]?.text ?? ""), "Messages cannot be empty."),
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid chat session.")
    .optional(),
});

export type ChatMessage = z.infer<typeof chatRequestSchema>["messages"][number];
