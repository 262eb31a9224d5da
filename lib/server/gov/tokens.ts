import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { istDateStamp } from "@/lib/dates";
import { CROCKFORD_BASE32, randomString } from "@/lib/server/platform/random";
import { authSecret } from "@/lib/server/platform/secrets";

// Server-made values the browser carries: the application number shown (read-only) on the form
// before submission, the link to a printable receipt and the link to the application's PDF. All are
// HMAC-signed (each with its own purpose) so a client can neither choose an application number nor
// open someone else's receipt or PDF.

function sign(purpose: string, value: string, length = 32): string {
  return createHmac("sha256", authSecret()).update(`${purpose}:${value}`).digest("base64url").slice(0, length);
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** "APP" + IST date (yymmdd) + 6 random characters, e.g. APP2607154K7QZD. */
export function newApplicationNumber(now = new Date()): string {
  return `APP${istDateStamp(now)}${randomString(6, CROCKFORD_BASE32)}`;
}

export type NumberReservation = { applicationNumber: string; token: string };

export function reserveApplicationNumber(): NumberReservation {
  const applicationNumber = newApplicationNumber();
  return { applicationNumber, token: sign("gov-app-number", applicationNumber) };
}

/** The reserved number if its token is genuine, else null (the server then makes a new one). */
export function reservedNumber(applicationNumber: unknown, token: unknown): string | null {
  if (typeof applicationNumber !== "string" || typeof token !== "string") return null;
  if (!/^APP\d{6}[0-9A-Z]{6}$/.test(applicationNumber)) return null;
  return same(sign("gov-app-number", applicationNumber), token) ? applicationNumber : null;
}

/** `<expiry in unix seconds>.<HMAC of purpose, value and expiry>`: valid for `seconds` from `now`. */
function expiringToken(purpose: string, value: string, seconds: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + seconds;
  return `${expires}.${sign(purpose, `${value}:${expires}`)}`;
}

function isValidExpiringToken(purpose: string, value: string, token: string, now: Date): boolean {
  const [expires, signature] = token.split(".");
  if (!/^\d{1,12}$/.test(expires ?? "") || !signature) return false;
  if (Number(expires) * 1000 < now.getTime()) return false;
  return same(sign(purpose, `${value}:${expires}`), signature);
}

/**
 * How long a receipt link works. Each is made when a page hands it out (the payment's confirmation,
 * a status lookup, the applicant's portal), never in an e-mail, and is followed from there, while
 * its address stays in the browser's history: on a cyber café's computer a week-long link let the
 * next person open the receipt (name, date of birth, contact), and with its number and date of birth
 * look the application up. An expired link's page says to get a new one from the status page.
 */
export const RECEIPT_SECONDS = 30 * 60;

export function receiptToken(applicationNumber: string, now = new Date()): string {
  return expiringToken("gov-receipt", applicationNumber, RECEIPT_SECONDS, now);
}

export function isValidReceiptToken(applicationNumber: string, token: string, now = new Date()): boolean {
  return isValidExpiringToken("gov-receipt", applicationNumber, token, now);
}

export function receiptPath(applicationNumber: string): string {
  return `/gov-career/receipt/${applicationNumber}?t=${encodeURIComponent(receiptToken(applicationNumber))}`;
}

/** How long the download link a status lookup hands out stays valid: long enough to click it. */
export const PDF_LINK_SECONDS = 15 * 60;

/** A download link for one application's PDF, bound to its id (not its number, which is typed in). */
export function pdfToken(applicationId: string, now = new Date()): string {
  return expiringToken("gov-application-pdf", applicationId, PDF_LINK_SECONDS, now);
}

export function isValidPdfToken(applicationId: string, token: string, now = new Date()): boolean {
  return isValidExpiringToken("gov-application-pdf", applicationId, token, now);
}

export function pdfPath(applicationId: string, now = new Date()): string {
  return `/api/gov/applications/${encodeURIComponent(applicationId)}/pdf?token=${encodeURIComponent(pdfToken(applicationId, now))}`;
}

/** The call letter link in the e-mail stays good until a week after the exam or interview. */
const CALL_LETTER_GRACE_SECONDS = 7 * 86_400;

export function isValidCallLetterToken(applicationId: string, token: string, now = new Date()): boolean {
  return isValidExpiringToken("gov-call-letter", applicationId, token, now);
}

/** A download link for one application's call letter, valid until a week after `examAt` (at least a day). */
export function callLetterPath(applicationId: string, examAt: Date, now = new Date()): string {
  const seconds = Math.max(86_400, Math.floor((examAt.getTime() - now.getTime()) / 1000) + CALL_LETTER_GRACE_SECONDS);
  const token = expiringToken("gov-call-letter", applicationId, seconds, now);
  return `/api/gov/applications/${encodeURIComponent(applicationId)}/call-letter?token=${encodeURIComponent(token)}`;
}
