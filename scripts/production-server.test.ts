import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

// @ts-expect-error: a plain JS entry (it runs in .next/standalone without a compiler)
import { createListener, directRouteFor } from "./production-server.mjs";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const answer =
  (who: string): Handler =>
  async (_req, res) => {
    res.setHeader("X-Answered-By", who);
    res.end(who);
  };

/** The production entry's listener on a loopback port: `next` stands in for Next.js's handler. */
async function serve(routes: Record<string, Handler> | undefined, next: Handler = answer("next")) {
  const server = http.createServer(createListener(next, () => routes));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);
}

describe("production entry: direct routes", () => {
  it("answers GET and HEAD on a published path (with or without a query) with its handler", async () => {
    const get = await serve({ "/api/jobs": answer("direct") });
    for (const path of ["/api/jobs", "/api/jobs?q=python&limit=5"]) {
      const res = await get(path);
      expect(await res.text()).toBe("direct");
    }
    const head = await get("/api/jobs", { method: "HEAD" });
    expect(head.headers.get("x-answered-by")).toBe("direct");
  });

  it("leaves every other method, path and spelling to Next.js", async () => {
    const get = await serve({ "/api/jobs": answer("direct") });
    const cases: [string, RequestInit?][] = [
      ["/api/jobs", { method: "POST", body: "{}" }],
      ["/api/jobs", { method: "DELETE" }],
      ["/api/jobs", { method: "OPTIONS" }],
      ["/api/jobs/"],
      ["/api/jobs/abc"],
      ["/api/JOBS"],
      ["/api/jobsx"],
      ["/company-career"],
    ];
    for (const [path, init] of cases) {
      const res = await get(path, init);
      expect(res.headers.get("x-answered-by"), `${init?.method ?? "GET"} ${path}`).toBe("next");
    }
  });

  it("sends everything to Next.js until routes are published, and ignores inherited keys", async () => {
    const unpublished = await serve(undefined);
    expect(await (await unpublished("/api/jobs")).text()).toBe("next");
    expect(directRouteFor({ method: "GET", url: "/toString" }, {})).toBeUndefined();
    expect(directRouteFor({ method: "GET", url: "/api/jobs" }, { "/api/jobs": answer("x") })).toBeTypeOf("function");
  });

  it("answers 500 when a handler throws before answering, and keeps serving", async () => {
    const get = await serve({
      "/api/jobs": async () => {
        throw new Error("boom");
      },
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const res = await get("/api/jobs");
      expect(res.status).toBe(500);
      expect(await res.text()).toBe("Internal Server Error");
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
    expect((await get("/login")).status).toBe(200);
  });
});
