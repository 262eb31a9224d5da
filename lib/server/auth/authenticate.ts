import "server-only";

import type { Role } from "@/lib/generated/prisma/enums";
import { accountKey, findAccount } from "@/lib/server/auth/identifier";
import { mayUseAccount } from "@/lib/server/auth/session";
import { db, type Tx } from "@/lib/server/db/client";
import { burnPasswordCheck, verifyPassword } from "@/lib/server/auth/password";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { audit } from "@/lib/server/platform/audit";
import { log } from "@/lib/server/platform/log";
import { rateLimitAddress } from "@/lib/server/http/client-address";
import { loginSchema } from "@/lib/validation/auth";

// Sign-in for both the web form (next-auth Credentials) and POST /api/auth/login.
// Throttled per identifier and per IP; the same message for an unknown identifier and a wrong
// password, so the form does not reveal which accounts exist.
//
// The account's budget counts wrong passwords from anywhere, so guesses spread over many addresses
// are stopped too. Spent by someone else, it would also lock the owner out (five requests every
// quarter of an hour would keep the government console shut on a last date), so an address the
// account signed in from in the last 30 days (its audit's `auth.login`, by the /64 for IPv6 as the
// limits count it) keeps a budget of its own while the account is locked elsewhere: the office
// signs in, the stranger waits.
//
// Those counters restart every quarter of an hour, so on their own they let a stranger try 5
// passwords every 15 minutes for ever (480 a day). A day's budget on top (LOGIN_LIMITS.perDay)
// counts every password checked and found wrong, from anywhere, and is spent by nobody's success:
// past it, the account is locked for the rest of the day wherever its owner has not signed in from,
// with the same answer as the 15-minute lock, while known addresses keep their own budget as above.

export const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";
/** What a sign-in says when it could not be checked (the database is down): the API's words for a 503. */
export const SIGN_IN_UNAVAILABLE = "The service is temporarily unavailable. Please try again shortly.";
export const LOGIN_LIMITS = {
  perIdentifier: { failures: 5, windowSeconds: 15 * 60 },
  /**
   * Wrong passwords a day per account and per name. 50: at 5 a quarter-hour the day's budget is at
   * least 2.5 hours of steady guessing, which no owner's typing comes near (the 15-minute lock stops
   * them at 5, and a known address has its own budget), while a stranger gets 50 guesses a day
   * instead of 480: about 18,000 a year, not 175,000. Being a fixed window it allows at most 100
   * in any 24 hours across its turn, within NIST SP 800-63B's ceiling of 100 consecutive failures.
   * Per name too, so an unknown name meets the same lock as an account: a day's wrong passwords
   * must not tell whether an account exists.
   */
  perDay: { failures: 50, windowSeconds: 24 * 60 * 60 },
  perIp: { failures: 30, windowSeconds: 15 * 60 },
  /** How long an address the account signed in from keeps its own budget when the account is locked. */
  knownAddressDays: 30,
};

/** The failed-sign-in counters of an account name (either of an employee's two) and of an account. */
export const loginKeys = {
  name: (identifier: string) => `login:id:${accountKey(identifier)}`,
  account: (userId: string) => `login:user:${userId}`,
  /** The day's counters (LOGIN_LIMITS.perDay) of an account name and of an account. */
  nameDay: (identifier: string) => `login:id-day:${accountKey(identifier)}`,
  accountDay: (userId: string) => `login:user-day:${userId}`,
  /** The account's budget at an address it signed in from, while its own budget is spent. */
  accountAt: (userId: string, ip: string) => `login:user:${userId}@${rateLimitAddress(ip)}`,
};

/**
 * Forgets the account's failed sign-ins (the counters, 15-minute and daily, of its e-mail address,
 * its Reference ID and the account itself), in the transaction that gave it a new password:
 * whoever set it (a link, an admin, the operator) means its owner to sign in with it now, not
 * after a lock that someone else's wrong guesses put on the account.
 */
export async function clearFailedSignIns(tx: Tx, userId: string): Promise<void> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { email: true, employee: { select: { referenceId: true } } },
  });
  const names = [user?.email, user?.employee?.referenceId].filter((n): n is string => !!n);
  await tx.rateLimit.deleteMany({
    where: {
      OR: [
        {
          key: {
            in: [
              loginKeys.account(userId),
              loginKeys.accountDay(userId),
              ...names.flatMap((name) => [loginKeys.name(name), loginKeys.nameDay(name)]),
            ],
          },
        },
        { key: { startsWith: `${loginKeys.account(userId)}@` } },
      ],
    },
  });
}

/**
 * authenticate() for a sign-in form: a database error (its text is the driver's or the query's) is
 * logged, and answered as "unavailable" for the form to say so, never shown.
 */
export async function signInForForm(
  identifier: string,
  password: string,
  ip: string,
): Promise<AuthOutcome | { ok: false; reason: "unavailable" }> {
  try {
    return await authenticate(identifier, password, ip);
  } catch (error) {
    log.error("auth.sign_in_error", {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return { ok: false, reason: "unavailable" };
  }
}

export type AuthOutcome =
  | { ok: true; user: { id: string; name: string; role: Role; tokenVersion: number } }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export function throttledMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

const OPEN = { ok: true, retryAfterSeconds: 0 } as const;
const { failures, windowSeconds } = LOGIN_LIMITS.perIdentifier;

type Limit = Pick<rateLimit.RateLimitResult, "ok" | "retryAfterSeconds">;

/** `own`: a known address's budget, spent too; it may sign in again when either the lock or that frees. */
function throttled(results: Limit[], own?: Limit | null): AuthOutcome {
  const waits = results.flatMap((r) => (r.ok ? [] : [r.retryAfterSeconds]));
  const wait = Math.max(...waits);
  return { ok: false, reason: "throttled", retryAfterSeconds: own ? Math.min(wait, own.retryAfterSeconds) : wait };
}

/** Whether the account (null: none) signed in from this address (its /64 for IPv6) in the last knownAddressDays. */
async function signedInFrom(userId: string | null, ip: string): Promise<boolean> {
  if (ip === "unknown") return false;
  const since = new Date(Date.now() - LOGIN_LIMITS.knownAddressDays * 24 * 60 * 60 * 1000);
  // Each address once: however often scripts sign in from a few, the office is among them.
  const signIns = await db.auditLog.findMany({
    where: { actorId: userId ?? "", action: "auth.login", createdAt: { gte: since }, ip: { not: null } },
    select: { ip: true },
    distinct: ["ip"],
  });
  const address = rateLimitAddress(ip);
  return signIns.some((entry) => rateLimitAddress(entry.ip!) === address);
}

function findUser(identifier: string) {
  return findAccount(identifier, {
    id: true,
    name: true,
    role: true,
    tokenVersion: true,
    isActive: true,
    passwordHash: true,
    employee: { select: { status: true } },
  });
}

export async function authenticate(identifierRaw: string, password: string, ip: string): Promise<AuthOutcome> {
  // The sign-in form's bounds hold for every caller: a longer name is nobody's, and as a
  // rate-limit key it would not fit the counters' index (PostgreSQL refuses the insert).
  if (!loginSchema.safeParse({ identifier: identifierRaw, password }).success) return { ok: false, reason: "invalid" };
  const identifier = identifierRaw.trim();
  const idKey = loginKeys.name(identifier);
  const ipKey = `login:ip:${rateLimitAddress(ip)}`;
  // Every attempt takes its slot first, in one statement per counter (count and decide), so 30
  // concurrent guesses get exactly `failures` password checks. A success gives its slots back.
  const [byId, byIp] = await Promise.all([
    rateLimit.hit(idKey, failures, windowSeconds),
    rateLimit.hit(ipKey, LOGIN_LIMITS.perIp.failures, LOGIN_LIMITS.perIp.windowSeconds),
  ]);
  if (!byIp.ok) return throttled([byIp, byId]);

  const user = await findUser(identifier);
  // An employee signs in with an e-mail address or a Reference ID: one budget for the account,
  // whichever name is typed (each name's own counter above would give it two).
  const userKey = user ? loginKeys.account(user.id) : null;
  // The day's counters: the name's, and the account's whichever name is typed. Taken alongside the
  // account's (one round trip, known name or not), by every attempt the name's counter lets through.
  const dayKeys = [loginKeys.nameDay(identifier), ...(user ? [loginKeys.accountDay(user.id)] : [])];
  const hitDay = () =>
    Promise.all(
      dayKeys.map((key) => rateLimit.hit(key, LOGIN_LIMITS.perDay.failures, LOGIN_LIMITS.perDay.windowSeconds)),
    );
  const [byUser, byDay] = byId.ok
    ? await Promise.all([userKey ? rateLimit.hit(userKey, failures, windowSeconds) : OPEN, hitDay()])
    : [OPEN, []];
  const locked = !byId.ok || !byUser.ok || byDay.some((r) => !r.ok);
  // Locked, perhaps by someone else's guesses: an address the account signed in from recently has
  // a budget of its own (its wrong passwords spend it), and the lock holds everywhere else.
  // (Asked for an unknown name too, so a locked name's answer takes as long whether it is an account or not.)
  const ownKey = locked && (await signedInFrom(user?.id ?? null, ip)) && user ? loginKeys.accountAt(user.id, ip) : null;
  if (locked) {
    const own = ownKey ? await rateLimit.hit(ownKey, failures, windowSeconds) : null;
    if (!own?.ok) {
      // Refused, it checked no password: it gives the day's slots back, so knocking on a locked
      // account does not spend its day (50 real guesses do). Released for an unknown name too.
      await Promise.all(byDay.map((_, i) => rateLimit.release(dayKeys[i])));
      return throttled([byId, byUser, ...byDay], own);
    }
    // From its own budget the password is checked, and counts today like any other.
    if (!byId.ok) await hitDay();
  }
  const valid = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
  if (!user || !valid || !mayUseAccount(user)) return { ok: false, reason: "invalid" };

  await Promise.all([
    // A sign-in from its own budget leaves the account's lock as it is (the guesses elsewhere still
    // count), giving back only the slots this attempt took of it.
    ...(ownKey
      ? [rateLimit.reset(ownKey), rateLimit.release(idKey), ...(byId.ok ? [rateLimit.release(userKey!)] : [])]
      : [rateLimit.reset(idKey), rateLimit.reset(userKey!)]),
    // The day's counters are never reset by a sign-in (the owner's success would hand the guesser
    // a fresh day): it gives back only the slots this attempt took, as from a known address above.
    ...dayKeys.map((key) => rateLimit.release(key)),
    rateLimit.release(ipKey),
    db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } }),
    audit(db, user, { action: "auth.login", entityType: "User", entityId: user.id, ip }),
  ]);
  return { ok: true, user: { id: user.id, name: user.name, role: user.role, tokenVersion: user.tokenVersion } };
}
