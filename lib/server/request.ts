import "server-only";

import { env } from "@/lib/env";

/**
 * The client's address. Behind TRUST_PROXY_HOPS reverse proxies, the address that the nearest
 * trusted proxy saw (counting X-Forwarded-For from the right); otherwise the address Next.js
 * itself recorded for the socket (the last X-Forwarded-For entry, which it appends).
 */
export function clientIp(req: Request): string {
  return ipFromHeaders(req.headers.get("x-forwarded-for"), req.headers.get("x-real-ip"));
}

export function ipFromHeaders(forwardedFor: string | null | undefined, realIp?: string | null): string {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const hops = env().TRUST_PROXY_HOPS;
  const ip = chain[chain.length - 1 - hops] ?? chain[0] ?? realIp ?? "unknown";
  return ip.replace(/^::ffff:/, "");
}

/** True when a browser tells us the request comes from another site (CSRF defence for cookie auth). */
export function isForeignOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (origin) {
    const allowed = [req.headers.get("host"), req.headers.get("x-forwarded-host"), appHost()].filter(Boolean);
    try {
      return !allowed.includes(new URL(origin).host);
    } catch {
      return true;
    }
  }
  const site = req.headers.get("sec-fetch-site");
  return site === "cross-site";
}

function appHost(): string | undefined {
  const url = env().APP_URL;
  return url ? new URL(url).host : undefined;
}
