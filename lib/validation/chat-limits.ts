// The help desk's limits, apart from the request schema: the chat panel reads them in the browser,
// and importing them from chat.ts brought zod (about 40 kB gzipped) into the help desk page's first
// load.

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
