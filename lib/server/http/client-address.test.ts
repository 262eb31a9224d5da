import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { resetEnv } from "@/lib/env";
import {
  CLIENT_ADDRESS_HEADER,
  clientAddressFromChain,
  forwardedChain,
  installRequestGuard,
  rateLimitAddress,
  REFUSED_PATH,
  refusalFor,
  refusalOf,
  spoofableConfiguration,
} from "@/lib/server/http/client-address";
import { limitByIp } from "@/lib/server/http/api";
import { clientIp } from "@/lib/server/http/request";

afterEach(() => {
  delete process.env.TRUST_PROXY_HOPS;
  resetEnv();
});

// The full chain is X-Forwarded-For's entries and then the socket's address. "6.6.6.6" is what a
// client claims about itself; 198.51.100.9 is the real client.
describe("clientAddressFromChain", () => {
  it.each([
    // No proxy: the socket is the client, whatever the client wrote.
    { hops: 0, chain: "198.51.100.9", ip: "198.51.100.9" },
    { hops: 0, chain: "6.6.6.6, 198.51.100.9", ip: "198.51.100.9" },
    // One nginx ($proxy_add_x_forwarded_for) at 10.0.0.2: it appended the address it saw.
    { hops: 1, chain: "198.51.100.9, 10.0.0.2", ip: "198.51.100.9" },
    { hops: 1, chain: "6.6.6.6, 198.51.100.9, 10.0.0.2", ip: "198.51.100.9" },
    // A load balancer (10.0.0.5) in front of nginx (10.0.0.2).
    { hops: 2, chain: "6.6.6.6, 198.51.100.9, 10.0.0.5, 10.0.0.2", ip: "198.51.100.9" },
    // IPv4-mapped IPv6 socket addresses are shown as IPv4.
    { hops: 0, chain: "::ffff:127.0.0.1", ip: "127.0.0.1" },
    { hops: 0, chain: "", ip: "unknown" },
  ])("TRUST_PROXY_HOPS=$hops, chain $chain -> $ip", ({ hops, chain, ip }) => {
    expect(clientAddressFromChain(forwardedChain(chain), hops)).toBe(ip);
  });
});

/**
 * A real Node HTTP server with the guard installed, as Next's server is in production: what a
 * route handler would read for a request whose client wrote its own X-Forwarded-For.
 */
async function seenBy(hops: number, headers: Record<string, string>) {
  process.env.TRUST_PROXY_HOPS = String(hops);
  resetEnv();
  const uninstall = installRequestGuard(hops);
  const server = http.createServer((req, res) => {
    const request = new Request("http://127.0.0.1/", {
      headers: Object.entries(req.headers).map(([k, v]) => [k, String(v)] as [string, string]),
    });
    res.end(
      JSON.stringify({ ip: clientIp(request), forwardedFor: req.headers["x-forwarded-for"] ?? null, raw: req.headers }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return (await res.json()) as { ip: string; forwardedFor: string | null; raw: Record<string, string> };
  } finally {
    server.close();
    uninstall();
  }
}

describe("the client address guard on a real HTTP server", () => {
  it("with no proxy, counts the socket's address and drops the client's X-Forwarded-* headers", async () => {
    const seen = await seenBy(0, {
      "x-forwarded-for": "6.6.6.6",
      "x-forwarded-host": "evil.example",
      [CLIENT_ADDRESS_HEADER]: "7.7.7.7",
    });
    expect(seen.ip).toBe("127.0.0.1");
    expect(seen.forwardedFor).toBeNull();
    expect(seen.raw["x-forwarded-host"]).toBeUndefined();
  });

  it("behind one proxy, counts the address that proxy appended", async () => {
    const seen = await seenBy(1, { "x-forwarded-for": "6.6.6.6, 198.51.100.9" });
    expect(seen.ip).toBe("198.51.100.9");
  });

  it("refuses a stamp the client wrote itself (no valid proof)", async () => {
    process.env.TRUST_PROXY_HOPS = "0";
    resetEnv();
    const uninstall = installRequestGuard(0);
    try {
      const forged = new Request("http://127.0.0.1/", { headers: { [CLIENT_ADDRESS_HEADER]: "7.7.7.7" } });
      expect(() => clientIp(forged)).toThrow(/guard did not see this request/);
    } finally {
      uninstall();
    }
  });
});

describe("requests Next.js cannot represent", () => {
  it.each([
    ["TRACE", "/", "method"],
    ["TRACK", "/api/jobs", "method"],
    ["GET", "/api/employees/%ff", "path"],
    ["GET", "/api/employees/%E0%A4%95", null],
    ["GET", "/%ff", null],
    ["POST", "/api/jobs?q=%ff", null],
  ])("%s %s -> %s", (method, url, refusal) => {
    expect(refusalFor(method, url)).toBe(refusal);
  });

  it("the guard sends TRACE to the refusal path, stamped so the handler can trust it", async () => {
    process.env.TRUST_PROXY_HOPS = "0";
    resetEnv();
    const uninstall = installRequestGuard(0);
    const server = http.createServer((req, res) => {
      const refusal = refusalOf((name) => (req.headers[name] as string | undefined) ?? null);
      res.end(JSON.stringify({ method: req.method, url: req.url, refusal }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const seen = await new Promise<string>((resolve, reject) => {
        http
          .request(
            { host: "127.0.0.1", port, method: "TRACE", path: "/", headers: { "x-hr-refused": "path" } },
            (res) => {
              let body = "";
              res.on("data", (d) => (body += d));
              res.on("end", () => resolve(body));
            },
          )
          .on("error", reject)
          .end();
      });
      expect(JSON.parse(seen)).toEqual({ method: "GET", url: REFUSED_PATH, refusal: "method" });
      // A client naming a refusal itself, without the guard's proof, is not believed.
      expect(refusalOf((name) => ({ "x-hr-refused": "method" })[name] ?? null)).toBeNull();
    } finally {
      server.close();
      uninstall();
    }
  });
});

describe("spoofableConfiguration (a production start is refused)", () => {
  it.each([
    [0, undefined, false],
    [0, "0.0.0.0", false],
    [1, "127.0.0.1", false],
    [1, "10.0.0.7", false],
    [1, undefined, true],
    [1, "0.0.0.0", true],
    [2, "::", true],
  ])("TRUST_PROXY_HOPS=%s, HOSTNAME=%s -> refused: %s", (hops, hostname, refused) => {
    expect(spoofableConfiguration({ hops, hostname }) !== null).toBe(refused);
  });
});

describe("handlers that never read the address", () => {
  it("answer without a stamp (the OpenAPI document is prerendered at build time, with no guard in the path)", async () => {
    const { GET } = await import("@/app/api/openapi.json/route");
    const uninstall = installRequestGuard(0);
    try {
      const res = await GET(new Request("http://127.0.0.1/api/openapi.json"), { params: Promise.resolve({}) });
      expect(res.status).toBe(200);
    } finally {
      uninstall();
    }
  });
});

describe("the address a rate limit counts", () => {
  it("is an IPv4 address as it is, and an IPv6 address's /64 however it is written", () => {
    expect(rateLimitAddress("203.0.113.7")).toBe("203.0.113.7");
    const one = rateLimitAddress("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(one).toBe("2001:db8:1:2::/64");
    for (const same of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff::9",
      "2001:DB8:1:2:0:0:0:0",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(rateLimitAddress(same)).toBe(one);
    }
    expect(rateLimitAddress("2001:db8:1:3::1")).not.toBe(one);
    expect(rateLimitAddress("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitAddress("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
    expect(rateLimitAddress("unknown")).toBe("unknown");
  });

  it("lets one IPv6 subscriber's many addresses share one per-address limit", async () => {
    const name = `test-v6-${Date.now()}`;
    for (let i = 1; i <= 3; i++) await limitByIp(name, `2001:db8:42:7::${i.toString(16)}`, 3, 60);
    await expect(limitByIp(name, "2001:db8:42:7:dead:beef:0:1", 3, 60)).rejects.toMatchObject({ status: 429 });
    await expect(limitByIp(name, "2001:db8:42:8::1", 3, 60)).resolves.toBeUndefined();
  });
});
