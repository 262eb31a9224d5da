import { describe, expect, it } from "vitest";

import { signInDestination } from "@/lib/auth/permissions";

import { signInFor } from "./page";

describe("signing in again from a staff page whose session ended", () => {
  it("comes back to the page with its query: the console's tab, filters and page", () => {
    const to = signInFor("/company-admin-dashboard", {
      tab: "applications",
      status: ["shortlisted", "interview"],
      q: "O'Brien & co",
      page: "3",
      missing: undefined,
    });
    const next = new URL(to, "http://127.0.0.1").searchParams.get("next");
    expect(next).toBe(
      "/company-admin-dashboard?tab=applications&status=shortlisted&status=interview&q=O%27Brien+%26+co&page=3",
    );
    // Where signing in then lands.
    expect(signInDestination(next, "CompanyAdmin")).toBe(next);
  });

  it("names the bare page when it has no query", () => {
    expect(signInFor("/gov-admin-dashboard")).toBe("/login?next=%2Fgov-admin-dashboard");
    expect(signInFor("/gov-admin-dashboard", {})).toBe("/login?next=%2Fgov-admin-dashboard");
  });
});
