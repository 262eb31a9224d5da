import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll } from "vitest";

import type { NodeHandler } from "@/lib/server/node-api";

type Handler = (req: Request, ctx?: unknown) => Promise<Response>;

/**
 * A Pages API route (pages/api) served on a loopback port for the tests of this file and called
 * like an App Router handler: the test's Request goes over a real socket to the same function
 * Next runs in production. Call at the top of a test file (it closes the server after the file).
 * The Host the test gave travels as X-Forwarded-Host, which Next's server adds the same way.
 */
export function overLoopback(handler: NodeHandler): Handler {
  const server = http.createServer((req, res) => void handler(req, res));
  const base = new Promise<string>((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return async (req) => {
    const url = new URL(req.url);
    const headers = new Headers(req.headers);
    const host = headers.get("host");
    headers.delete("host");
    if (host && !headers.has("x-forwarded-host")) headers.set("x-forwarded-host", host);
    return fetch(`${await base}${url.pathname}${url.search}`, {
      method: req.method,
      headers,
      body: req.body,
      redirect: "manual",
      duplex: "half",
    } as RequestInit);
  };
}
