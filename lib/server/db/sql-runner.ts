import "server-only";

import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** The few raw-SQL operations that migrations and bootstrap need, over PGlite or node-postgres. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /** Serialises work across processes sharing one database (no-op where there is one process). */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
}

type PGliteLike = Pick<PGlite, "query" | "exec">;

function pgliteRunner(db: PGliteLike & Partial<Pick<PGlite, "transaction">>): SqlRunner {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await db.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await db.exec(sql);
    },
    async transaction(fn) {
      if (!db.transaction) throw new Error("nested transactions are not supported");
      return db.transaction((tx) => fn(pgliteRunner(tx)));
    },
    async withLock(fn) {
      return fn();
    },
  };
}

export function runnerForPGlite(db: PGlite): SqlRunner {
  return pgliteRunner(db);
}

const LOCK_ID = 727_073_690; // arbitrary, fixed: "migrations/bootstrap in progress"

export function runnerForPgClient(client: pg.ClientBase): SqlRunner {
  const runner: SqlRunner = {
    async query<T>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await client.query(sql);
    },
    async transaction(fn) {
      await client.query("BEGIN");
      try {
        const result = await fn(runner);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    },
    async withLock(fn) {
      await client.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
      try {
        return await fn();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]);
      }
    },
  };
  return runner;
}
