// Two requests at the same moment, made deterministic: the first one's transaction is held open
// while the second starts, so on PostgreSQL the second really runs into it. The embedded database
// runs transactions one at a time, where the second simply waits.
import { db, type Tx } from "@/lib/server/db/client";

/** Runs `work` in a transaction that stays open, after `ready`, until `commit()` is called. */
export function heldOpen<T>(work: (tx: Tx) => Promise<T>) {
  let commit!: () => void;
  const held = new Promise<void>((resolve) => (commit = resolve));
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  const done = db.$transaction(
    async (tx) => {
      const result = await work(tx);
      started();
      await held;
      return result;
    },
    { timeout: 20_000 },
  );
  return { ready, commit, done };
}

/** Long enough for a second transaction to reach the first one's lock. */
export const aMoment = () => new Promise((resolve) => setTimeout(resolve, 300));
