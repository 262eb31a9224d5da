// The contact form's length bounds: the schema (contact.ts) enforces them, and the form's fields
// carry them as maxlength, so a message sent before the script has run is not refused for its length.
// A module of its own: the form imports these without the schema and zod.
export const CONTACT_LIMITS = { name: 100, phone: 20, message: 5000 } as const;
