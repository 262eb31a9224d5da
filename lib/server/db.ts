import "server-only";

import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";

import { env } from "@/lib/env";
import { type Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { openEmbeddedDatabase } from "@/lib/server/embedded-db";
import { log } from "@/lib/server/log";
import { preparedReader } from "@/lib/server/pglite-read";

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

type RawQuery = (text: string, values: unknown[]) => Promise<unknown[]>;

// readQuery's statements are prepared once per connection under a name, so the database parses
// them once and reuses the plan instead of planning the board on every request (about 0.1 ms of
// PostgreSQL's CPU, 0.25 ms of PGlite's on the server's own thread). Their texts are few (the
// board's query by search word count and cursor); past the cap a text runs unnamed, so no input
// can make a connection hold unbounded statements.
const MAX_NAMED_STATEMENTS = 64;
const statementNames = new Map<string, string>();

export function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `read_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

function build(): { db: Db; kind: "postgresql" | "pglite"; query: RawQuery } {
  const { DATABASE_URL } = env();
  if (DATABASE_URL) {
    const pool = createPgPool(DATABASE_URL);
    return {
      db: createClient(new PrismaPg(pool)),
      kind: "postgresql",
      query: async (text, values) => (await pool.query({ name: statementName(text), text, values })).rows,
    };
  }
  const embedded = openEmbeddedDatabase(createClient);
  // PGlite is one connection: a read issued while a Prisma transaction holds it waits for the
  // transaction to end, so it never runs inside someone else's (lib/server/pglite-read.ts).
  const read = preparedReader(embedded.pglite, statementName);
  return {
    db: createClient(new ReadyFactory(embedded.factory, embedded.ready)),
    kind: "pglite",
    query: async (text, values) => {
      await embedded.ready();
      return read(text, values);
    },
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

/**
 * One read-only statement run straight on the driver (node-postgres pool or PGlite), without
 * Prisma's query engine. Only for the hottest public read, the careers board (listOpenJobs),
 * where the engine cost about as much CPU per request as everything else in the handler
 * (see README, Performance). Each text is a prepared statement (statementName). Rows come back
 * as the driver parses them: select text for timestamps (to_char) so no time zone is guessed, and
 * pass dates as ISO strings.
 */
export async function readQuery<T>(sql: Prisma.Sql): Promise<T[]> {
  return (await instance().query(sql.text, sql.values)) as T[];
}

export function databaseKind(): "postgresql" | "pglite" {
  return instance().kind;
}
