import { afterEach, describe, expect, it } from "vitest";

import { resetEnv } from "@/lib/env";

import { clientIp, isForeignOrigin } from "@/lib/server/http/request";

afterEach(() => {
  delete process.env.TRUST_PROXY_HOPS;
  resetEnv();
});

// Without the guard (Vitest calls handlers directly), the chain is the X-Forwarded-For header.
describe("clientIp without the guard", () => {
  const request = (xff?: string) =>
    new Request("http://127.0.0.1/api/x", { headers: xff ? { "x-forwarded-for": xff } : {} });

  it("takes the entry TRUST_PROXY_HOPS from the right, and ignores X-Real-IP", () => {
    expect(clientIp(request("198.51.100.9"))).toBe("198.51.100.9");
    process.env.TRUST_PROXY_HOPS = "1";
    resetEnv();
    expect(clientIp(request("6.6.6.6, 198.51.100.9, 10.0.0.2"))).toBe("198.51.100.9");
    expect(clientIp(new Request("http://127.0.0.1/", { headers: { "x-real-ip": "203.0.113.4" } }))).toBe("unknown");
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
