import "server-only";

import { env } from "@/lib/env";
import { clientAddressFromHeaders } from "@/lib/server/http/client-address";

/**
 * The client's address, as the guard in instrumentation.ts worked it out from the socket and
 * TRUST_PROXY_HOPS (lib/server/http/client-address.ts). A client cannot choose it.
 */
export function clientIp(req: Request): string {
  return clientAddressFromHeaders((name) => req.headers.get(name));
}

/** The same, from a plain header record (next-auth's authorize() gets one). */
export function clientIpFromRecord(headers: Record<string, string | string[] | undefined> | undefined): string {
  return clientAddressFromHeaders((name) => {
    const value = headers?.[name];
    return Array.isArray(value) ? value.join(",") : value;
  });
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
