// Who may do what. Code asks can(user, "gov.applications.update"); nothing compares role strings inline.
import type { Role } from "@/lib/generated/prisma/enums";

export const ROLES = ["Admin", "CompanyAdmin", "GovAdmin", "Employee", "Applicant"] as const satisfies readonly Role[];

const table = {
  Admin: [
    "employees.read",
    "employees.write",
    "employees.passwords",
    "documents.read",
    "documents.write",
    "system.read",
    "system.mail",
  ],
  CompanyAdmin: ["company.dashboard", "company.jobs.write", "company.applications.read", "company.applications.update"],
  GovAdmin: [
    "gov.dashboard",
    "gov.jobs.write",
    "gov.applications.read",
    "gov.applications.update",
    "gov.applications.reveal",
    "gov.applications.export",
  ],
  Employee: ["self.read"],
  Applicant: ["applicant.portal"],
} as const satisfies Record<Role, readonly string[]>;

export type Permission = (typeof table)[Role][number];

/** The roles of User rows (staff and employees). Applicants sign in by e-mail code and are not users. */
export const STAFF_ROLES = ["Admin", "CompanyAdmin", "GovAdmin", "Employee"] as const satisfies readonly Role[];

export function isStaffRole(role: string): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Any signed-in staff user (not an applicant) may change their own password. */
export const SIGNED_IN = "signed-in" as const;

export function can(user: { role: Role } | null | undefined, permission: Permission | typeof SIGNED_IN): boolean {
  if (!user) return false;
  if (permission === SIGNED_IN) return isStaffRole(user.role);
  return (table[user.role] as readonly string[]).includes(permission);
}

/** The dashboard each role lands on after sign-in (spec: compared case-insensitively). */
export function dashboardFor(role: string): string {
  switch (role.toLowerCase()) {
    case "admin":
      return "/admin-dashboard";
    case "companyadmin":
      return "/company-admin-dashboard";
    case "govadmin":
      return "/gov-admin-dashboard";
    case "employee":
      return "/employee-dashboard";
    case "applicant":
      return "/applicant";
    default:
      return "/dashboard";
  }
}

/**
 * Which roles may open each protected page. /dashboard is open to any signed-in staff user ("any"
 * never includes Applicant: applicants have their own page, /applicant).
 * `signOutOtherRoles`: a signed-in user of another role is signed out and sent to /login (spec: the
 * gov console removes the stored session) instead of being sent to /.
 */
export const protectedRoutes: { prefix: string; roles: readonly Role[] | "any"; signOutOtherRoles?: true }[] = [
  { prefix: "/admin-dashboard", roles: ["Admin"] },
  { prefix: "/company-admin-dashboard", roles: ["CompanyAdmin"] },
  { prefix: "/gov-admin-dashboard", roles: ["GovAdmin"], signOutOtherRoles: true },
  { prefix: "/employee-dashboard", roles: ["Employee"] },
  { prefix: "/dashboard", roles: "any" },
];

export function mayOpen(rule: { roles: readonly Role[] | "any" }, role: string): boolean {
  return rule.roles === "any" ? isStaffRole(role) : (rule.roles as readonly string[]).includes(role);
}

export function routeRule(pathname: string) {
  return protectedRoutes.find((r) => pathname === r.prefix || pathname.startsWith(r.prefix + "/"));
}

/**
 * Where sign-in lands: `next` when it is a page of this site the role may open, with its query (a
 * console's tab, filters and page), else the role's dashboard. `next` is read as the browser would
 * read it ("/\\evil.example" is another site's address), and what is returned is its path and query.
 */
export function signInDestination(next: string | null | undefined, role: string): string {
  const base = "http://this.site";
  let url: URL | null = null;
  try {
    url = next?.startsWith("/") ? new URL(next, base) : null;
  } catch {
    // Not an address: the dashboard.
  }
  if (url && url.origin === base) {
    const rule = routeRule(url.pathname);
    if (rule && mayOpen(rule, role)) return url.pathname + url.search;
  }
  return dashboardFor(role);
}
