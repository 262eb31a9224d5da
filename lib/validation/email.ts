/**
 * The government form's address rule, the spec's "simple address pattern": any "x@y.z" without
 * spaces, nor the characters an address header gives a meaning of its own: `(1)a@b.in` (a
 * comment), `x,a@b.in` (a list) and `x<a@b.in>` (a display name) are all delivered to a@b.in, so
 * a form could mail someone's inbox under spellings that each passed its per-recipient limit. The
 * applicant portal signs in with every address either board's form took (the company form's zod
 * rule is stricter and falls within this one), so nobody who applied is refused a code.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@()<>,;:"[\]\\]+@[^\s@()<>,;:"[\]\\]+\.[^\s@()<>,;:"[\]\\]+$/;

/**
 * An address without the invisible format characters (zero-width space and joiners, a byte-order
 * mark) a copy from a chat app or a PDF can carry. Kept, the address was stored with them, and the
 * applicant typing it afterwards matched neither their application nor the portal's lookup.
 */
export function withoutInvisibles(value: string): string {
  return value.replace(/\p{Cf}/gu, "");
}
