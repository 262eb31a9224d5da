import "server-only";

import { can, type Permission } from "@/lib/auth/permissions";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/server/http/api";
import type { SessionUser } from "@/lib/server/auth/session";

// Per-object access to employee data, in the query itself: an admin with `permission` reaches
// every employee; an employee only the row linked to their own account (any other id is then
// simply not found, so a 404 reveals nothing); every other role is refused.

export function employeeScope(user: SessionUser, permission: Permission): Prisma.EmployeeWhereInput {
  if (can(user, permission)) return {};
  if (can(user, "self.read")) return { userId: user.id };
  throw new ApiError("forbidden", "You do not have permission to do this.", undefined, undefined, "role");
}

export const reachesEveryEmployee = (user: SessionUser, permission: Permission) => can(user, permission);
