import "server-only";

import { z } from "zod";

import type { Role } from "@/lib/generated/prisma/enums";
import { clearFailedSignIns } from "@/lib/server/auth/authenticate";
import { hashPassword } from "@/lib/server/auth/password";
import { retirePasswordTokens } from "@/lib/server/auth/password-reset";
import type { Db } from "@/lib/server/db/prisma";
import { audit } from "@/lib/server/platform/audit";
import { passwordRule } from "@/lib/validation/passwords";

// Staff accounts made from the command line (`npm run staff:create`): how a production database
// gets its first Admin, how an operator sets a new password for a staff member locked out, and how
// one who left is disabled (or let back in). Employees are not made here: an employee account
// belongs to an employee record, which the Admin creates (and sets Inactive) in the dashboard.

export const STAFF_ROLES = ["Admin", "CompanyAdmin", "GovAdmin"] as const satisfies readonly Role[];

export const staffAccountSchema = z.object({
  email: z
    .string({ error: "E-mail is required" })
    .trim()
    .min(1, "E-mail is required")
    .max(254, "E-mail must be at most 254 characters")
    .pipe(z.email("Please enter a valid email address"))
    .transform((v) => v.toLowerCase()),
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(120, "Name must be at most 120 characters")
    .optional(),
  role: z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(", ")}` }),
  password: z.string({ error: "Password is required" }).pipe(passwordRule),
});

export type StaffAccountInput = z.input<typeof staffAccountSchema>;

export class StaffAccountError extends Error {}

export type StaffAccountResult = { action: "created" | "password_reset"; id: string; email: string; role: Role };

/**
 * Creates the account (name required), or with `resetPassword` gives an existing staff account of the same role a
 * new password (signing out its sessions). Refuses anything else with a StaffAccountError saying why.
 * Every change is audited (no actor: it came from the server's shell).
 */
export async function createStaffAccount(
  db: Db,
  input: StaffAccountInput,
  { resetPassword = false }: { resetPassword?: boolean } = {},
): Promise<StaffAccountResult> {
  const parsed = staffAccountSchema.safeParse(input);
  if (!parsed.success) throw new StaffAccountError(parsed.error.issues.map((i) => i.message).join("; "));
  const { email, name, role, password } = parsed.data;
  const passwordHash = await hashPassword(password);

  return db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true, role: true } });
    if (existing && !resetPassword) {
      throw new StaffAccountError(
        `An account with the e-mail ${email} already exists. Pass --reset-password to give it a new password.`,
      );
    }
    if (existing && existing.role !== role) {
      throw new StaffAccountError(`${email} is a ${existing.role} account, not ${role}: nothing was changed.`);
    }
    if (!existing && resetPassword) {
      throw new StaffAccountError(`There is no account with the e-mail ${email}: nothing was changed.`);
    }
    if (!existing && !name) throw new StaffAccountError("Name is required");
    const user = existing
      ? await tx.user.update({
          where: { id: existing.id },
          data: { passwordHash, tokenVersion: { increment: 1 } },
          select: { id: true, email: true, role: true },
        })
      : await tx.user.create({
          data: { email, name: name!, role, passwordHash },
          select: { id: true, email: true, role: true },
        });
    if (existing) {
      await retirePasswordTokens(tx, user.id);
      // The operator set this password for the staff member to sign in with now, lock or no lock.
      await clearFailedSignIns(tx, user.id);
    }
    const action = existing ? "password_reset" : "created";
    await audit(tx, null, {
      action: existing ? "staff.password_reset" : "staff.create",
      entityType: "User",
      entityId: user.id,
      data: { via: "command line", email, role },
    });
    return { action, ...user };
  });
}

export type StaffAccountStatusResult = { action: "disabled" | "enabled"; id: string; email: string; role: Role };

const staffAccountStatusSchema = staffAccountSchema.pick({ email: true, role: true });

/**
 * Disables a staff account (it cannot sign in or ask for a password link, its sessions end at once
 * and its open links stop working), or enables it again with the password it had. The e-mail and
 * role must name the same staff account. The last active Admin is never disabled: nobody could
 * open the Admin console, which is where employees are managed, without a shell on the server.
 */
export async function setStaffAccountActive(
  db: Db,
  input: { email: string; role: string },
  active: boolean,
): Promise<StaffAccountStatusResult> {
  const parsed = staffAccountStatusSchema.safeParse(input);
  if (!parsed.success) throw new StaffAccountError(parsed.error.issues.map((i) => i.message).join("; "));
  const { email, role } = parsed.data;

  return db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true, role: true, isActive: true } });
    if (!existing) throw new StaffAccountError(`There is no account with the e-mail ${email}: nothing was changed.`);
    if (existing.role === "Employee") {
      throw new StaffAccountError(
        `${email} is an Employee account: set the employee's status to Inactive in the Admin dashboard instead. Nothing was changed.`,
      );
    }
    if (existing.role !== role) {
      throw new StaffAccountError(`${email} is a ${existing.role} account, not ${role}: nothing was changed.`);
    }
    if (!active && existing.isActive && role === "Admin") {
      // Every active Admin row is locked until this transaction ends, so two operators disabling
      // the last two Admins at the same moment cannot each count the other as still there.
      const admins = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "User" WHERE "role" = 'Admin' AND "isActive" FOR UPDATE`;
      if (!admins.some((a) => a.id !== existing.id)) {
        throw new StaffAccountError(
          `${email} is the last active Admin: disabling it would leave nobody able to sign in to the Admin console. ` +
            "Create or enable another Admin first. Nothing was changed.",
        );
      }
    }
    const user = await tx.user.update({
      where: { id: existing.id },
      // A new token version ends every session of the account on its next request.
      data: active ? { isActive: true } : { isActive: false, tokenVersion: { increment: 1 } },
      select: { id: true, email: true, role: true },
    });
    if (!active) await retirePasswordTokens(tx, user.id);
    await audit(tx, null, {
      action: active ? "staff.enable" : "staff.disable",
      entityType: "User",
      entityId: user.id,
      data: { via: "command line", email, role },
    });
    return { action: active ? "enabled" : "disabled", ...user };
  });
}
