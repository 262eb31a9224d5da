import "server-only";

import { WORKER_STOP_MS } from "@/lib/server/jobs/worker";
import { backgroundSettled } from "@/lib/server/platform/background";
import { log } from "@/lib/server/platform/log";

// On SIGTERM (a deploy, `systemctl stop`, `docker stop`) Next's server stops accepting connections,
// finishes the requests in flight and exits. The web process's job worker had no say in it: a mail
// being sent or a purge half done was cut off, and pg-boss handed the job out again only once its
// expiry had passed (5 minutes later, and a mail the SMTP server had already taken went out twice).
// Here the worker stops first: it takes no new job, finishes the ones in hand (at most
// STOP_BUDGET_MS), and then Next's own handler runs as it would have. The work requests left
// running after their answer (runInBackground: a sign-in code or a reset link asked for just
// before, a staff notice) gets the same time to be recorded: its answer already said it was done.

export const SHUTDOWN_SIGNALS = ["SIGTERM", "SIGINT"] as const;
type Signal = (typeof SHUTDOWN_SIGNALS)[number];

/**
 * How long the worker may take before Next's shutdown goes on regardless: its own wait for the jobs
 * in hand (WORKER_STOP_MS), and time to mark those still running as failed, so they are retried.
 */
export const STOP_BUDGET_MS = WORKER_STOP_MS + 5_000;

/** The part of `process` this uses (a test passes its own). */
export type SignalTarget = {
  listeners(signal: Signal): Array<(...args: unknown[]) => void>;
  removeListener(signal: Signal, listener: (...args: unknown[]) => void): unknown;
  on(signal: Signal, listener: (...args: unknown[]) => void): unknown;
  kill(pid: number, signal: Signal): unknown;
  pid: number;
};

/**
 * Puts `stopWorker` in front of the handlers already listening for SIGTERM and SIGINT (Next's).
 * `stopWorker` gets the signal and resolves once no job is running, and `background` once the
 * requests' background work has finished (both within the budget); the earlier handlers then get
 * the signal. With none (a plain Node process), the signal is raised again without ours, so the
 * process ends as it would have. A repeated signal while the worker stops changes nothing (a shell
 * sends Ctrl+C to both npm and node). Installed once per process.
 */
export function stopWorkerFirst(
  stopWorker: () => Promise<void>,
  target: SignalTarget = process as unknown as SignalTarget,
  budgetMs = STOP_BUDGET_MS,
  background: () => Promise<void> = backgroundSettled,
): void {
  const installed = target as { __stopWorkerFirst?: boolean };
  if (installed.__stopWorkerFirst) return;
  installed.__stopWorkerFirst = true;
  let stopping: Promise<void> | undefined;
  for (const signal of SHUTDOWN_SIGNALS) {
    const earlier = target.listeners(signal);
    for (const listener of earlier) target.removeListener(signal, listener);
    const ours = () => {
      if (stopping) return;
      stopping = withinBudget(() => stopBoth(stopWorker, background), budgetMs).then(() => {
        if (earlier.length) {
          for (const listener of earlier) listener(signal);
        } else {
          target.removeListener(signal, ours);
          target.kill(target.pid, signal);
        }
      });
    };
    target.on(signal, ours);
  }
}

/** Both at once; a worker that fails to stop still leaves the background work its time. */
async function stopBoth(stopWorker: () => Promise<void>, background: () => Promise<void>): Promise<void> {
  const [worker] = await Promise.allSettled([stopWorker(), background()]);
  if (worker.status === "rejected") throw worker.reason;
}

async function withinBudget(stopWorker: () => Promise<void>, budgetMs: number): Promise<void> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outOfTime = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), budgetMs);
  });
  try {
    const outcome = await Promise.race([stopWorker().then(() => "stopped" as const), outOfTime]);
    if (outcome === "late") log.warn("jobs.stop_late", { budgetMs });
    else log.info("jobs.stopped", { ms: Date.now() - started });
  } catch (error) {
    log.error("jobs.stop_failed", { message: error instanceof Error ? error.message : String(error) });
  } finally {
    clearTimeout(timer);
  }
}
