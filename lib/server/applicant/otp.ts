import "server-only";

import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

import { company } from "@/content/company";
import type { Locale } from "@/i18n/routing";
import { db } from "@/lib/server/db/client";
import { enforceLimit } from "@/lib/server/http/api";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { mailTranslator } from "@/lib/server/i18n/mail";
import { sender } from "@/lib/server/jobs/queue";
import { runInBackground } from "@/lib/server/platform/background";
import { sendMail } from "@/lib/server/platform/mail";
import { mailboxOf } from "@/lib/server/platform/mailbox";
import { authSecret } from "@/lib/server/platform/secrets";
import { rateLimitAddress } from "@/lib/server/http/client-address";

// Applicant sign-in by a one-time code sent to the e-mail address they applied with: 6 digits,
// valid 10 minutes, 5 tries, single use, only its HMAC stored. Only the newest code of an address
// counts, and asking for codes is limited per address, so guesses stay few (5 codes x 5 tries an hour).

export const OTP_LIMITS = {
  ttlSeconds: 10 * 60,
  triesPerCode: 5,
  /** Codes asked for, per e-mail address and per client address. */
  requestsPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  /**
   * Codes asked for any spelling of one inbox (mailboxOf): each spelling that has applied gets codes
   * of its own ("name+1@", "n.ame@gmail.com"), and without this anyone could send an inbox 5 an hour
   * per spelling they had applied with.
   */
  requestsPerMailbox: { limit: 10, windowSeconds: 60 * 60 },
  requestsPerIp: { limit: 20, windowSeconds: 15 * 60 },
  /** Wrong codes per client address (a right one gives its slot back). */
  failuresPerIp: { limit: 30, windowSeconds: 15 * 60 },
  /**
   * Wrong codes per e-mail address in a day, from anywhere (a right one gives its slot back). Codes
   * alone allow 25 guesses an hour, every hour: this bounds a patient guesser with many client
   * addresses to 20 a day. The cost: 20 wrong codes sent for someone's address lock their sign-in
   * for the rest of the day, as asking for 5 codes already does for the hour.
   */
  failuresPerEmail: { limit: 20, windowSeconds: 24 * 60 * 60 },
};

/** The rate-limit keys that name an address: codes asked for it, wrong codes tried for it, and codes asked for its inbox. */
export function applicantLimitKeys(email: string): [codes: string, failures: string, mailboxCodes: string] {
  return [
    `applicant-code:email:${email}`,
    `applicant-signin:email:${email}`,
    `applicant-code:mailbox:${mailboxOf(email)}`,
  ];
}

function hashCode(email: string, code: string): string {
  return createHmac("sha256", authSecret()).update(`applicant-otp:${email}:${code}`).digest("base64url");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether anything was ever submitted with this address (either board). */
async function hasApplications(email: string): Promise<boolean> {
  const [company, gov] = await Promise.all([
    db.companyApplication.count({ where: { email }, take: 1 }),
    db.govApplication.count({ where: { email }, take: 1 }),
  ]);
  return company + gov > 0;
}

/**
 * Sends a new code when the address has applications. The per-address limit applies to every
 * address alike; the lookup, the code and the mail happen after the answer is decided (in the
 * background), so the answer and its timing are the same whether or not the address has applied
 * (no enumeration). The mail is in `locale`, the language of the page that asked for it.
 */
export async function requestCode(email: string, locale: Locale = "en"): Promise<void> {
  const [codes, , mailboxCodes] = applicantLimitKeys(email);
  const tooMany = "Too many codes were asked for this address. Please try again later.";
  const { requestsPerEmail: perEmail, requestsPerMailbox: perMailbox } = OTP_LIMITS;
  await enforceLimit(codes, perEmail.limit, perEmail.windowSeconds, tooMany);
  await enforceLimit(mailboxCodes, perMailbox.limit, perMailbox.windowSeconds, tooMany);
  runInBackground("applicant_code.request", () => sendCode(email, locale));
}

async function sendCode(email: string, locale: Locale): Promise<void> {
  if (!(await hasApplications(email))) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const t = mailTranslator(locale);
  await sender(); // before the transaction: the mail's delivery job is queued inside it
  await db.$transaction(async (tx) => {
    // The address's used and expired codes are of no further use: they go as a new one comes.
    await tx.applicantOtp.deleteMany({
      where: { email, OR: [{ consumedAt: { not: null } }, { expiresAt: { lt: new Date() } }] },
    });
    const otp = await tx.applicantOtp.create({
      data: {
        email,
        codeHash: hashCode(email, code),
        expiresAt: new Date(Date.now() + OTP_LIMITS.ttlSeconds * 1000),
      },
      select: { id: true },
    });
    await sendMail(
      {
        to: email,
        subject: t("signInCode.subject", { company: company.name }),
        text: [
          t("signInCode.code", { code }),
          "",
          t("signInCode.use"),
          t("signInCode.ignore"),
          "",
          `${company.name}`,
          `${company.email} · ${company.phone}`,
        ].join("\n"),
      },
      { tx, dedupeKey: `otp:${otp.id}` },
    );
  });
}

/** An id no code has (ids are cuids): the "no live code" case's stand-in. */
const NO_CODE = "no-code";

export type CodeOutcome = { ok: true; applicant: { id: string; email: string; tokenVersion: number } } | { ok: false };

/**
 * Checks the address's newest code: unexpired, unused and with tries left. Every try is counted
 * before the comparison (one conditional update), so concurrent guesses cannot exceed 5; a right
 * code is consumed in another conditional update, so it signs in once. Success makes (or updates)
 * the Applicant row whose id and tokenVersion the session carries.
 */
export async function signInWithCode(email: string, code: string, ip: string): Promise<CodeOutcome> {
  const ipKey = `applicant-signin:ip:${rateLimitAddress(ip)}`;
  const emailKey = applicantLimitKeys(email)[1];
  const tooMany = "Too many attempts. Please try again later.";
  await enforceLimit(ipKey, OTP_LIMITS.failuresPerIp.limit, OTP_LIMITS.failuresPerIp.windowSeconds, tooMany);
  try {
    const { limit, windowSeconds } = OTP_LIMITS.failuresPerEmail;
    await enforceLimit(emailKey, limit, windowSeconds, tooMany);
  } catch (error) {
    // Refused for the address alone: the client's own budget is not spent (a locked-out address
    // tried again and again must not use up everyone's behind one office or college address).
    await rateLimit.release(ipKey);
    throw error;
  }

  const now = new Date();
  const otp = await db.applicantOtp.findFirst({
    where: { email },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true, attempts: true, expiresAt: true, consumedAt: true },
  });
  const live = otp && !otp.consumedAt && otp.expiresAt > now ? otp : null;
  // The same statements and hashing whether or not the address has a live code (then matching no
  // row): an address gets a code only if it has applied, and the answer's timing must not say so.
  const counted = await db.applicantOtp.updateMany({
    where: {
      id: live?.id ?? NO_CODE,
      consumedAt: null,
      expiresAt: { gt: now },
      attempts: { lt: OTP_LIMITS.triesPerCode },
    },
    data: { attempts: { increment: 1 } },
  });
  const matches = sameHash(live?.codeHash ?? hashCode(NO_CODE, code), hashCode(email, code));
  if (!live || counted.count === 0 || !matches) return { ok: false };
  const used = await db.applicantOtp.updateMany({
    where: { id: live.id, consumedAt: null },
    data: { consumedAt: now },
  });
  if (used.count === 0) return { ok: false };

  await rateLimit.release(ipKey);
  await rateLimit.release(emailKey);
  const applicant = await db.applicant.upsert({
    where: { email },
    create: { email, lastLoginAt: now },
    update: { lastLoginAt: now },
    select: { id: true, email: true, tokenVersion: true },
  });
  return { ok: true, applicant };
}

/** Signing out ends every session of the applicant (the token version moves on). */
export async function endApplicantSessions(applicantId: string): Promise<void> {
  await db.applicant.updateMany({ where: { id: applicantId }, data: { tokenVersion: { increment: 1 } } });
}
