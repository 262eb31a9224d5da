import { describe, expect, it } from "vitest";

import { Prisma } from "@/lib/generated/prisma/client";
import { databaseKind, readQuery, statementName } from "@/lib/server/db";

describe("readQuery", () => {
  it("returns the rows for each set of values, sequentially and concurrently", async () => {
    const square = (n: number) => readQuery<{ n: number }>(Prisma.sql`SELECT (${n}::int * ${n}::int) AS "n"`);
    for (const n of [2, 3, 4]) expect(await square(n)).toEqual([{ n: n * n }]);
    const all = await Promise.all(Array.from({ length: 12 }, (_, i) => square(i)));
    expect(all.map(([row]) => row.n)).toEqual(Array.from({ length: 12 }, (_, i) => i * i));
  });

  it("prepares the statement on the connection and reuses it", async () => {
    const sql = Prisma.sql`SELECT count(*)::int AS "jobs" FROM "CompanyJob" WHERE "isActive" = ${true}`;
    for (let i = 0; i < 3; i++) expect(await readQuery(sql)).toEqual([{ jobs: 0 }]);
    // Sequential queries reuse the pool's most recently released connection (PGlite has only
    // one): the one that just ran `sql` holds it under the name readQuery gave it.
    const prepared = await readQuery<{ name: string; statement: string }>(
      Prisma.sql`SELECT "name", "statement" FROM pg_prepared_statements`,
    );
    expect(prepared).toContainEqual({ name: statementName(sql.text), statement: sql.text });
    expect(["postgresql", "pglite"]).toContain(databaseKind());
  });
});

// Last: it fills the name cache to its cap, after which texts run unnamed.
describe("statementName", () => {
  it("names each text once, keeps the name, and stops naming past its cap", () => {
    const first = statementName("SELECT 'a'");
    expect(first).toMatch(/^read_\d+$/);
    expect(statementName("SELECT 'a'")).toBe(first);

    const names = Array.from({ length: 100 }, (_, i) => statementName(`SELECT ${i}`));
    const named = names.filter((n): n is string => n !== undefined);
    expect(new Set(named).size).toBe(named.length);
    expect(named.length).toBeLessThan(64);
    expect(names.at(-1)).toBeUndefined();
    // A text named before the cap was reached keeps its name.
    expect(statementName("SELECT 'a'")).toBe(first);
  });
});
