// Two admins editing one employee: the form sends the version it was filled from (updatedAt), and
// a save over a colleague's later change is refused with 409 instead of silently undoing it (a
// stale form must not reactivate someone just deactivated). A save that leaves the status out keeps it.
import { beforeAll, describe, expect, it } from "vitest";

import { GET as read, PUT as update } from "@/app/api/employees/[id]/route";
import { db } from "@/lib/server/db/client";
import { bearer, employeeInput, makeEmployee } from "@/lib/testing/employee-fixtures";
import { call, createUser } from "@/lib/testing/fixtures";
import { EMPLOYEE_CHANGED_MEANWHILE } from "@/lib/validation/employees";

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearer(await createUser({ role: "Admin" }));
});

async function openForm(id: string) {
  const res = await call(read, { path: `/api/employees/${id}?reveal=1`, params: { id }, headers: admin });
  expect(res.status).toBe(200);
  return res.json.employee as { updatedAt: string; email: string; referenceId: string };
}

/** The edit form's fields for an employee made by makeEmployee (no password: edits carry none). */
async function editable() {
  const { employee, password } = await makeEmployee();
  const form = {
    ...employeeInput({ email: employee.email, referenceId: employee.referenceId, password }),
    password: undefined,
  };
  return { employee, form };
}

const save = (id: string, body: object) =>
  call(update, { method: "PUT", path: `/api/employees/${id}`, params: { id }, body, headers: admin });

describe("PUT /api/employees/{id} from two forms at once", () => {
  it("refuses the second save over the first, and the employee stays as the first left them", async () => {
    const { employee, form } = await editable();
    const a = await openForm(employee.id);
    const b = await openForm(employee.id);

    const deactivate = await save(employee.id, {
      ...form,
      status: "Inactive",
      updatedAt: b.updatedAt,
    });
    expect(deactivate.status).toBe(200);
    const stale = await save(employee.id, {
      ...form,
      status: "Active",
      designation: "Team Lead",
      updatedAt: a.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(EMPLOYEE_CHANGED_MEANWHILE);
    const row = await db.employee.findUniqueOrThrow({ where: { id: employee.id } });
    expect(row).toMatchObject({ status: "Inactive" });
    expect(row.designation).not.toBe("Team Lead");

    // Opened again, the form saves.
    const fresh = await openForm(employee.id);
    const again = await save(employee.id, {
      ...form,
      status: "Active",
      updatedAt: fresh.updatedAt,
    });
    expect(again.status).toBe(200);
  });

  it("keeps the status when a save leaves it out, and saves without a version (API clients)", async () => {
    const { employee, form } = await editable();
    expect((await save(employee.id, { ...form, status: "Inactive" })).status).toBe(200);
    const { status: _status, ...withoutStatus } = form;
    expect((await save(employee.id, { ...withoutStatus, designation: "Analyst" })).status).toBe(200);
    expect(await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).toMatchObject({
      status: "Inactive",
      designation: "Analyst",
    });
  });

  it("refuses a version that is not a date", async () => {
    const { employee, form } = await editable();
    const res = await save(employee.id, { ...form, updatedAt: "yesterday" });
    expect(res.status).toBe(400);
  });
});
