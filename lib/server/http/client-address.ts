import { randomBytes } from "node:crypto";
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { isIPv6, type Socket } from "node:net";

import { env } from "@/lib/env";

// Which address a request's rate limits count against, decided where the socket is still visible.
//
// Next.js passes the socket's address on only as X-Forwarded-For, and only when the request has no
// such header: a client that sends its own gets to choose the address. Route handlers never see
// the socket. So we read it one step earlier, through Node's own `http.server.request.start`
// diagnostics channel, which Node publishes for every request before the server's "request"
// handler (Next's) runs. The guard (installed from instrumentation.ts) writes the client's address
// into a request header that a client cannot set, because it is overwritten on every request:
//
//   full chain = X-Forwarded-For entries + the socket's address
//   client     = the entry TRUST_PROXY_HOPS places left of the socket's
//
// Each proxy appends the address it got the request from, so behind N proxies the outermost one
// appended the client N places left of the socket (the innermost proxy). With no proxy (N = 0) the
// client is the socket. Entries further left were written by the client and are never used.
//
// The same guard turns the few requests Next.js cannot represent at all (TRACE, an /api path with
// broken percent-encoding) into one it can, answered 405 or 400 by app/api/[...path]/route.ts.
//
// The header also carries a random per-process proof, so a request that did not pass through this
// process's guard (a custom server, a changed process layout) is refused rather than trusted.

export const CLIENT_ADDRESS_HEADER = "x-hr-client-address";
const PROOF_HEADER = "x-hr-client-address-proof";
const STATE = Symbol.for("hr-platform.client-address-guard");

type GuardState = { proof: string; hops: number };
type Global = typeof globalThis & { [STATE]?: GuardState };

/** The client's address from the full chain (X-Forwarded-For entries, then the peer's address). */
export function clientAddressFromChain(chain: string[], hops: number): string {
  if (!chain.length) return "unknown";
  // Fewer entries than proxies: the request did not come through all of them. The leftmost entry
  // is then the best we know (docs/deploy.md: only the proxy may reach the app's port).
  const ip = chain[chain.length - 1 - hops] ?? chain[0];
  return ip.replace(/^::ffff:/, "");
}

/**
 * The address a rate limit counts a client under. An IPv4 address is one client (or one carrier
 * NAT), but an IPv6 subscriber is given a whole /64 and may pick a new source address in it for
 * every request: their limits count the /64. Audit entries keep the full address.
 */
export function rateLimitAddress(ip: string): string {
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : ip;
}

/** The eight groups of an IPv6 address (zone dropped, an IPv4 tail as two groups), or null. */
function ipv6Groups(ip: string): string[] | null {
  if (!isIPv6(ip)) return null;
  let text = ip.split("%")[0];
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((g) => parseInt(g, 16).toString(16));
}

export function forwardedChain(header: string | string[] | null | undefined): string[] {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** What the guard does to one request's headers (exported for tests). */
export function stampClientAddress(
  headers: IncomingMessage["headers"],
  socketAddress: string | undefined,
  state: GuardState,
): void {
  const chain = [...forwardedChain(headers["x-forwarded-for"]), ...(socketAddress ? [socketAddress] : [])];
  headers[CLIENT_ADDRESS_HEADER] = clientAddressFromChain(chain, state.hops);
  headers[PROOF_HEADER] = state.proof;
  if (state.hops === 0) {
    // No proxy in front: every X-Forwarded-* header came from the client. Drop them, so Next.js
    // fills them in from the socket (address, Host, and whether the connection is TLS).
    for (const name of ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip"]) {
      delete headers[name];
    }
  }
}

const CHANNEL = "http.server.request.start";

/** Where the guard sends a request Next.js cannot represent (app/api/[...path]/route.ts answers it). */
export const REFUSED_PATH = "/api/_refused";
const REFUSED_HEADER = "x-hr-refused";
export type Refusal = "method" | "path";

/**
 * Requests Next.js cannot even turn into a Web `Request`, so it answers them with a bare 500 and no
 * security headers: TRACE (undici forbids the method; TRACK never gets this far, Node's own parser
 * answers it with 400), and an /api path whose percent-encoding is not UTF-8 ("/api/employees/%ff").
 */
export function refusalFor(method: string | undefined, url: string | undefined): Refusal | null {
  if (method === "TRACE" || method === "TRACK") return "method";
  const path = (url ?? "/").split("?")[0];
  if (path.startsWith("/api/")) {
    try {
      decodeURIComponent(path);
    } catch {
      return "path";
    }
  }
  return null;
}

/** The refusal the guard stamped on this request (null when none, or when the client wrote it). */
export function refusalOf(get: HeaderGetter): Refusal | null {
  const state = (globalThis as Global)[STATE];
  const refusal = get(REFUSED_HEADER);
  if (!state || get(PROOF_HEADER) !== state.proof) return null;
  return refusal === "method" || refusal === "path" ? refusal : null;
}

/**
 * Installs the guard once per process (bootstrap, from instrumentation.ts, before the first
 * request). Returns a function that removes it again (tests).
 */
export function installRequestGuard(hops: number): () => void {
  const g = globalThis as Global;
  if (g[STATE]) return () => {};
  const state: GuardState = { proof: randomBytes(16).toString("hex"), hops };
  const onRequest = (message: unknown) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    stampClientAddress(request.headers, socket?.remoteAddress, state);
    delete request.headers[REFUSED_HEADER];
    const refusal = refusalFor(request.method, request.url);
    if (refusal) {
      // Turn it into a request Next can represent, on a path whose handler answers 405 or 400 with
      // the API's headers. The stamp carries the proof, so a client cannot fake a refusal either.
      request.headers[REFUSED_HEADER] = refusal;
      request.method = "GET";
      request.url = REFUSED_PATH;
    }
  };
  subscribe(CHANNEL, onRequest);
  g[STATE] = state;
  return () => {
    unsubscribe(CHANNEL, onRequest);
    delete g[STATE];
  };
}

type HeaderGetter = (name: string) => string | null | undefined;

/**
 * The client's address for a request, as the guard stamped it. Without the guard (Vitest calls
 * handlers directly), the chain is the X-Forwarded-For header alone. In production a request
 * without a valid stamp is refused with 503 (lib/server/http/api.ts): its address could be anything
 * the client chose. That happens to requests that arrived before the guard was installed.
 */
export function clientAddressFromHeaders(get: HeaderGetter): string {
  const state = (globalThis as Global)[STATE];
  if (state) {
    const stamped = get(CLIENT_ADDRESS_HEADER);
    if (stamped && get(PROOF_HEADER) === state.proof) return stamped;
    throw new ClientAddressUnknownError();
  }
  const { NODE_ENV, TRUST_PROXY_HOPS } = env();
  if (NODE_ENV === "production") throw new ClientAddressUnknownError();
  return clientAddressFromChain(forwardedChain(get("x-forwarded-for")), TRUST_PROXY_HOPS);
}

export class ClientAddressUnknownError extends Error {
  constructor() {
    super(
      "The client address guard did not see this request (instrumentation.ts must run in the process that owns the HTTP server).",
    );
    this.name = "ClientAddressUnknownError";
  }
}

/**
 * Why a production start must be refused, or null. With TRUST_PROXY_HOPS above 0 the app believes
 * the X-Forwarded-For entries its proxies append; listening on every interface (server.js's
 * default when HOSTNAME is unset) lets a client skip the proxy and write those entries itself.
 */
export function spoofableConfiguration(settings: { hops: number; hostname: string | undefined }): string | null {
  if (settings.hops === 0) return null;
  const host = (settings.hostname ?? "").trim();
  if (host && host !== "0.0.0.0" && host !== "::" && host !== "[::]") return null;
  return (
    `TRUST_PROXY_HOPS=${settings.hops} trusts X-Forwarded-For from a proxy, but the app listens on every ` +
    `interface (HOSTNAME=${host || "unset"}), so a client could connect directly and choose its own address. ` +
    "Set HOSTNAME to the address only the proxy reaches (127.0.0.1 when nginx is on this host), or " +
    "TRUST_PROXY_HOPS=0 with no proxy."
  );
}
