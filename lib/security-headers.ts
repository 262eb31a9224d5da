// Security headers for every response, set in proxy.ts at run time (so they follow the runtime
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
