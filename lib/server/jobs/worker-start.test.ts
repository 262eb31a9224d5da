// The web process's worker keeps trying to start: a server that came up before its database (a
// host's reboot) must start sending mail and reconciling payments once the database answers.
import { afterEach, describe, expect, it, vi } from "vitest";

import { startWorkerInWeb, stopWorkerInWeb, WORKER_RETRY, type Worker } from "@/lib/server/jobs/worker";

const forget = () => {
  const state = globalThis as { __jobWorker?: unknown; __jobWorkerRunning?: unknown; __jobWorkerStopping?: unknown };
  delete state.__jobWorker;
  delete state.__jobWorkerRunning;
  delete state.__jobWorkerStopping;
};
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

  it("stops the running worker when the server shuts down", async () => {
    forget();
    let stops = 0;
    const worker = { boss: {}, stop: async () => void stops++ } as unknown as Worker;
    await startWorkerInWeb(async () => worker);
    await stopWorkerInWeb();
    expect(stops).toBe(1);
  });

  it("a worker that gets started while the server shuts down takes no job: it is stopped at once", async () => {
    forget();
    let stops = 0;
    const worker = { boss: {}, stop: async () => void stops++ } as unknown as Worker;
    let tries = 0;
    let retry!: () => void;
    const started = startWorkerInWeb(
      async () => {
        if (++tries < 2) throw new Error("database starting up");
        return worker;
      },
      () => new Promise<void>((resolve) => (retry = resolve)),
    );
    await vi.waitFor(() => expect(retry).toBeTypeOf("function"));
    await stopWorkerInWeb(); // nothing running yet
    expect(stops).toBe(0);
    retry();
    expect(await started).toBe(worker);
    expect(stops).toBe(1);
  });
});
