// Security headers for every response: pages get them in proxy.ts, API responses in the API
// wrapper (lib/server/http/api.ts), both at run time (so they follow the runtime
// environment, e.g. Razorpay's live checkout only when live keys are configured).

export type CspOptions = { nonce?: string; razorpayLive: boolean; dev: boolean };

export function contentSecurityPolicy({ nonce, razorpayLive, dev }: CspOptions): string {
  const razorpay = razorpayLive ? ["https://checkout.razorpay.com"] : [];
  // Statically rendered pages cannot carry a per-request nonce, so their inline bootstrap scripts
  // need 'unsafe-inline'; dynamic (staff) pages get a nonce and 'strict-dynamic' instead.
  const scripts = nonce
    ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...razorpay]
    : ["'self'", "'unsafe-inline'", ...razorpay];
  if (dev) scripts.push("'unsafe-eval'");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scripts,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(razorpayLive ? ["https://api.razorpay.com", "https://lumberjack.razorpay.com"] : [])],
    "frame-src": [
      "https://www.google.com",
      "https://maps.google.com",
      ...(razorpayLive ? ["https://api.razorpay.com", "https://checkout.razorpay.com"] : []),
    ],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(" ")}`)
    .join("; ");
}

export const staticSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy":
    'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://checkout.razorpay.com")',
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
};

/** API responses are data, never documents: nothing may load or frame them as a page. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** The security headers of an API response (JSON, CSV or a file download), as [name, value]. */
export const apiSecurityHeaders: readonly (readonly [string, string])[] = [
  ["Content-Security-Policy", API_CONTENT_SECURITY_POLICY],
  ...Object.entries(staticSecurityHeaders),
];

/** Sets the security headers of an API response on a Fetch Headers object. */
export function setApiSecurityHeaders(headers: Headers): void {
  for (const [name, value] of apiSecurityHeaders) headers.set(name, value);
}
