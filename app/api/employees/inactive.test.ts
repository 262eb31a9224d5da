// An employee set to Inactive can neither sign in nor keep using a session made before (issue 25,
// defect 4); set Active again, they sign in afresh but the old token stays dead.
import { describe, expect, it } from "vitest";

import { GET as me } from "@/app/api/me/route";
import { POST as login } from "@/app/api/auth/login/route";
import { PUT as updateEmployee } from "@/app/api/employees/[id]/route";
import { call } from "@/lib/testing/fixtures";
import { bearer, employeeInput, makeEmployee } from "@/lib/testing/employee-fixtures";
import { createUser } from "@/lib/testing/fixtures";

describe("an Inactive employee", () => {
  it("is refused at sign-in, and a token from before stops at its next request", async () => {
    const { employee, user, password } = await makeEmployee();
    const signIn = () =>
      call(login, { method: "POST", path: "/api/auth/login", body: { identifier: employee.referenceId, password } });
    const first = await signIn();
    expect(first.status).toBe(200);
    const token = { authorization: `Bearer ${first.json.token as string}` };
    expect((await call(me, { path: "/api/me", headers: token })).status).toBe(200);

    const admin = await bearer(await createUser({ role: "Admin" }));
    const { password: _password, ...fields } = employeeInput({
      email: employee.email,
      name: user.name,
      referenceId: employee.referenceId,
    });
    const setStatus = (status: string) =>
      call(updateEmployee, {
        method: "PUT",
        path: `/api/employees/${employee.id}`,
        params: { id: employee.id },
        headers: admin,
        body: { ...fields, status },
      });
    const inactive = await setStatus("Inactive");
    expect(inactive.status, inactive.text).toBe(200);

    expect((await call(me, { path: "/api/me", headers: token })).status).toBe(401);
    expect((await signIn()).status).toBe(401);

    expect((await setStatus("Active")).status).toBe(200);
    expect((await call(me, { path: "/api/me", headers: token })).status).toBe(401);
    expect((await signIn()).status).toBe(200);
  });
});
