import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/server/auth/session";
import type { Db, Tx } from "@/lib/server/db/prisma";

/** One audit entry, written in the caller's transaction so the action and its record commit together. */
export async function audit(
  tx: Tx | Db,
  actor: SessionUser,
  ip: string | null,
  action: string,
  entityType: string,
  entityId: string | null,
  data?: Prisma.InputJsonValue,
) {
  return tx.auditLog.create({
    data: { actorId: actor.id, actorRole: actor.role, action, entityType, entityId, data, ip },
    select: { id: true, createdAt: true },
  });
}
