import "server-only";

import { IST_OFFSET_MINUTES } from "@/lib/dates";
import { Prisma } from "@/lib/generated/prisma/client";

// Small pieces of raw SQL shared by the hand-written queries.

/** LIKE pattern for a literal substring: %, _ and \ typed by the user match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The Indian calendar date of a timestamp column (stored in UTC), e.g. istDateOf("createdAt"). */
export function istDateOf(column: string): Prisma.Sql {
  return Prisma.raw(`("${column}" + interval '${IST_OFFSET_MINUTES} minutes')::date`);
}
