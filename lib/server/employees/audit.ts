import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { db, type Tx } from "@/lib/server/db/client";

// Audit entries for the employee console: who did what to which record, written in the same
// transaction as the change. `data` carries ids, names and counts only, never secrets.

export type Actor = { id: string; role: Role };

export type EmployeeAuditAction =
  | "employee.create"
  | "employee.update"
  | "employee.delete"
  | "employee.reveal"
  | "employee.export"
  | "employee.password_change"
  | "auth.password_change"
  | "document.upload"
  | "document.delete";

export async function audit(
  client: Tx | typeof db,
  actor: Actor,
  entry: {
    action: EmployeeAuditAction;
    entityType: "Employee" | "EmployeeDocument" | "User";
    entityId?: string | null;
    data?: Prisma.InputJsonValue;
    ip?: string;
  },
): Promise<void> {
  await client.auditLog.create({
    data: {
      actorId: actor.id,
      actorRole: actor.role,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      data: entry.data,
      ip: entry.ip ?? null,
    },
  });
}
