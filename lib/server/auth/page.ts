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

/** A page's search parameters as a server component gets them. */
export type PageQuery = Record<string, string | string[] | undefined>;

/**
 * Sign-in's address for a page whose visitor has no valid session, coming back to the page with its
 * query (a console's tab, filters and page): the proxy keeps it when the cookie is missing or too
 * old; this is the same for a cookie whose session was ended meanwhile (a password change, a
 * Logout elsewhere), which only the page's check against the database finds.
 */
export function signInFor(path: string, query: PageQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, one);
  }
  const from = search.size ? `${path}?${search}` : path;
  return `/login?next=${encodeURIComponent(from)}`;
}

/**
 * Guard for a staff page: no valid session -> /login, wrong role -> / (spec, Route guard).
 * `roles: "any"` admits every signed-in staff user; an applicant goes to the applicant portal.
 */
export async function requirePageUser(
  roles: readonly Role[] | "any",
  from: string,
  query?: PageQuery,
): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(signInFor(from, query));
  if (!isStaffRole(user.role)) redirect("/applicant");
  if (roles !== "any" && !roles.includes(user.role)) redirect("/");
  return user;
}

/** The signed-in applicant of the applicant portal, or null (signed out, or a staff session). */
export async function currentApplicant(): Promise<SessionUser | null> {
  const user = await currentUser();
  return user?.role === "Applicant" ? user : null;
}
