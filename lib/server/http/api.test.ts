import { describe, expect, it, vi } from "vitest";

import { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/server/platform/log";
import {
  handleApiError,
  isDatabaseDown,
  isStorageUnavailable,
  isTransactionConflict,
  isTransactionTimeout,
} from "@/lib/server/http/api";

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
const known = (code: string, message = "x") =>
  new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: "7.10.0" });
// What @prisma/adapter-pg throws: a DriverAdapterError whose cause names the pg error.
const adapterError = (cause: object) =>
  Object.assign(new Error("DriverAdapterError"), { name: "DriverAdapterError", cause });

describe("isDatabaseDown: a 503 the client may retry, not a 500", () => {
  it.each([
    ["the pool cannot connect", pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    [
      "the server was SIGKILLed (crash of another process)",
      pgError("57P02", "terminating connection because of crash of another server process"),
    ],
    [
      "the server is recovering after a crash",
      pgError("57P03", "the database system is not yet accepting connections"),
    ],
    ["too many connections after recovery", pgError("53300", "sorry, too many clients already")],
    ["a connection exception class 08", pgError("08006", "connection failure")],
    ["a pg client used after its connection died", new Error("Client was closed and is not queryable")],
    ["Prisma's pool timed out", known("P2024")],
    [
      "the adapter wraps the pg error",
      adapterError({
        kind: "postgres",
        originalCode: "57P01",
        originalMessage: "terminating connection due to administrator command",
      }),
    ],
    ["the adapter reports a closed connection", adapterError({ kind: "ConnectionClosed" })],
    [
      "a wrapped error two levels deep",
      new Error("outer", { cause: new Error("inner", { cause: pgError("57P03", "x") }) }),
    ],
  ])("%s", (_, error) => {
    expect(isDatabaseDown(error)).toBe(true);
  });

  it.each([
    ["a unique violation", known("P2002")],
    ["a plain bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["a syntax error in SQL", pgError("42601", 'syntax error at or near "FROM"')],
    ["a string", "oops"],
    ["null", null],
  ])("not for %s", (_, error) => {
    expect(isDatabaseDown(error)).toBe(false);
  });

  it("answers 503 with Retry-After, and an unknown error 500", async () => {
    const down = handleApiError(pgError("57P03", "the database system is not yet accepting connections"));
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    expect(handleApiError(new TypeError("bug")).status).toBe(500);
  });
});

describe("isTransactionTimeout: a transaction or lock wait ran out of time, the database is up", () => {
  it.each([
    [
      "Prisma could not start a transaction in time",
      known("P2028", "Transaction API error: Unable to start a transaction in the given time."),
    ],
    [
      "a transaction ran past its timeout (a payment waiting on a long job edit)",
      known(
        "P2028",
        "Transaction API error: Transaction already closed: A query cannot be executed on an expired transaction.",
      ),
    ],
    ["a lock timeout", pgError("55P03", "canceling statement due to lock timeout")],
    ["a statement timeout", adapterError({ kind: "postgres", originalCode: "57014" })],
  ])("%s", (_, error) => {
    expect(isTransactionTimeout(error)).toBe(true);
    expect(isDatabaseDown(error)).toBe(false);
    const res = handleApiError(error);
    expect([res.status, res.headers.get("retry-after")]).toEqual([503, "5"]);
  });

  it.each([
    ["a connection refused", pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a unique violation", known("P2002")],
  ])("not for %s", (_, error) => expect(isTransactionTimeout(error)).toBe(false));

  it("leaves an outage an outage: a transaction that could not start because the server refused the connection", () => {
    const error = Object.assign(
      known("P2028", "Transaction API error: Unable to start a transaction in the given time."),
      { cause: pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432") },
    );
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    try {
      expect(handleApiError(error, "/api/payments/verify").status).toBe(503);
      expect(logged.mock.calls.map(([event]) => event)).toEqual(["api.database_unavailable"]);
    } finally {
      logged.mockRestore();
    }
  });
});

describe("isStorageUnavailable: the database's disk is full or failing", () => {
  it.each([
    [
      "disk full, as the embedded database reported it",
      pgError("53100", 'could not extend file "base/5/16576": No space left on device'),
    ],
    ["out of memory", pgError("53200", "out of memory")],
    ["an I/O error", pgError("58030", 'could not read block 7 in file "base/5/16576": Input/output error')],
    [
      "a data file it may not open (read-only storage)",
      pgError("42501", 'could not open file "base/5/16576": Operation not permitted'),
    ],
    [
      "the adapter wraps the pg error",
      adapterError({ kind: "postgres", originalCode: "53100", originalMessage: "No space left on device" }),
    ],
  ])("%s", (_, error) => {
    expect(isStorageUnavailable(error)).toBe(true);
  });

  it.each([
    ["a permission refused on a table (a bug, not storage)", pgError("42501", "permission denied for table Job")],
    [
      "a unique violation whose value happens to read 53100",
      pgError("23505", "duplicate key value violates unique constraint: Key (feePaise)=(53100) already exists."),
    ],
    ["a unique violation", known("P2002")],
    ["a plain bug", new TypeError("bug")],
    ["null", null],
  ])("not for %s", (_, error) => {
    expect(isStorageUnavailable(error)).toBe(false);
  });

  it("answers 503 with a minute's Retry-After, not 500 and an 'unhandled' bug", async () => {
    const res = handleApiError(pgError("53100", 'could not extend file "base/5/1": No space left on device'));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(((await res.json()) as { message: string }).message).toBe(
      "The service is temporarily unavailable. Please try again shortly.",
    );
  });
});

describe("isTransactionConflict: a transaction PostgreSQL rolled back as a deadlock or serialisation failure", () => {
  it.each([
    ["the pg driver's deadlock", pgError("40P01", "deadlock detected")],
    ["a serialisation failure", pgError("40001", "could not serialize access due to concurrent update")],
    ["Prisma's write conflict", known("P2034", "Transaction failed due to a write conflict or a deadlock.")],
    [
      "the adapter wraps the pg error",
      adapterError({ kind: "postgres", originalCode: "40P01", originalMessage: "deadlock detected" }),
    ],
  ])("%s", (_, error) => {
    expect(isTransactionConflict(error)).toBe(true);
    expect(isDatabaseDown(error)).toBe(false);
  });

  it.each([
    ["a unique violation", known("P2002")],
    ["the database being down", pgError("57P03", "the database system is not yet accepting connections")],
    ["a plain bug", new TypeError("bug")],
    ["null", null],
  ])("not for %s", (_, error) => {
    expect(isTransactionConflict(error)).toBe(false);
  });

  it("answers 503 with a short Retry-After: nothing was written and a new try normally succeeds", async () => {
    const res = handleApiError(pgError("40P01", "deadlock detected"), "/api/gov/applications");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("1");
    expect(((await res.json()) as { message: string }).message).toBe(
      "The service is temporarily unavailable. Please try again shortly.",
    );
  });
});
