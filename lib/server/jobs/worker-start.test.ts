// The web process's worker keeps trying to start: a server that came up before its database (a
// host's reboot) must start sending mail and reconciling payments once the database answers.
import { afterEach, describe, expect, it } from "vitest";

import { startWorkerInWeb, WORKER_RETRY, type Worker } from "@/lib/server/jobs/worker";

const forget = () => delete (globalThis as { __jobWorker?: unknown }).__jobWorker;
afterEach(forget);

describe("startWorkerInWeb", () => {
  it("tries again until the worker starts, waiting longer each time, and then keeps that one", async () => {
    forget();
    const worker = { boss: {}, stop: async () => {} } as unknown as Worker;
    let tries = 0;
    const waits: number[] = [];
    const start = async () => {
      if (++tries < 4) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      return worker;
    };
    expect(await startWorkerInWeb(start, async (ms) => void waits.push(ms))).toBe(worker);
    expect(tries).toBe(4);
    expect(waits).toEqual([WORKER_RETRY.firstMs, WORKER_RETRY.firstMs * 2, WORKER_RETRY.firstMs * 4]);
    // Started once: a later call gets the same worker and starts nothing.
    const again = await startWorkerInWeb(async () => {
      throw new Error("not started twice");
    });
    expect(again).toBe(worker);
  });

  it("waits at most five minutes between tries", async () => {
    forget();
    const waits: number[] = [];
    let tries = 0;
    const worker = { boss: {}, stop: async () => {} } as unknown as Worker;
    await startWorkerInWeb(
      async () => {
        if (++tries < 12) throw new Error("database starting up");
        return worker;
      },
      async (ms) => void waits.push(ms),
    );
    expect(Math.max(...waits)).toBe(WORKER_RETRY.maxMs);
    expect(waits.at(-1)).toBe(WORKER_RETRY.maxMs);
  });
});
