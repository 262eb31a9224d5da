import "server-only";

import type { Db, Tx } from "@/lib/server/db/prisma";

// The contact-form messages a person sent with their e-mail address, in any letter case. Not Prisma's `equals` with `mode: "insensitive"`: on PostgreSQL that is ILIKE, where "_" and "%"
// are wildcards, so "john_smith@outlook.com" also matched "john.smith@outlook.com", and that
// stranger's messages went into the export and were erased. lower() = lower() compares letters only.

/** Contact-form messages from the address that are not anonymised yet, oldest first. */
export async function contactMessageIdsFrom(client: Db | Tx, email: string): Promise<string[]> {
  const rows = await client.$queryRaw<{ id: string }[]>`
    SELECT id FROM "ContactMessage"
    WHERE lower(email) = lower(${email}) AND "anonymisedAt" IS NULL
    ORDER BY "createdAt", id`;
  return rows.map((r) => r.id);
}
