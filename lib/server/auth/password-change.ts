import "server-only";

import { ApiError, enforceLimit } from "@/lib/server/http/api";
import { clearFailedSignIns, LOGIN_LIMITS, loginKeys } from "@/lib/server/auth/authenticate";
import { hashPassword, verifyPassword } from "@/lib/server/auth/password";
import { retirePasswordTokens } from "@/lib/server/auth/password-reset";
import { encodeSessionToken } from "@/lib/server/auth/token";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { audit } from "@/lib/server/platform/audit";
import { EMPLOYEE_NOT_FOUND } from "@/lib/server/employees/records";
import * as rateLimit from "@/lib/server/http/rate-limit";

// Password changes bump User.tokenVersion: every session issued before the change stops working
// on its next request, and retire the account's open set-password links (an invitation sent to a
// mistyped address must not set a password over the one chosen now). The caller's own change
// returns a fresh token so they stay signed in.

export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";
const ATTEMPTS = { limit: 5, windowSeconds: 15 * 60 };
const TOO_MANY = "Too many attempts. Please try again later.";

export async function changeOwnPassword(
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
  ip?: string,
): Promise<{ token: string }> {
  const key = `password-change:user:${user.id}`;
  // Take the attempt's slot first (one statement counts and decides); a success clears it.
  await enforceLimit(key, ATTEMPTS.limit, ATTEMPTS.windowSeconds, TOO_MANY);
  // A wrong current password is a password guessed wrong: it spends the account's day of them as a
  // sign-in does (LOGIN_LIMITS.perDay), or a stolen session could guess 5 every quarter of an hour
  // until it expired, and on a hit set a password of its own. A success gives its slot back.
  const day = loginKeys.accountDay(user.id);
  const today = await rateLimit.hit(day, LOGIN_LIMITS.perDay.failures, LOGIN_LIMITS.perDay.windowSeconds);
  if (!today.ok) {
    await rateLimit.release(day); // refused, it checked nothing
    throw new ApiError("rate_limited", TOO_MANY, undefined, { "Retry-After": String(today.retryAfterSeconds) });
  }
  const row = await db.user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new ApiError("bad_request", CURRENT_PASSWORD_INCORRECT, { currentPassword: CURRENT_PASSWORD_INCORRECT });
  }
  await Promise.all([rateLimit.reset(key), rateLimit.release(day)]);
  if (input.currentPassword === input.newPassword) {
    const message = "New password must be different from the current password";
    throw new ApiError("bad_request", message, { newPassword: message });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await db.$transaction(async (tx) => {
    const u = await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, tokenVersion: { increment: 1 } },
      select: { id: true, name: true, role: true, tokenVersion: true },
    });
    await retirePasswordTokens(tx, user.id);
    await audit(tx, user, { action: "auth.password_change", entityType: "User", entityId: user.id, ip });
    return u;
  });
  const token = await encodeSessionToken({
    sub: updated.id,
    name: updated.name,
    role: updated.role,
    tv: updated.tokenVersion,
  });
  return { token };
}

/** An admin sets an employee's password (no current password); the employee's sessions end. */
export async function changeEmployeePassword(
  actor: SessionUser,
  employeeId: string,
  newPassword: string,
  ip?: string,
): Promise<void> {
  const employee = await db.employee.findUnique({ where: { id: employeeId }, select: { userId: true } });
  if (!employee) throw new ApiError("not_found", EMPLOYEE_NOT_FOUND);
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: employee.userId },
      data: { passwordHash, tokenVersion: { increment: 1 } },
    });
    await retirePasswordTokens(tx, employee.userId);
    // The admin gave the employee this password to sign in with now, lock or no lock.
    await clearFailedSignIns(tx, employee.userId);
    await audit(tx, actor, { action: "employee.password_change", entityType: "Employee", entityId: employeeId, ip });
  });
}
