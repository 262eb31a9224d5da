import { z } from "zod";

import "@/lib/validation/zod-config";

export const CHAT_MAX_TURNS = 20;
/** A visitor's question. */
export const CHAT_MAX_CHARS = 1000;
/**
 * A help desk reply the browser sends back as history: the model is asked for about 120 words and
 * given 600 tokens for them (about 2,400 characters of English; up to 1,000 when its thinking uses
 * less than its share), so a reply is not held to a question's limit.
 */
export const CHAT_MAX_REPLY_CHARS = 4000;
/** The request body: 20 messages of up to 4,000 characters, up to 3 bytes each in UTF-8, and the JSON around them. */
export const CHAT_MAX_BODY_BYTES = 256 * 1024;

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
    .refine((m) => m[m.length - 1]?.role === "user", "The last message must be the visitor's question."),
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid chat session.")
    .optional(),
});

export type ChatMessage = z.infer<typeof chatRequestSchema>["messages"][number];
