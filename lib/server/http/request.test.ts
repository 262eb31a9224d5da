import { afterEach, describe, expect, it } from "vitest";

import { resetEnv } from "@/lib/env";

import { ipFromHeaders, isForeignOrigin } from "@/lib/server/http/request";

afterEach(() => {
  delete process.env.TRUST_PROXY_HOPS;
  resetEnv();
});

// What the app receives: Next.js sets X-Forwarded-For to the socket's address only when the header
// is missing, and every proxy appends the address it got the request from. "6.6.6.6" is what a
// client claims about itself; 198.51.100.9 is the real client.
describe("ipFromHeaders", () => {
  it.each([
    // No proxy: Next.js filled in the socket address.
    { hops: 0, xff: "198.51.100.9", ip: "198.51.100.9" },
    // One nginx ($proxy_add_x_forwarded_for): the last entry is the address nginx saw.
    { hops: 1, xff: "198.51.100.9", ip: "198.51.100.9" },
    { hops: 1, xff: "6.6.6.6, 198.51.100.9", ip: "198.51.100.9" },
    // A load balancer in front of nginx: the balancer appended the client, nginx the balancer.
    { hops: 2, xff: "6.6.6.6, 198.51.100.9, 10.0.0.5", ip: "198.51.100.9" },
    { hops: 2, xff: "198.51.100.9, 10.0.0.5", ip: "198.51.100.9" },
    // IPv4-mapped IPv6 socket addresses are shown as IPv4.
    { hops: 0, xff: "::ffff:127.0.0.1", ip: "127.0.0.1" },
  ])("TRUST_PROXY_HOPS=$hops, X-Forwarded-For: $xff -> $ip", ({ hops, xff, ip }) => {
    process.env.TRUST_PROXY_HOPS = String(hops);
    resetEnv();
    expect(ipFromHeaders(xff)).toBe(ip);
  });

  it("falls back to X-Real-IP, then to a fixed bucket", () => {
    expect(ipFromHeaders(null, "203.0.113.4")).toBe("203.0.113.4");
    expect(ipFromHeaders(undefined)).toBe("unknown");
  });
});

describe("isForeignOrigin", () => {
  const request = (headers: Record<string, string>) => new Request("http://127.0.0.1:3000/api/x", { headers });

  it("accepts the Host header's own origin and refuses another site", () => {
    expect(isForeignOrigin(request({ host: "app.example.in", origin: "https://app.example.in" }))).toBe(false);
    expect(isForeignOrigin(request({ host: "app.example.in", origin: "https://evil.example" }))).toBe(true);
  });

  it("ignores X-Forwarded-Host without a trusted proxy: a client cannot name its own origin as ours", () => {
    const forged = { host: "app.example.in", origin: "https://evil.example", "x-forwarded-host": "evil.example" };
    expect(isForeignOrigin(request(forged))).toBe(true);
    process.env.TRUST_PROXY_HOPS = "1";
    resetEnv();
    expect(isForeignOrigin(request(forged))).toBe(false);
  });
});
