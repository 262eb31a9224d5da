// An admin sets an employee's password: the employee signs in with it at once, even when wrong
// guesses (someone else's, or their own) had locked the account.
import { describe, expect, it } from "vitest";

import { authenticate, LOGIN_LIMITS } from "@/lib/server/auth/authenticate";
import { changeEmployeePassword } from "@/lib/server/auth/password-change";
import { db } from "@/lib/server/db/client";
import { createUser } from "@/lib/testing/fixtures";

describe("changeEmployeePassword", () => {
  it("lifts the sign-in lock on both of the employee's names", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMPLOCK1" });
    const admin = await createUser({ role: "Admin" });
    const employee = await db.employee.findUniqueOrThrow({ where: { userId: user.id } });
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      await authenticate(i % 2 ? user.email : "EMPLOCK1", "wrong-guess", `198.51.100.${i + 1}`);
    }
    expect(await authenticate("EMPLOCK1", user.password, "192.0.2.50")).toMatchObject({ reason: "throttled" });

    await changeEmployeePassword(
      { id: admin.id, name: admin.name, email: admin.email, role: "Admin", via: "cookie" },
      employee.id,
      "Brand-new-pass-1",
    );
    expect(await authenticate("emplock1", "Brand-new-pass-1", "192.0.2.51")).toMatchObject({ ok: true });
  });
});
