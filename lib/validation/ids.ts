// Indian identifier formats, shared by client and server validation.
import type { RefinementCtx } from "zod";

import { withoutInvisibles } from "@/lib/validation/email";

// The zero of each Indian script's digits (Devanagari ०, Bengali ০, Gurmukhi ੦, Gujarati ૦, Odia ୦,
// Tamil ௦, Telugu ౦, Kannada ೦, Malayalam ൦) and the full-width ０: each script's ten digits follow it.
const ZEROS = [0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xff10];

/**
 * A number as typed, in ASCII digits: a mobile, Aadhaar or marks typed on a Hindi (InScript) keyboard
 * without switching it, ९८७६५४३२१०, or pasted from a contact with invisible direction marks or
 * zero-width spaces around it, is the same number. Trimmed again (a space the invisible characters
 * hid from the first trim). The rules below then check ASCII digits only.
 */
export function asciiDigits(value: string): string {
  return withoutInvisibles(value)
    .replace(/\p{Nd}/gu, (digit) => {
      const code = digit.codePointAt(0)!;
      const zero = ZEROS.find((z) => code >= z && code <= z + 9);
      return zero === undefined ? digit : String(code - zero);
    })
    .trim();
}

// Verhoeff's check (used by UIDAI for Aadhaar's last digit) works in the dihedral group D5: the
// digits 0-4 are rotations, 5-9 reflections. `multiply` is the group's table, `permute` applies
// Verhoeff's permutation (1 5 7 6 2 8 3 0 9 4) `times` times, `inv` gives each element's inverse.
function multiply(j: number, k: number): number {
  if (j < 5) return k < 5 ? (j + k) % 5 : 5 + ((j + k) % 5);
  return k < 5 ? 5 + ((j - k + 5) % 5) : (j - k + 5) % 5;
}
const step = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
function permute(digit: number, times: number): number {
  let n = digit;
  for (let i = 0; i < times; i++) n = step[n];
  return n;
}
const inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** Verhoeff's running check over the digits, right to left; `shift` 1 leaves room for a check digit. */
function verhoeff(digits: string, shift: 0 | 1): number {
  let c = 0;
  [...digits].reverse().forEach((ch, i) => {
    c = multiply(c, permute(Number(ch), (i + shift) % 8));
  });
  return c;
}

export function verhoeffValid(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeff(digits, 0) === 0;
}

/** The check digit that makes `digits + check` pass Verhoeff. */
export function verhoeffCheckDigit(digits: string): string {
  return String(inv[verhoeff(digits, 1)]);
}

/** 12 digits, not starting with 0 or 1 (UIDAI never issues those), valid Verhoeff check digit. */
export function isValidAadhaar(value: string): boolean {
  return aadhaarProblem(value) === null;
}

export const AADHAAR_MESSAGES = {
  format: "Please enter a valid 12-digit Aadhaar number",
  checksum: "This is not a valid Aadhaar number (check digit does not match)",
} as const;

/** What is wrong with an Aadhaar number (spaces and dashes allowed): its shape, its check digit, or nothing. */
export function aadhaarProblem(value: string): keyof typeof AADHAAR_MESSAGES | null {
  const digits = value.replace(/[\s\-\u2010-\u2015]/g, "");
  if (!/^[2-9]\d{11}$/.test(digits)) return "format";
  return verhoeffValid(digits) ? null : "checksum";
}

/** A zod refinement: the message of what is wrong with an Aadhaar number (nothing for null). */
export function checkAadhaar(value: string | null, ctx: RefinementCtx): void {
  const problem = value === null ? null : aadhaarProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: AADHAAR_MESSAGES[problem] });
}

/** Five letters, four digits, one letter (AAAAA9999A). */
export function isValidPan(value: string): boolean {
  return /^[A-Z]{5}\d{4}[A-Z]$/.test(value.trim().toUpperCase());
}

/** Four letters, a zero, six letters or digits (e.g. SBIN0001234). */
export function isValidIfsc(value: string): boolean {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value.trim().toUpperCase());
}

/**
 * The digits of a phone number as a search matches them: a number typed with the country code or a
 * trunk zero (+91 98765 43210, 09876543210) is the 10-digit number stored without them. A term with
 * anything but digits and a phone number's marks (spaces, dashes, dots, brackets, +) is not a phone
 * number, and gives none: "ravi123@x" or "EMP-0042" finds no mobile that holds 123 or 0042.
 */
export function phoneSearchDigits(typed: string): string {
  const ascii = asciiDigits(typed);
  if (!/^[\d\s\-\u2010-\u2015().+]+$/.test(ascii)) return "";
  const digits = ascii.replace(/\D/g, "");
  return digits.length > 10 && /^(91|0)/.test(digits) ? digits.slice(-10) : digits;
}

/**
 * A mobile number as people type it ("+91 98765 43210", "098765-43210", "+91 (0) 98765 43210",
 * "0091 98765 43210", "९८७६५४३२१०") reduced to the 10 digits stored: spaces, dashes (a copied
 * number's en dash or non-breaking hyphen too), dots and brackets go, and so does a leading +91,
 * 0091, 91 or trunk 0 before the ten digits. Anything else is left for isValidMobile to refuse.
 */
export function mobileDigits(value: string): string {
  return asciiDigits(value)
    .replace(/[\s\-\u2010-\u2015().]/g, "")
    .replace(/^(?:(?:\+|00)?91)?0?(?=[6-9]\d{9}$)/, "");
}

/** A term as a reference is compared: ASCII digits, upper case, without spaces and dashes. */
const compactReference = (value: string) =>
  asciiDigits(value)
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015]/g, "");

/**
 * A reference (or its start) from its parts, as stored: the random part read as Crockford's base32,
 * which has neither I, L nor O, so they are the digits 1 and 0.
 */
function storedReference(prefix: string, date: string, random: string): string {
  const digits = random.replace(/[IL]/g, "1").replace(/O/g, "0");
  if (prefix === "APP") return `APP${date}${digits}`;
  return digits ? `CA-${date}-${digits}` : `CA-${date}`;
}

/**
 * An application number or reference as typed back from a letter or a phone call: spaces and dashes
 * anywhere, lower case, and the letters I, L and O for the digits 1 and 0 (Crockford's base32, which
 * the random part is drawn from, has neither letter). "app 261207 kjykpv" is APP261207KJYKPV and
 * "ca 261207 d8lst7" is CA-261207-D81ST7; text of another shape is only trimmed and upper-cased.
 */
export function typedReference(value: string): string {
  const shape = /^(APP|CA)(\d{6})([0-9A-Z]{6})$/.exec(compactReference(value));
  return shape ? storedReference(shape[1], shape[2], shape[3]) : asciiDigits(value).toUpperCase();
}

/**
 * The application number or reference a search term is, as stored (typedReference's form), or null
 * when the term is not one: staff type back what an applicant reads out, "app 261207 kjykpv".
 */
export function searchedReference(value: string): string | null {
  const reference = typedReference(value);
  return /^(?:APP\d{6}|CA-\d{6}-)[0-9A-Z]{6}$/.test(reference) ? reference : null;
}

/**
 * The start of an application number or reference as staff type what they have heard so far, with
 * spaces or dashes anywhere ("app 2612", "ca 261207", "ca 261207 d8"), as stored (APP2612,
 * CA-261207, CA-261207-D8), or null when the term is not the start of one: a prefix and at least
 * one digit of its date, then its random part only once the date is whole, read as typedReference
 * reads it.
 */
export function partialReference(value: string): string | null {
  const shape = /^(APP|CA)(\d{1,6})([0-9A-Z]{0,6})$/.exec(compactReference(value));
  if (!shape || (shape[3] && shape[2].length < 6)) return null;
  return storedReference(shape[1], shape[2], shape[3]);
}

/** Indian mobile: 10 digits starting 6-9. */
export function isValidMobile(value: string): boolean {
  return /^[6-9]\d{9}$/.test(value.trim());
}
