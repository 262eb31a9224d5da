import http from "node:http";
import type { AddressInfo } from "node:net";

import { describe, expect, it, vi } from "vitest";

import { log } from "@/lib/server/platform/log";
import { installIdleCollector } from "@/lib/server/platform/idle-gc";

describe("installIdleCollector", () => {
  it("runs one full collection once a burst of requests is followed by quiet, and not before", async () => {
    const info = vi.spyOn(log, "info");
    expect(installIdleCollector({ idleMs: 150, minRequests: 5, checkEveryMs: 50 })).toBe(true);
    const server = http.createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const collections = () => info.mock.calls.filter(([event]) => event === "server.idle_gc");
      for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${port}/`)).text();
      await new Promise((r) => setTimeout(r, 300));
      expect(collections()).toHaveLength(0); // too few requests to be worth a pause

      for (let i = 0; i < 4; i++) await (await fetch(`http://127.0.0.1:${port}/`)).text();
      await new Promise((r) => setTimeout(r, 400));
      expect(collections()).toHaveLength(1);
      expect(collections()[0][1]).toMatchObject({ requests: 7 });
      await new Promise((r) => setTimeout(r, 200));
      expect(collections()).toHaveLength(1); // idle, but nothing new to collect
    } finally {
      server.close();
      info.mockRestore();
    }
  });
});
