import "server-only";

import { z } from "zod";

import { can, type Permission, SIGNED_IN } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { userFromRequest, type SessionUser } from "@/lib/server/auth/session";
import { setApiSecurityHeaders } from "@/lib/security-headers";
import { log } from "@/lib/server/platform/log";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { ClientAddressUnknownError, rateLimitAddress } from "@/lib/server/http/client-address";
import { clientIp, isForeignOrigin } from "@/lib/server/http/request";
import { requestIdFrom, runWithRequestContext } from "@/lib/server/http/request-context";
import { errorDictionaryFor, requestLocale } from "@/lib/server/i18n/locale";
import type { Locale } from "@/i18n/routing";
import { translateError, translateErrors } from "@/lib/i18n/errors";

// Every route handler is wrapped: withPublic for open endpoints, withAuth for protected ones.
// Both give the same JSON error shape { success: false, message, errors? } with a fitting status,
// never a stack trace.

const statusByCode = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof statusByCode;

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A machine-readable name for this refusal, sent as `code` (the message is translated). */
    readonly reason?: string,
  ) {
    super(message);
  }
  get status() {
    return statusByCode[this.code];
  }
}

export function json(data: unknown, init?: ResponseInit): Response {
  return Response.json(data, init);
}

function errorAnswer(
  status: number,
  message: string,
  errors?: Record<string, string>,
  headers?: HeadersInit,
  reason?: string,
) {
  return Response.json(
    { success: false, message, ...(errors ? { errors } : {}), ...(reason ? { code: reason } : {}) },
    { status, headers },
  );
}

// Prisma codes for "the database is not there right now": unreachable, timed out, connection
// closed, pool exhausted (a transaction that ran out of time is TIMEOUT_CODES, below). Plus PostgreSQL's own SQLSTATEs and the raw driver messages for errors that are
// not mapped: connection exceptions (class 08), too many connections (53300), shutdown, crash and
// recovery (57P01-57P03).
const UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const UNAVAILABLE_SQLSTATE = /^(08...|53300|57P0[123])$/;
const UNAVAILABLE_TEXT =
  /Can't reach database server|Server has closed the connection|ECONNREFUSED|ECONNRESET|EPIPE|Connection terminated|terminating connection|connection (is )?closed|Client has encountered a connection error|Client was closed|connect ETIMEDOUT|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|too many clients|remaining connection slots|DatabaseNotReachable|ConnectionClosed|TooManyConnections|timeout exceeded when trying to connect|\b57P0[123]\b/i;

/**
 * True when the error or one it wraps (driver adapter errors carry the pg error as `cause`, up to
 * 5 levels) matches: the Prisma error class and code, a SQLSTATE (`code` or the adapter's
 * `originalCode`), or the text of its kind, name and messages.
 */
function causeMatches(
  error: unknown,
  match: { prismaCodes: ReadonlySet<string>; sqlState: RegExp; text: RegExp; initialization?: boolean },
): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    if (current instanceof Prisma.PrismaClientKnownRequestError && match.prismaCodes.has(current.code)) return true;
    if (match.initialization && current instanceof Prisma.PrismaClientInitializationError) return true;
    const { code, originalCode, kind, name, message, originalMessage } = current as Record<string, unknown>;
    for (const c of [code, originalCode]) if (typeof c === "string" && match.sqlState.test(c)) return true;
    const text = [kind, name, message, originalMessage].filter((v) => typeof v === "string").join(" ");
    if (match.text.test(text)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True when the error (or one it wraps) says the database is unreachable. */
export function isDatabaseDown(error: unknown): boolean {
  return causeMatches(error, {
    prismaCodes: UNAVAILABLE_CODES,
    sqlState: UNAVAILABLE_SQLSTATE,
    text: UNAVAILABLE_TEXT,
    initialization: true,
  });
}

// The database answered, but a transaction ran past its time or could not start in time (Prisma's
// P2028: a long job edit holding the rows a payment or a decision needs, or every connection busy
// with such work), or a lock or statement timeout ended a query (55P03, 57014). Rolled back whole.
// Logged apart from an outage: the operator looks for what held the rows, not for a dead database.
const TIMEOUT_CODES = new Set(["P2028"]);
const TIMEOUT_SQLSTATE = /^(55P03|57014)$/;
const TIMEOUT_TEXT =
  /expired transaction|Transaction already closed|Unable to start a transaction in the given time|canceling statement due to (lock|statement) timeout/i;

/** True when the error (or one it wraps) is a transaction or a lock wait that ran out of time. */
export function isTransactionTimeout(error: unknown): boolean {
  return causeMatches(error, { prismaCodes: TIMEOUT_CODES, sqlState: TIMEOUT_SQLSTATE, text: TIMEOUT_TEXT });
}

// The database cannot store or read what it must: disk full (53100), out of memory (53200), an I/O
// error (58030), or a data file it may not open or extend (the embedded database's files made
// read-only: 42501 with that message). The transaction was rolled back whole; the client may try
// again, but not at once: an operator has to free space first.
const STORAGE_SQLSTATE = /^(53100|53200|58030)$/;
// The codes themselves only as a SQLSTATE (code, originalCode) or in Prisma's "Code: `53100`": a
// bare number in a message could be anyone's value (a fee of 531 rupees is 53100 paise).
const STORAGE_TEXT =
  /No space left on device|could not (extend|write to|open|read) (file|block)|out of memory|Code: `(53100|53200|58030)`/i;

/** True when the error (or one it wraps) says the database's storage is full or failing. */
export function isStorageUnavailable(error: unknown): boolean {
  return causeMatches(error, { prismaCodes: new Set(), sqlState: STORAGE_SQLSTATE, text: STORAGE_TEXT });
}

// A transaction PostgreSQL rolled back to break a deadlock (40P01) or because it could not be
// serialised (40001); Prisma's name for it is P2034. Nothing of it was written, and running it
// again normally succeeds: PostgreSQL's manual tells applications to expect these and retry.
const CONFLICT_CODES = new Set(["P2034"]);
const CONFLICT_SQLSTATE = /^(40P01|40001)$/;
const CONFLICT_TEXT = /deadlock detected|could not serialize access|\b(40P01|40001)\b/i;

/** True when the error (or one it wraps) is a transaction PostgreSQL aborted as a deadlock or serialisation failure. */
export function isTransactionConflict(error: unknown): boolean {
  return causeMatches(error, { prismaCodes: CONFLICT_CODES, sqlState: CONFLICT_SQLSTATE, text: CONFLICT_TEXT });
}

export const UNSTORABLE_TEXT = "The request contains characters that cannot be stored (such as a NUL byte).";

/** PostgreSQL refuses NUL bytes and invalid UTF-8 in text (22021, 22P05): the client's input, not our fault. */
function isUnstorableText(error: unknown): boolean {
  const text = error instanceof Error ? error.message : "";
  return /\b(22021|22P05)\b|invalid byte sequence for encoding|unsupported Unicode escape sequence/.test(text);
}

/**
 * The JSON error answer for anything a handler threw; `path` names the request in the log. The
 * message and field errors are in `locale` (the caller's Accept-Language) where the catalogue has them.
 */
export function handleApiError(error: unknown, path?: string, locale: Locale = "en"): Response {
  const dictionary = errorDictionaryFor(locale);
  const errorResponse = (
    status: number,
    message: string,
    errors?: Record<string, string>,
    headers?: HeadersInit,
    reason?: string,
  ) =>
    errorAnswer(
      status,
      translateError(message, dictionary, locale),
      translateErrors(errors, dictionary, locale),
      headers,
      reason,
    );
  if (error instanceof ApiError) {
    return errorResponse(error.status, error.message, error.errors, error.headers, error.reason);
  }
  if (error instanceof z.ZodError) {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.join(".") || "_";
      errors[key] ??= issue.message;
    }
    return errorResponse(400, error.issues[0]?.message ?? "Invalid request", errors);
  }
  if (error instanceof SyntaxError) return errorResponse(400, "The request body is not valid JSON.");
  if (error instanceof ClientAddressUnknownError) {
    // Started before the request guard was installed (the first moments after start-up), or the
    // guard is not in this process at all (a misconfiguration): never counted under a made-up address.
    log.warn("http.client_address_unknown", { path });
    return errorResponse(503, "The service is starting. Please try again in a moment.", undefined, {
      "Retry-After": "1",
    });
  }
  if (isUnstorableText(error)) {
    return errorResponse(400, UNSTORABLE_TEXT);
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return errorResponse(409, "This record already exists.");
    if (error.code === "P2025") return errorResponse(404, "Not found.");
  }
  // The database's answer when it cannot serve the request now: the client may try again later.
  const unavailable = (retryAfterSeconds: number) =>
    errorResponse(503, "The service is temporarily unavailable. Please try again shortly.", undefined, {
      "Retry-After": String(retryAfterSeconds),
    });
  if (isTransactionConflict(error)) {
    // Rolled back whole, and a handler that retries it has already done so: the client may try again.
    log.warn("api.transaction_conflict", { path });
    return unavailable(1);
  }
  if (isStorageUnavailable(error)) {
    log.error("api.database_storage_failed", { path, error: described(error) });
    return unavailable(60);
  }
  // An outage first: a transaction that could not start because no connection could be made is one.
  if (isDatabaseDown(error)) {
    log.error("api.database_unavailable", { path });
    return unavailable(5);
  }
  if (isTransactionTimeout(error)) {
    log.error("api.transaction_timeout", { path, error: described(error) });
    return unavailable(5);
  }
  log.error("api.unhandled", { path, error: described(error) });
  return errorResponse(500, "Something went wrong on our side. Please try again.");
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Params = Record<string, string>;

export type PublicHandler = (args: { req: Request; params: Params; ip: string }) => Promise<Response>;
export type AuthedHandler = (args: {
  req: Request;
  params: Params;
  ip: string;
  user: SessionUser;
}) => Promise<Response>;

/** Path parameters (a NUL in one is refused when PostgreSQL sees it: see isUnstorableText). */
async function readParams(ctx?: RouteContext): Promise<Params> {
  const raw = (await ctx?.params) ?? {};
  const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
  if (Object.values(params).some((v) => v.length > 500)) throw new ApiError("not_found", "Not found.");
  return params;
}

/**
 * Takes one slot on `key`'s counter (one statement counts and decides); throws 429 with
 * Retry-After when the window's `limit` is used up.
 */
export async function enforceLimit(
  key: string,
  limit: number,
  windowSeconds: number,
  message = "Too many requests. Please wait a moment and try again.",
): Promise<void> {
  const result = await rateLimit.hit(key, limit, windowSeconds);
  if (!result.ok) {
    throw new ApiError("rate_limited", message, undefined, { "Retry-After": String(result.retryAfterSeconds) });
  }
}

const ipKey = (name: string, ip: string) => `${name}:ip:${rateLimitAddress(ip)}`;
/** The counter of every answer an address asked for (`all` of LookupLimits). */
const allKey = (name: string, ip: string) => `${name}:all:ip:${rateLimitAddress(ip)}`;

/** Per-IP limit for a public endpoint: throws 429 with Retry-After when exceeded. */
export function limitByIp(name: string, ip: string, limit: number, windowSeconds: number): Promise<void> {
  return enforceLimit(ipKey(name, ip), limit, windowSeconds);
}

/**
 * The same limit (the same counter) for a route whose every answer is a page, not JSON (a form a
 * browser posted itself): whether this request is within it.
 */
export async function withinIpLimit(name: string, ip: string, limit: number, windowSeconds: number): Promise<boolean> {
  return (await rateLimit.hit(ipKey(name, ip), limit, windowSeconds)).ok;
}

type Window = { attempts: number; windowSeconds: number };

/** What an address may look up: `misses` wrong answers per window, and `all` lookups in all. */
export type LookupLimits = { misses: Window; all: Window };

/**
 * Per-IP limits of a lookup by something only its owner knows (an application number and a date of
 * birth, a reference and an e-mail address). A right answer gives its slot of the misses back, as a
 * sign-in does: where many people share one address (a cyber café, a college lab on results day)
 * only wrong answers hold them back, and `all` still bounds what one address can ask. Throws 429
 * with Retry-After; call `found` once the answer was right.
 */
export async function limitLookupByIp(
  name: string,
  ip: string,
  { misses, all }: LookupLimits,
): Promise<{ found: () => Promise<void> }> {
  const missKey = ipKey(name, ip);
  await enforceLimit(allKey(name, ip), all.attempts, all.windowSeconds);
  await enforceLimit(missKey, misses.attempts, misses.windowSeconds);
  // Best effort: what was asked for is done (a correction saved), and a counter left one high must not
  // turn its answer into an error.
  const found = () =>
    rateLimit.release(missKey).catch((error: unknown) => {
      log.warn("rate_limit.release_failed", {
        key: name,
        error: error instanceof Error ? error.message : String(error),
      });
    });
  return { found };
}

/**
 * Per-IP limits of an answer nobody can guess (Razorpay's signature over an order and a payment):
 * `all` bounds what one address sends, and only refused answers count against `misses`, once they
 * are found refused. Where many people pay from one address (a cyber café on a deadline day), a
 * genuine answer is not held back by other people's refused ones, only by `all`. A lookup by something a
 * guesser could find (limitLookupByIp) must be limited before it is answered; a signature tells a
 * guesser nothing either way. Call `refused` before answering a refusal: it throws 429 with
 * Retry-After once the address is over.
 */
export async function limitRefusalsByIp(
  name: string,
  ip: string,
  { misses, all }: LookupLimits,
): Promise<{ refused: () => Promise<void> }> {
  await enforceLimit(allKey(name, ip), all.attempts, all.windowSeconds);
  return { refused: () => enforceLimit(ipKey(name, ip), misses.attempts, misses.windowSeconds) };
}

/**
 * Runs a handler with a request id (X-Request-Id in, on every log line, and back out) and the
 * uniform error handling. Authenticated responses are never stored by shared caches.
 */
async function run(req: Request, authenticated: boolean, fn: () => Promise<Response>): Promise<Response> {
  const requestId = requestIdFrom(req);
  const response = await runWithRequestContext({ requestId }, async () => {
    try {
      // PostgreSQL text cannot hold NUL: refuse it in the query string before any handler runs.
      if (/%00/.test(new URL(req.url).search)) throw new ApiError("bad_request", UNSTORABLE_TEXT);
      return await fn();
    } catch (error) {
      return handleApiError(error, new URL(req.url).pathname, requestLocale(req));
    }
  });
  const finish = (headers: Headers) => {
    setApiSecurityHeaders(headers);
    headers.set("X-Request-Id", requestId);
    if (authenticated || !headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  };
  try {
    // A response the handler built has mutable headers: add ours in place, body untouched.
    finish(response.headers);
    return response;
  } catch {
    // Immutable headers (Response.redirect, a fetched response): a copy around the same body.
    const headers = new Headers(response.headers);
    finish(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/**
 * `ip` is worked out when a handler reads it: a handler that never does (health, the OpenAPI
 * document, prerendered at build time) does not depend on the request guard.
 */
function withLazyIp<T extends { req: Request }>(args: T): T & { ip: string } {
  return Object.defineProperty(args, "ip", { enumerable: true, get: () => clientIp(args.req) }) as T & { ip: string };
}

export function withPublic(handler: PublicHandler) {
  return async (req: Request, ctx?: RouteContext): Promise<Response> =>
    run(req, false, async () => handler(withLazyIp({ req, params: await readParams(ctx) })));
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** withAuth's option for an audited or limited download: refused from another site, as a write is. */
export const SAME_SITE = { sameSiteOnly: true } as const;

/**
 * Requires a signed-in user with `permission` (re-checked against the database on every call).
 * Cookie-authenticated writes from a foreign Origin are refused (CSRF). `sameSiteOnly`: so are the
 * route's reads, for a GET that leaves a trace (an export or download written to the audit log, a
 * spent download limit): another site's link must not make a signed-in user's browser do it.
 */
export function withAuth(
  permission: Permission | typeof SIGNED_IN,
  handler: AuthedHandler,
  options: { sameSiteOnly?: boolean } = {},
) {
  return async (req: Request, ctx?: RouteContext): Promise<Response> =>
    run(req, true, async () => {
      const user = await userFromRequest(req);
      if (!user) throw new ApiError("unauthorized", "Authentication required. Please sign in.");
      const checked = options.sameSiteOnly || !SAFE_METHODS.has(req.method);
      if (user.via === "cookie" && checked && isForeignOrigin(req)) {
        throw new ApiError("forbidden", "Cross-site request refused.");
      }
      // `code: "role"`: the signed-in user's role may not do this. A console seeing it learns that
      // the browser is signed in as someone else now (another tab), not that its own request was wrong.
      if (!can(user, permission)) {
        throw new ApiError("forbidden", "You do not have permission to do this.", undefined, undefined, "role");
      }
      return handler(withLazyIp({ req, params: await readParams(ctx), user }));
    });
}

/** An error as a log line reads it: its name and message. */
function described(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
