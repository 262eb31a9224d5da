// The contact form's length bounds: the schema (contact.ts) enforces them, and the form's fields
// carry them as maxlength, so a message sent before the script has run is not refused for its length.
// A module of its own: the form imports these without the schema and zod.
// The phone as people type it, "+91 (0) 98765 - 43210" (21), as the application forms take it.
export const CONTACT_LIMITS = { name: 100, phone: 24, message: 5000 } as const;

/**
 * The phone rule as an HTML `pattern` (anchored by the browser; the v flag wants `(`, `)` and `-`
 * escaped in a class): digits, spaces, brackets and dashes, at least seven of them digits, in any
 * script (९८७६५४३२१० typed on a Hindi keyboard, which the server reads as ASCII digits first). The
 * schema tests the same pattern (contact.ts), so the browser and the server agree.
 */
export const PHONE_INPUT_PATTERN = String.raw`(?=(?:\P{Nd}*\p{Nd}){7})\+?[\p{Nd}\s\(\)\-]{7,}`;
/**
 * The server's e-mail rule (zod's `z.regexes.email`: no dot first, last or twice in a row before
 * the @, a domain with a dot) as an HTML `pattern`, written for the v flag: an address the browser
 * lets through before the page's script has run is never refused by the server, which would lose
 * the message typed.
 */
export const EMAIL_INPUT_PATTERN = String.raw`(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+\-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}`;
