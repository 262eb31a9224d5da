import "server-only";

import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

import { env } from "@/lib/env";
import { openEmbeddedDatabase } from "@/lib/server/db/embedded";
import { createClient, type Db } from "@/lib/server/db/prisma";
import { log } from "@/lib/server/platform/log";

export type { Db, Tx } from "@/lib/server/db/prisma";

/** Waits for `ready` (migrations and first-start seed) before the first connection is handed out. */
class ReadyFactory implements SqlDriverAdapterFactory {
  readonly provider = "postgres";
  readonly adapterName: string;
  constructor(
    private readonly inner: SqlDriverAdapterFactory,
    private readonly ready: () => Promise<void>,
  ) {
    this.adapterName = inner.adapterName;
  }
  async connect(): Promise<SqlDriverAdapter> {
    await this.ready();
    return this.inner.connect();
  }
}

export function createPgPool(connectionString: string, max = env().DATABASE_POOL_SIZE): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // Every session in UTC, whatever the server's own zone (a Debian install takes the machine's,
    // Asia/Kolkata on an Indian VPS): timestamps without a zone are written and read as UTC.
    options: "-c TimeZone=UTC",
  });
  // An idle client losing its server (restart, failover) emits 'error' on the pool; unhandled,
  // that would crash the process. The pool drops the client and the next query reconnects.
  pool.on("error", (error) => log.warn("db.pool_error", { message: error.message }));
  return pool;
}

type Instance =
  { db: Db; kind: "postgresql"; url: string } | { db: Db; kind: "pglite"; pglite: PGlite; ready: () => Promise<void> };

function build(): Instance {
  const { DATABASE_URL } = env();
  if (DATABASE_URL) {
    return { db: createClient(new PrismaPg(createPgPool(DATABASE_URL))), kind: "postgresql", url: DATABASE_URL };
  }
  const embedded = openEmbeddedDatabase();
  return {
    db: createClient(new ReadyFactory(embedded.factory, embedded.ready)),
    kind: "pglite",
    pglite: embedded.pglite,
    ready: embedded.ready,
  };
}

const globalForDb = globalThis as unknown as { __db?: ReturnType<typeof build> };

function instance() {
  globalForDb.__db ??= build();
  return globalForDb.__db;
}

/** The application's Prisma client (lazily created on first use). */
export const db: Db = new Proxy({} as Db, {
  get(_target, prop) {
    const client = instance().db;
    const value = Reflect.get(client, prop, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export function databaseKind(): "postgresql" | "pglite" {
  return instance().kind;
}

/**
 * How a second library (the job queue) reaches the same database: the PostgreSQL URL, or the
 * embedded PGlite itself once it is migrated (it is one in-process database, not a server).
 */
export async function rawConnection(): Promise<
  { kind: "postgresql"; url: string } | { kind: "pglite"; pglite: PGlite }
> {
  const current = instance();
  if (current.kind === "postgresql") return { kind: "postgresql", url: current.url };
  await current.ready();
  return { kind: "pglite", pglite: current.pglite };
}
