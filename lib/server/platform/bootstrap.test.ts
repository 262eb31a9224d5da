// The server's start: whether or not the web process runs the job worker (JOBS_IN_WEB), SIGTERM
// waits for the requests' background work (a sign-in code's mail) before Next's own shutdown.
import { afterEach, describe, expect, it, vi } from "vitest";

const installed = vi.hoisted(() => [] as (() => Promise<void>)[]);
vi.mock("@/lib/server/jobs/shutdown", () => ({
  stopWorkerFirst: (stopWorker: () => Promise<void>) => installed.push(stopWorker),
}));
const workerStarted = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/server/jobs/worker", () => ({
  startWorkerInWeb: async () => void workerStarted.count++,
  stopWorkerInWeb: async () => {},
}));

import { resetEnv } from "@/lib/env";

import { bootstrap } from "./bootstrap";

const before = process.env.JOBS_IN_WEB;
const databaseUrl = process.env.DATABASE_URL;
afterEach(() => {
  if (before === undefined) delete process.env.JOBS_IN_WEB;
  else process.env.JOBS_IN_WEB = before;
  if (databaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = databaseUrl;
  resetEnv();
  installed.length = 0;
  workerStarted.count = 0;
});

describe("bootstrap", () => {
  it("puts the shutdown wait in front of Next's handler without a worker in the web process too", async () => {
    process.env.JOBS_IN_WEB = "0";
    // A separate worker needs a shared PostgreSQL database (env.ts refuses JOBS_IN_WEB=0 without
    // one); here one nobody answers at, which the start logs and gets past.
    process.env.DATABASE_URL ??= "postgresql://nobody@127.0.0.1:1/none";
    resetEnv();
    await bootstrap();
    expect(workerStarted.count).toBe(0);
    expect(installed).toHaveLength(1);
    await expect(installed[0]()).resolves.toBeUndefined();
  });

  it("starts the worker and stops it first when the web process runs it", async () => {
    process.env.JOBS_IN_WEB = "1";
    resetEnv();
    await bootstrap();
    expect(workerStarted.count).toBe(1);
    expect(installed).toHaveLength(1);
  });
});
