// Tests drive the real queue by hand: fetch what is due on a queue, run its handler, and report
// the outcome to pg-boss (complete, or fail so that it schedules the retry), until nothing is due.
import { sender, type QueueName } from "@/lib/server/jobs/queue";
import { handlers } from "@/lib/server/jobs/worker";

export async function drainQueue(name: QueueName, options: { maxJobs?: number } = {}) {
  const boss = await sender();
  // pg-boss fetches jobs whose start_after < now(); PGlite's clock has millisecond steps, so a job
  // sent (or moved to now) in this same millisecond would not be due yet.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const outcomes: { id: string; ok: boolean; result?: unknown; error?: string }[] = [];
  for (let i = 0; i < (options.maxJobs ?? 100); i++) {
    const [job] = await boss.fetch(name);
    if (!job) break;
    try {
      const result = await handlers[name](job.data);
      await boss.complete(name, job.id);
      outcomes.push({ id: job.id, ok: true, result });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(name, job.id, { message });
      outcomes.push({ id: job.id, ok: false, error: message });
    }
  }
  return outcomes;
}

/** Moves every waiting retry of a queue to now, as if its backoff had passed. */
export async function skipBackoff(name: QueueName) {
  const boss = await sender();
  const { db } = await import("@/lib/server/db/client");
  await db.$executeRawUnsafe(
    `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = $1 AND state = 'retry'`,
    name,
  );
  return boss;
}
