import "server-only";

import { IST_OFFSET_MINUTES } from "@/lib/dates";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/server/db/prisma";

// Small pieces of raw SQL shared by the hand-written queries.

/**
 * The database's clock, now (not the transaction's start): one clock for every process that writes
 * a moment others compare (web instances, the worker), where each process's own may differ.
 */
export async function databaseNow(tx: Pick<Tx, "$queryRaw">): Promise<Date> {
  const [row] = await tx.$queryRaw<{ now: Date }[]>`SELECT clock_timestamp() AS "now"`;
  return new Date(row.now);
}

/**
 * Text for Prisma's `contains` and `mode: "insensitive"` filters, which it sends as LIKE / ILIKE
 * patterns without escaping: %, _ and \ typed by the user match themselves, so a department
 * "IT_Support" does not also find "IT-Support" (nor "%" every row).
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The apostrophes a name is written with: the straight one of a desktop keyboard, the curly one a
 * phone puts in ("O’Brien"), and their look-alikes. A search treats them as one.
 */
export const APOSTROPHES = "'\u2019\u2018\u02bc`\u00b4";

/** The text with every apostrophe straight, or null when it has none. */
export function straightApostrophes(text: string): string | null {
  const straight = text.replace(/['\u2019\u2018\u02bc`\u00b4]/g, "'");
  return /'/.test(straight) ? straight : null;
}

/**
 * The text's apostrophes written each of the APOSTROPHES' ways in turn ("O'Brien", "O’Brien", "O`Brien"...),
 * or none when it has no apostrophe: the same folding for a Prisma filter, which cannot translate the
 * column (a stored name mixing two kinds is found by a term holding one apostrophe, not by one holding both).
 */
export function apostropheSpellings(text: string): string[] {
  const straight = straightApostrophes(text);
  return straight === null ? [] : [...APOSTROPHES].map((apostrophe) => straight.replaceAll("'", apostrophe));
}

/** LIKE pattern for a literal substring: %, _ and \ typed by the user match themselves. */
export function likePattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** The Indian calendar date of a timestamp column (stored in UTC), e.g. istDateOf("createdAt"). */
export function istDateOf(column: string): Prisma.Sql {
  return Prisma.raw(`("${column}" + interval '${IST_OFFSET_MINUTES} minutes')::date`);
}
