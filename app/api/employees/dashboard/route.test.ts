import { beforeAll, describe, expect, it } from "vitest";

import { bearer, makeEmployee } from "@/lib/testing/employee-fixtures";
import { call, createUser } from "@/lib/testing/fixtures";

import { GET as dashboard } from "./route";

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearer(await createUser({ role: "Admin", name: "Meera Admin" }));
});

type Figures = { stats: { totalEmployees: number; byStatus: Record<string, number> }; activity: { text: string }[] };

describe("GET /api/employees/dashboard", () => {
  it("counts an employee added since the last read, and lists the addition as recent activity", async () => {
    const before = (await call(dashboard, { path: "/api/employees/dashboard", headers: admin })).json as Figures;
    const { employee } = await makeEmployee({ name: "Farah Siddiqui", status: "Pending" });

    const res = await call(dashboard, { path: "/api/employees/dashboard", headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const after = res.json as Figures;
    expect(after.stats.totalEmployees).toBe(before.stats.totalEmployees + 1);
    expect(after.stats.byStatus.Pending).toBe(before.stats.byStatus.Pending + 1);
    expect(after.activity[0].text).toBe(`added employee Farah Siddiqui (${employee.referenceId})`);
  });
});
