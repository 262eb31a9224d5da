import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { bearer, makeEmployee } from "@/lib/testing/employee-fixtures";
import { call, createUser } from "@/lib/testing/fixtures";

import { GET as exportCsv } from "./route";

let admin: Awaited<ReturnType<typeof createUser>>;

// Setup (database start, password hashing) runs under the hook timeout, not the test's.
beforeAll(async () => {
  await makeEmployee({ name: '=HYPERLINK("http://evil")', department: "Exports", accountNumber: "400500600700" });
  await makeEmployee({ name: "Meera, Nair", department: "Exports" });
  await makeEmployee({ name: "Not Exported", department: "Elsewhere" });
  admin = await createUser({ role: "Admin" });
});

/** Employees made straight in the database, many at once (the export's batches are 500 rows). */
async function bulkEmployees(ids: string[], department: string, name: (id: string) => string) {
  await db.user.createMany({
    data: ids.map((id) => ({
      id,
      email: `${id}@test.local`,
      name: name(id),
      role: "Employee" as const,
      passwordHash: "x",
    })),
  });
  await db.employee.createMany({
    data: ids.map((id) => ({
      userId: id,
      referenceId: id.toUpperCase(),
      department,
      bankName: "Bank",
      accountNumberEncrypted: "x",
      accountLast4: "0000",
      ifscCode: "SBIN0000001",
    })),
  });
}

describe("GET /api/employees/export/csv", () => {
  it("streams the filtered employees as CSV with a BOM, masked bank accounts and neutralised formulas", async () => {
    const res = await call(exportCsv, {
      path: "/api/employees/export/csv?department=Exports&sort=name&order=asc",
      headers: await bearer(admin),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="employees_\d{4}-\d{2}-\d{2}\.csv"$/);
    // Response.text() drops a BOM, so read the raw bytes: EF BB BF first, for Excel.
    const raw = await exportCsv(
      new Request("http://127.0.0.1:3000/api/employees/export/csv?department=Exports", {
        headers: await bearer(admin),
      }),
      { params: Promise.resolve({}) },
    );
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = res.text.trim().split("\r\n");
    expect(lines[0]).toMatch(/^Reference ID,Employee ID,Name,Email,.*,Created At \(IST\)$/);
    // A record made at 01:00 IST on 6 March 2026 is dated 6 March, not 5 March (19:30 UTC).
    await db.employee.update({
      where: { referenceId: lines[1].split(",")[0] },
      data: { createdAt: new Date("2026-03-05T19:30:00Z") },
    });
    const again = await call(exportCsv, {
      path: "/api/employees/export/csv?department=Exports&sort=name&order=asc",
      headers: await bearer(admin),
    });
    expect(again.text.trim().split("\r\n")[1]).toMatch(/,2026-03-06 01:00:00$/);
    expect(lines).toHaveLength(3);
    expect(res.text).not.toContain("Not Exported");
    expect(res.text).not.toContain("400500600700");
    expect(res.text).toContain("XXXXXXXX0700");
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.text).toContain(`"Meera, Nair"`);

    const entry = await db.auditLog.findFirst({ where: { action: "employee.export", actorId: admin.id } });
    expect(entry?.data).toMatchObject({ rows: 2, department: "Exports" });
  });

  it("keeps no search text in the audit log: it names a person, and the log outlives the employee", async () => {
    const res = await call(exportCsv, {
      path: "/api/employees/export/csv?q=Meera&department=Exports",
      headers: await bearer(admin),
    });
    expect(res.status).toBe(200);
    const entry = await db.auditLog.findFirst({
      where: { action: "employee.export", actorId: admin.id },
      orderBy: { createdAt: "desc" },
    });
    expect(entry?.data).toMatchObject({ q: "(search)", department: "Exports" });
    expect(JSON.stringify(entry?.data)).not.toContain("Meera");
  });

  it("exports every matching row, across batches of 500", async () => {
    const ids = Array.from({ length: 520 }, (_, i) => `bulk-${i}`);
    await bulkEmployees(ids, "Bulk", (id) => `Bulk ${id}`);
    const res = await call(exportCsv, {
      path: "/api/employees/export/csv?department=Bulk",
      headers: await bearer(admin),
    });
    const rows = res.text.trim().split("\r\n").slice(1);
    expect(rows).toHaveLength(520);
    expect(new Set(rows.map((r) => r.split(",")[0])).size).toBe(520);
  });

  it("writes each employee once, as the list stood when it began, while employees are added and deleted", async () => {
    const ids = Array.from({ length: 1020 }, (_, i) => `during-${String(i).padStart(4, "0")}`);
    await bulkEmployees(ids, "During", (id) => id);
    const res = await exportCsv(
      new Request("http://127.0.0.1:3000/api/employees/export/csv?department=During", {
        headers: await bearer(admin),
      }),
      { params: Promise.resolve({}) },
    );
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    // The header and the first batch of 500 (newest first: the list's default order).
    for (let reads = 0; reads < 2; reads++) text += decoder.decode((await reader.read()).value, { stream: true });
    // Meanwhile a newer employee joins the department (first in the list's order) and one from the
    // last batch, not yet written, is deleted.
    await makeEmployee({ name: "Joined Meanwhile", department: "During" });
    await db.user.delete({ where: { id: "during-0000" } });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const references = text
      .trim()
      .split("\r\n")
      .slice(1)
      .map((row) => row.split(",")[0]);
    expect(new Set(references).size).toBe(references.length);
    expect(references).toHaveLength(1019);
    expect(references).not.toContain("DURING-0000");
    expect(text).not.toContain("Joined Meanwhile");
  });
});
