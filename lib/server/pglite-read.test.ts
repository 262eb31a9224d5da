import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { preparedReader } from "@/lib/server/pglite-read";

// The embedded database's reader, on its own in-memory PGlite (whatever database the rest of the
// suite runs on).
const pglite = new PGlite();
const named = new Map<string, string>();
const read = preparedReader(pglite, (text) => {
  if (text.includes("unnamed")) return undefined;
  if (!named.has(text)) named.set(text, `t_${named.size + 1}`);
  return named.get(text);
});

const preparedNames = async () =>
  (await pglite.query<{ name: string }>(`SELECT "name" FROM pg_prepared_statements ORDER BY 1`)).rows.map(
    (r) => r.name,
  );

beforeAll(async () => {
  await pglite.exec(`
    CREATE TABLE job (id text PRIMARY KEY, title text NOT NULL, open boolean NOT NULL, applications int,
                      posted timestamp NOT NULL);
    INSERT INTO job VALUES ('a', 'Payroll Specialist', true, 3, '2026-01-01 08:00:00'),
                           ('b', 'IT Trainer', false, NULL, '2026-01-02 09:30:00.250');`);
});
afterAll(() => pglite.close());

describe("preparedReader", () => {
  it("returns the rows query() returns, for every kind of parameter, and prepares the text once", async () => {
    const text = `SELECT id, title, open, applications, posted FROM job
                  WHERE (open = $1 OR id = $2) AND posted >= $3::timestamp AND coalesce(applications, 0) < $4
                  ORDER BY id`;
    const values = [true, "b", new Date(Date.UTC(2025, 11, 31)), 10];
    const expected = (await pglite.query(text, values)).rows;
    expect(expected).toHaveLength(2);
    for (let i = 0; i < 3; i++) expect(await read(text, values)).toEqual(expected);
    expect(await read(text, [false, "b", "2026-01-02T00:00:00.000Z", 10])).toEqual([expected[1]]);
    expect(await read(text, [true, null, "2026-01-02T00:00:00.000Z", 10])).toEqual([]);
    expect(await preparedNames()).toEqual([named.get(text)]);
  });

  it("recovers from errors at parse and at execution, leaving no statement behind", async () => {
    await expect(read(`SELEC 1`, [])).rejects.toThrow(/syntax error/);
    const divide = `SELECT 12 / $1::int AS "q"`;
    await expect(read(divide, [0])).rejects.toThrow(/division by zero/);
    expect(await preparedNames()).not.toContain(named.get(divide));
    expect(await read(divide, [4])).toEqual([{ q: 3 }]);
    expect(await read(divide, [6])).toEqual([{ q: 2 }]);
    expect(await preparedNames()).toContain(named.get(divide));
  });

  it("never runs inside another caller's open transaction: it waits for the commit", async () => {
    const count = `SELECT count(*)::int AS "n" FROM job WHERE id LIKE $1`;
    expect(await read(count, ["tx-%"])).toEqual([{ n: 0 }]);
    let commit!: () => void;
    const gate = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = pglite.transaction(async (tx) => {
      await tx.query(`INSERT INTO job VALUES ('tx-1', 'HR Executive', true, 0, now())`);
      inserted();
      await gate;
    });
    await insertedSignal;
    let settled: unknown = "pending";
    const reading = read(count, ["tx-%"]).then((rows) => (settled = rows));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe("pending");
    commit();
    await transaction;
    await reading;
    expect(settled).toEqual([{ n: 1 }]);
  });

  it("runs a text the name cache declines through query(), unprepared", async () => {
    const text = `SELECT title FROM job WHERE id = $1 -- unnamed`;
    const before = await preparedNames();
    expect(await read(text, ["a"])).toEqual([{ title: "Payroll Specialist" }]);
    expect(await preparedNames()).toEqual(before);
  });

  it("refuses a parameter that is not a scalar", async () => {
    await expect(read(`SELECT $1::text AS "v"`, [{ a: 1 }])).rejects.toThrow(/scalar/);
  });
});
