// A job that fails says so in the log: pg-boss only marks it failed, and a scheduled sweep (the
// nightly purge, reconciliation, expiry) failing every run would otherwise go unnoticed.
import { afterEach, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/server/db/client";
import { QUEUES, sender } from "@/lib/server/jobs/queue";
import { handlers, startWorker } from "@/lib/server/jobs/worker";
import { log } from "@/lib/server/platform/log";

const purge = handlers[QUEUES.purge];

afterEach(() => {
  handlers[QUEUES.purge] = purge;
  vi.restoreAllMocks();
});

describe("a failing job", () => {
  it("is logged as jobs.failed with its queue, id and error, and still fails", async () => {
    handlers[QUEUES.purge] = async () => {
      throw new Error("Transaction already closed: timeout 30000ms");
    };
    const error = vi.spyOn(log, "error");
    const worker = await startWorker({ pollingIntervalSeconds: 0.5 });
    try {
      const id = await (await sender()).send(QUEUES.purge, {});
      await vi.waitFor(
        async () => {
          const [row] = await db.$queryRawUnsafe<{ state: string }[]>(
            `SELECT state::text AS state FROM pgboss.job WHERE id = $1`,
            id,
          );
          expect(row.state).toBe("failed");
        },
        { timeout: 20_000, interval: 200 },
      );
      expect(error).toHaveBeenCalledWith("jobs.failed", {
        queue: QUEUES.purge,
        id,
        error: "Transaction already closed: timeout 30000ms",
      });
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
