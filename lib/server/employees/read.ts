import "server-only";

import { ApiError } from "@/lib/server/http/api";
import type { SessionUser } from "@/lib/server/auth/session";
import { decryptField } from "@/lib/server/platform/crypto";
import { db } from "@/lib/server/db/client";
import { employeeScope, reachesEveryEmployee } from "@/lib/server/employees/access";
import { type Actor, audit } from "@/lib/server/platform/audit";
import { employeeDto, employeeSelect, type EmployeeRow, selfDto } from "@/lib/server/employees/dto";
import { EMPLOYEE_NOT_FOUND } from "@/lib/server/employees/records";

// Reading employee records. Aadhaar, PAN and account numbers leave the database in full only
// through the reveal paths below, and every reveal is written to the audit log.

const notFound = () => new ApiError("not_found", EMPLOYEE_NOT_FOUND);

/** The admin's detail view. With `reveal`, Aadhaar, PAN and account number in full (audited). */
export async function getEmployee(actor: Actor, id: string, opts: { reveal: boolean; ip?: string }) {
  const row = await db.employee.findUnique({
    where: { id },
    select: {
      ...employeeSelect,
      ...(opts.reveal ? { aadhaarEncrypted: true, panEncrypted: true, accountNumberEncrypted: true } : {}),
    },
  });
  if (!row) throw notFound();
  const dto = employeeDto(row as EmployeeRow);
  if (!opts.reveal) return dto;
  const secret = row as unknown as {
    aadhaarEncrypted: string | null;
    panEncrypted: string | null;
    accountNumberEncrypted: string;
  };
  await audit(db, actor, {
    action: "employee.reveal",
    entityType: "Employee",
    entityId: id,
    data: { fields: ["aadhar", "panCard", "accountNumber"] },
    ip: opts.ip,
  });
  return {
    ...dto,
    aadhar: secret.aadhaarEncrypted ? decryptField(secret.aadhaarEncrypted) : null,
    panCard: secret.panEncrypted ? decryptField(secret.panEncrypted) : null,
    accountNumber: decryptField(secret.accountNumberEncrypted),
  };
}

/** One employee for any signed-in caller: admins get the full record, an employee only their own (else 404). */
export async function getEmployeeFor(user: SessionUser, id: string, opts: { reveal: boolean; ip?: string }) {
  if (reachesEveryEmployee(user, "employees.read")) return getEmployee(user, id, opts);
  const row = await db.employee.findFirst({
    where: { id, ...employeeScope(user, "employees.read") },
    select: employeeSelect,
  });
  if (!row) throw notFound();
  return selfDto(row);
}

/** The signed-in employee's own record, or null when this account has none. */
export async function getOwnEmployee(userId: string) {
  const row = await db.employee.findUnique({ where: { userId }, select: employeeSelect });
  return row ? selfDto(row) : null;
}

/** The employee's own bank account number in full, for the dashboard's show toggle (audited). */
export async function revealOwnAccountNumber(actor: Actor, ip?: string): Promise<string> {
  const row = await db.employee.findUnique({
    where: { userId: actor.id },
    select: { id: true, accountNumberEncrypted: true },
  });
  if (!row) throw notFound();
  await audit(db, actor, {
    action: "employee.reveal",
    entityType: "Employee",
    entityId: row.id,
    data: { fields: ["accountNumber"], self: true },
    ip,
  });
  return decryptField(row.accountNumberEncrypted);
}
