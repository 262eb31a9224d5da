import http from "node:http";

import { expect, test } from "@playwright/test";

// The server keeps an idle connection open longer than Node's 5 s default (scripts/standalone.mjs,
// KEEP_ALIVE_TIMEOUT): a proxy or client reusing one after a pause must not meet a reset.

function get(url: string, agent: http.Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on("error", reject);
  });
}

test("a connection idle for 7 s is still open for the next request", async ({ baseURL }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let closed = false;
  try {
    const first = await get(`${baseURL}/robots.txt`, agent);
    expect(first).toEqual({ status: 200, reused: false });
    const socket = Object.values(agent.freeSockets).flat()[0]!;
    socket.on("close", () => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(closed, "the server closed the idle connection").toBe(false);
    expect(await get(`${baseURL}/robots.txt`, agent)).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
