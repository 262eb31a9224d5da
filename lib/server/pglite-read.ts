import "server-only";

import { parse, type PGlite, protocol } from "@electric-sql/pglite";

// readQuery on the embedded database. PGlite's query() parses and plans its statement every
// time (about 0.25 ms of the board's 0.6 ms, on the server's only thread). Here a text that
// statementName names is parsed once into a named statement of PGlite's session; after that
// each call only binds and executes it, in one protocol exchange, with the same row parsing as
// query(). Parameters go as untyped text, as node-postgres sends them, so PostgreSQL infers
// their types the same way on both databases.

type Value = string | number | bigint | boolean | Date | Uint8Array | null | undefined;

function toParameter(value: unknown): string | Uint8Array | null {
  const v = value as Value;
  if (v === null || v === undefined) return null;
  if (v instanceof Uint8Array) return v;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "object") throw new TypeError("readQuery takes only scalar parameters");
  return String(v);
}

const { serialize } = protocol;

export function preparedReader(pglite: PGlite, nameFor: (text: string) => string | undefined) {
  const prepared = new Set<string>();

  return async function read(text: string, values: unknown[]): Promise<unknown[]> {
    const name = nameFor(text);
    if (name !== undefined) {
      // The session is shared with Prisma. runExclusive keeps every other statement out while
      // this one runs; one issued while a transaction is open would run inside that transaction,
      // so then the read waits for it through query() below, like any other statement.
      const rows = await pglite.runExclusive(async () => {
        if (pglite.isInTransaction()) return null;
        const message = [
          ...(prepared.has(name) ? [] : [serialize.parse({ name, text })]),
          serialize.bind({ statement: name, values: values.map(toParameter) }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ];
        try {
          const { messages } = await pglite.execProtocol(Buffer.concat(message));
          prepared.add(name);
          return parse.parseResults(messages, pglite.parsers)[0]?.rows ?? [];
        } catch (error) {
          // Whether or not the statement was created before the error, none is left behind,
          // and the next call prepares it again.
          prepared.delete(name);
          await pglite.execProtocol(Buffer.concat([serialize.close({ type: "S", name }), serialize.sync()]), {
            throwOnError: false,
          });
          throw error;
        }
      });
      if (rows) return rows;
    }
    return (await pglite.query(text, values)).rows;
  };
}
