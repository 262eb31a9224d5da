import "server-only";

import { randomInt } from "node:crypto";

/** Crockford's base32 alphabet: no I, L, O or U, so a reference read aloud or typed back is unambiguous. */
export const CROCKFORD_BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** `length` characters drawn uniformly from `alphabet` by the operating system's CSPRNG. */
export function randomString(length: number, alphabet: string): string {
  let text = "";
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}
