import "server-only";

import { env } from "@/lib/env";

/**
 * The client's address. Next.js puts the socket's address in X-Forwarded-For only when the request
 * has no such header (it does not append), and each reverse proxy appends the address it received
 * the request from. So behind TRUST_PROXY_HOPS proxies the client is the entry the outermost proxy
 * appended, that many from the right; with none, the last entry. Entries further left came from
 * the client itself and could be anything.
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
  const ip = chain[chain.length - Math.max(hops, 1)] ?? chain[0] ?? realIp ?? "unknown";
  return ip.replace(/^::ffff:/, "");
}

/**
 * True when a browser tells us the request comes from another site (CSRF defence for cookie auth).
 * The site is ours when the Origin's host is the Host header or APP_URL's host. X-Forwarded-Host
 * counts only behind a trusted proxy (TRUST_PROXY_HOPS > 0): without one, anybody can send it.
 */
export function isForeignOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (origin) {
    const forwardedHost = env().TRUST_PROXY_HOPS > 0 ? req.headers.get("x-forwarded-host") : null;
    const allowed = [req.headers.get("host"), forwardedHost, appHost()].filter(Boolean);
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
