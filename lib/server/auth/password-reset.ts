import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { passwordMail } from "@/content/password-mail";
import type { PasswordTokenPurpose } from "@/lib/generated/prisma/enums";
import { siteUrl } from "@/lib/seo";
import { clearFailedSignIns } from "@/lib/server/auth/authenticate";
import { accountKey, findAccount } from "@/lib/server/auth/identifier";
import { hashPassword } from "@/lib/server/auth/password";
import { mayUseAccount } from "@/lib/server/auth/session";
import { db, type Tx } from "@/lib/server/db/client";
import { ApiError, enforceLimit } from "@/lib/server/http/api";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { sender } from "@/lib/server/jobs/queue";
import { audit } from "@/lib/server/platform/audit";
import { runInBackground } from "@/lib/server/platform/background";
import { sendMail } from "@/lib/server/platform/mail";
import { RESET_LINK_INVALID } from "@/lib/validation/passwords";
import { rateLimitAddress } from "@/lib/server/http/client-address";

// Password links: "forgot password" for every staff and employee account, and the invitation of a
// staff-created employee to set their first password. Only the SHA-256 of the random token is
// stored; a link sets a password once (a conditional update marks it used), ends every session of
// the account (tokenVersion) and retires the account's other open links.

export const PASSWORD_TOKEN_TTL: Record<PasswordTokenPurpose, { seconds: number; words: string }> = {
  reset: { seconds: 30 * 60, words: "30 minutes" },
  invite: { seconds: 7 * 24 * 60 * 60, words: "7 days" },
};

export const RESET_LIMITS = {
  /** Links asked for one account name (every name alike, known or not). */
  perIdentifier: { limit: 3, windowSeconds: 60 * 60 },
  /** Links asked for from one client address. */
  perIp: { limit: 10, windowSeconds: 15 * 60 },
  /** Passwords set (tries with a link) from one client address. */
  setPerIp: { limit: 20, windowSeconds: 15 * 60 },
};

export const RESET_REQUESTED =
  "If an account exists for that address, we have e-mailed a link to reset your password. It is valid for 30 minutes.";
const TOO_MANY = "Too many reset links were asked for. Please try again later.";

const sha256 = (token: string) => createHash("sha256").update(token).digest("base64url");

export function passwordLink(token: string): string {
  const url = new URL("/reset-password", siteUrl());
  url.searchParams.set("token", token);
  return url.toString();
}

/** A new link for the user, recorded with its mail in `tx` (the caller awaited `sender()` first). */
/**
 * Retires every open set-password link of the account: its password was set another way, its
 * e-mail changed (the links went to the old address) or it was deactivated.
 */
export async function retirePasswordTokens(tx: Tx, userId: string, now = new Date()): Promise<void> {
  await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
}

export async function issuePasswordToken(
  tx: Tx,
  user: { id: string; name: string; email: string },
  purpose: PasswordTokenPurpose,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const ttl = PASSWORD_TOKEN_TTL[purpose];
  // The account's used and expired links are of no further use: they go as a new one comes.
  await tx.passwordResetToken.deleteMany({
    where: { userId: user.id, OR: [{ usedAt: { not: null } }, { expiresAt: { lt: new Date() } }] },
  });
  const row = await tx.passwordResetToken.create({
    data: { userId: user.id, tokenHash: sha256(token), purpose, expiresAt: new Date(Date.now() + ttl.seconds * 1000) },
    select: { id: true },
  });
  const mail = passwordMail({ purpose, name: user.name, link: passwordLink(token), validFor: ttl.words });
  await sendMail({ to: user.email, ...mail }, { tx, dedupeKey: `password-token:${row.id}` });
}

/** The account an e-mail address or an employee's Reference ID names (as sign-in reads them). */
function accountFor(identifier: string) {
  return findAccount(identifier, {
    id: true,
    name: true,
    email: true,
    isActive: true,
    employee: { select: { status: true } },
  });
}

/**
 * Forgot password. The limits count every name alike; the account is looked up and the mail
 * recorded after the answer is decided (in the background), so the answer and its timing are the
 * same whether or not the account exists. Unknown and disabled accounts get nothing.
 */
export async function requestPasswordReset(identifierRaw: string): Promise<void> {
  const identifier = identifierRaw.trim();
  const { limit, windowSeconds } = RESET_LIMITS.perIdentifier;
  await enforceLimit(`password-reset:id:${accountKey(identifier)}`, limit, windowSeconds, TOO_MANY);
  runInBackground("password_reset.request", async () => {
    const user = await accountFor(identifier);
    if (!user || !mayUseAccount(user)) return;
    // One budget per account too, whichever of its names (e-mail, Reference ID) asked: 3 links an
    // hour to one inbox, not 3 per name. Past it nothing is sent (the answer was already given).
    if (!(await rateLimit.hit(`password-reset:user:${user.id}`, limit, windowSeconds)).ok) return;
    await sender(); // before the transaction: the mail's delivery job is queued inside it
    await db.$transaction(async (tx) => {
      // The account as it is now, locked until the link is issued: an admin correcting its e-mail
      // address (or deactivating it) meanwhile either waits for this and then retires the link,
      // or came first, and then no link goes to the address it had when this request read it.
      await tx.$executeRaw`SELECT 1 FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
      const now = await tx.user.findUnique({
        where: { id: user.id },
        select: { email: true, isActive: true, employee: { select: { status: true } } },
      });
      if (!now || now.email !== user.email || !mayUseAccount(now)) return;
      // An invitation still open means no password was ever set: the invitation goes again, fresh
      // (7 days), rather than a 30-minute reset in its place. Anyone who knows the Reference ID may
      // ask, and a reset there left no invitation for the admin's correction of a mistyped address
      // to send again (updateEmployee re-invites only while one is open).
      const invited = await tx.passwordResetToken.count({
        where: { userId: user.id, purpose: "invite", usedAt: null, expiresAt: { gt: new Date() } },
      });
      // Only the newest link works: the ones before it, still in the inbox, are retired.
      await retirePasswordTokens(tx, user.id);
      await issuePasswordToken(tx, user, invited > 0 ? "invite" : "reset");
    });
  });
}

/** Per-IP limit of the forgot-password form (checked before the body is read). */
export function limitResetRequests(ip: string): Promise<void> {
  const { limit, windowSeconds } = RESET_LIMITS.perIp;
  return enforceLimit(`password-reset:ip:${rateLimitAddress(ip)}`, limit, windowSeconds, TOO_MANY);
}

/** What the link's page shows: the form (reset or invite wording), or that the link is no good. */
export async function passwordTokenPurpose(token: string): Promise<PasswordTokenPurpose | null> {
  if (!token || token.length > 200) return null;
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash: sha256(token) },
    select: {
      purpose: true,
      usedAt: true,
      expiresAt: true,
      user: { select: { isActive: true, employee: { select: { status: true } } } },
    },
  });
  if (!row || row.usedAt || row.expiresAt <= new Date() || !mayUseAccount(row.user)) return null;
  return row.purpose;
}

const invalidLink = () => new ApiError("gone", RESET_LINK_INVALID, { token: RESET_LINK_INVALID });

/**
 * Sets the password through a link, once: the token is taken by a conditional update (unused and
 * unexpired) in the same transaction that sets the hash, bumps tokenVersion (every session of the
 * account ends) and retires the account's other open links.
 */
export async function resetPassword(
  input: { token: string; newPassword: string },
  ip: string,
): Promise<{ purpose: PasswordTokenPurpose }> {
  const { limit, windowSeconds } = RESET_LIMITS.setPerIp;
  await enforceLimit(
    `password-set:ip:${rateLimitAddress(ip)}`,
    limit,
    windowSeconds,
    "Too many attempts. Please try again later.",
  );
  const tokenHash = sha256(input.token);
  const found = await db.passwordResetToken.findUnique({ where: { tokenHash }, select: { id: true } });
  if (!found) throw invalidLink();
  const passwordHash = await hashPassword(input.newPassword);
  return db.$transaction(async (tx) => {
    const now = new Date();
    const taken = await tx.passwordResetToken.updateMany({
      where: { id: found.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (taken.count === 0) throw invalidLink();
    const { userId, purpose, user } = await tx.passwordResetToken.findUniqueOrThrow({
      where: { id: found.id },
      select: {
        userId: true,
        purpose: true,
        user: {
          select: { role: true, isActive: true, employee: { select: { status: true } } },
        },
      },
    });
    if (!mayUseAccount(user)) throw invalidLink();
    await tx.user.update({ where: { id: userId }, data: { passwordHash, tokenVersion: { increment: 1 } } });
    await retirePasswordTokens(tx, userId, now);
    // The link proved the mailbox: a lock someone else's wrong passwords put on the account does
    // not keep its owner out with the new password.
    await clearFailedSignIns(tx, userId);
    await audit(
      tx,
      { id: userId, role: user.role },
      {
        action: "auth.password_reset",
        entityType: "User",
        entityId: userId,
        data: { purpose },
        ip,
      },
    );
    return { purpose };
  });
}
