import "server-only";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";

import { isStaffRole } from "@/lib/auth/permissions";
import type { Role } from "@/lib/generated/prisma/enums";
import { type SessionUser, userForClaims } from "@/lib/server/auth/session";
import { decodeSessionToken, sessionCookieName } from "@/lib/server/auth/token";

/** The signed-in user of a server component, checked against the database; null when signed out. */
export async function currentUser(): Promise<SessionUser | null> {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return token ? userForClaims(await decodeSessionToken(token), "cookie") : null;
}

/**
 * Guard for a staff page: no valid session -> /login, wrong role -> / (spec, Route guard).
 * `roles: "any"` admits every signed-in staff user; an applicant goes to the applicant portal.
 */
export async function requirePageUser(roles: readonly Role[] | "any", from: string): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(from)}`);
  if (!isStaffRole(user.role)) redirect("/applicant");
  if (roles !== "any" && !roles.includes(user.role)) redirect("/");
  return user;
}

/** The signed-in applicant of the applicant portal, or null (signed out, or a staff session). */
export async function currentApplicant(): Promise<SessionUser | null> {
  const user = await currentUser();
  return user?.role === "Applicant" ? user : null;
}
