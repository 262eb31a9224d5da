// The contact form's length bounds: the schema (contact.ts) enforces them, and the form's fields
// carry them as maxlength, so a message sent before the script has run is not refused for its length.
// A module of its own: the form imports these without the schema and zod.
export const CONTACT_LIMITS = { name: 100, phone: 20, message: 5000 } as const;

/** The phone rule as an HTML `pattern` (anchored by the browser; the v flag wants `(`, `)` and `-` escaped in a class). */
export const PHONE_INPUT_PATTERN = String.raw`\+?[\d\s\(\)\-]{7,}`;
/** An address with a dot in its domain, as the server's rule needs, as an HTML `pattern`. */
export const EMAIL_INPUT_PATTERN = String.raw`[^@\s]+@[^@\s]+\.[^@\s]{2,}`;
