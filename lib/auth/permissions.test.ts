import { describe, expect, it } from "vitest";

import { can, dashboardFor, type Permission, ROLES, routeRule, SIGNED_IN, signInDestination } from "./permissions";

describe("permissions", () => {
  const cases: [Permission, string[]][] = [
    ["employees.write", ["Admin"]],
    ["documents.write", ["Admin"]],
    ["company.jobs.write", ["CompanyAdmin"]],
    ["company.applications.update", ["CompanyAdmin"]],
    ["gov.jobs.write", ["GovAdmin"]],
    ["gov.applications.export", ["GovAdmin"]],
    ["self.read", ["Employee"]],
    ["applicant.portal", ["Applicant"]],
  ];
  it.each(cases)("%s is granted only to %j", (permission, allowed) => {
    for (const role of ROLES) {
      expect(can({ role }, permission)).toBe(allowed.includes(role));
    }
  });

  it("grants nothing to nobody and signed-in to everyone", () => {
    expect(can(null, "self.read")).toBe(false);
    expect(can(null, SIGNED_IN)).toBe(false);
    expect(can({ role: "Employee" }, SIGNED_IN)).toBe(true);
  });

  it("gives an applicant the portal and nothing of the staff side, not even signed-in", () => {
    expect(can({ role: "Applicant" }, SIGNED_IN)).toBe(false);
    for (const permission of ["employees.read", "company.dashboard", "gov.applications.read", "self.read"] as const) {
      expect(can({ role: "Applicant" }, permission)).toBe(false);
    }
    expect(dashboardFor("Applicant")).toBe("/applicant");
  });

  it.each([
    ["Admin", "/admin-dashboard"],
    ["companyadmin", "/company-admin-dashboard"],
    ["GOVADMIN", "/gov-admin-dashboard"],
    ["Employee", "/employee-dashboard"],
    ["Auditor", "/dashboard"],
  ])("role %s lands on %s", (role, path) => expect(dashboardFor(role)).toBe(path));

  it("matches protected routes by path segment", () => {
    expect(routeRule("/admin-dashboard")?.roles).toEqual(["Admin"]);
    expect(routeRule("/admin-dashboard/settings")?.roles).toEqual(["Admin"]);
    expect(routeRule("/admin-dashboardx")).toBeUndefined();
    expect(routeRule("/dashboard")?.roles).toBe("any");
    expect(routeRule("/")).toBeUndefined();
  });

  it.each([
    [null, "Employee", "/employee-dashboard"],
    ["/employee-dashboard/documents", "Employee", "/employee-dashboard/documents"],
    ["/dashboard", "GovAdmin", "/dashboard"],
    ["/admin-dashboard", "Employee", "/employee-dashboard"],
    ["/about", "Admin", "/admin-dashboard"],
    ["//evil.example/admin-dashboard", "Admin", "/admin-dashboard"],
    ["https://evil.example/dashboard", "Admin", "/admin-dashboard"],
    ["/\\evil.example", "Admin", "/admin-dashboard"],
    ["/\\evil.example/admin-dashboard", "Admin", "/admin-dashboard"],
    ["/\\/evil.example/admin-dashboard?tab=x", "Admin", "/admin-dashboard"],
    // A console's tab, filters and page come back after signing in; a query on a page the role may
    // not open does not open it.
    [
      "/gov-admin-dashboard?tab=applications&status=Pending&page=2",
      "GovAdmin",
      "/gov-admin-dashboard?tab=applications&status=Pending&page=2",
    ],
    ["/admin-dashboard?tab=employees#x", "Admin", "/admin-dashboard?tab=employees"],
    ["/admin-dashboard?tab=employees", "Employee", "/employee-dashboard"],
    ["/dashboard", "Applicant", "/applicant"],
    ["/admin-dashboard", "Applicant", "/applicant"],
  ])("after sign-in, next=%s as %s goes to %s", (next, role, path) => expect(signInDestination(next, role)).toBe(path));
});
