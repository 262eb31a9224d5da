import "server-only";

import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";

import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { openEmbeddedDatabase } from "@/lib/server/embedded-db";
import { log } from "@/lib/server/log";

// One Prisma client per process. Secret columns (password hash, ciphertexts, file bytes) are
// omitted from every query unless a caller asks for them explicitly with `omit: { x: false }`.
const omit = {
  user: { passwordHash: true },
  govApplication: { panEncrypted: true, aadhaarEncrypted: true, aadhaarHash: true },
  employee: { aadhaarEncrypted: true, panEncrypted: true, accountNumberEncrypted: true },
  storedFile: { data: true },
} as const;

function createClient(adapter: SqlDriverAdapterFactory) {
  return new PrismaClient({ adapter, omit });
}

export type Db = ReturnType<typeof createClient>;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

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
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 3_000, idleTimeoutMillis: 30_000 });
  // An idle client losing its server (restart, failover) emits 'error' on the pool; unhandled,
  // that would crash the process. The pool drops the client and the next query reconnects.
  pool.on("error", (error) => log.warn("db.pool_error", { message: error.message }));
  return pool;
}

function build(): { db: Db; kind: "postgresql" | "pglite" } {
  const { DATABASE_URL } = env();
  if (DATABASE_URL) {
    return { db: createClient(new PrismaPg(createPgPool(DATABASE_URL))), kind: "postgresql" };
  }
  const embedded = openEmbeddedDatabase(createClient);
  return { db: createClient(new ReadyFactory(embedded.factory, embedded.ready)), kind: "pglite" };
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
