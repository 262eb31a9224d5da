import { beforeAll, describe, expect, it } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { PUT as setEmployeePassword } from "@/app/api/employees/[id]/change-password/route";
import { GET as me } from "@/app/api/me/route";
import { encodeSessionToken, sessionCookieName } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";
import { bearer, makeEmployee } from "@/lib/testing/employee-fixtures";
import { call, createUser } from "@/lib/testing/fixtures";

import { PUT as changeOwn } from "./route";

const NEW = "Fresh-Password-42";

async function cookieFor(user: { id: string; name: string; role: string }) {
  const { tokenVersion } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
  const token = await encodeSessionToken({ sub: user.id, name: user.name, role: user.role as never, tv: tokenVersion });
  return { cookie: `${sessionCookieName()}=${token}`, origin: "http://127.0.0.1:3000" };
}

// Opening the in-memory database and applying migrations happens here, under the hook timeout.
beforeAll(async () => {
  await db.$queryRaw`SELECT 1`;
});

describe("PUT /api/auth/change-password", () => {
  it.each([
    [{ newPassword: NEW }, "currentPassword", "Current password is required"],
    [{ currentPassword: "x" }, "newPassword", "New password is required"],
    [{ currentPassword: "x", newPassword: "short" }, "newPassword", "Password must be at least 8 characters"],
  ])("refuses %j with the spec's message", async (body, field, message) => {
    const admin = await createUser({ role: "Admin" });
    const res = await call(changeOwn, { method: "PUT", body, headers: await bearer(admin) });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ [field]: message });
  });

  it("refuses a wrong current password and keeps the old one", async () => {
    const admin = await createUser({ role: "Admin" });
    const res = await call(changeOwn, {
      method: "PUT",
      body: { currentPassword: "not-my-password", newPassword: NEW },
      headers: await bearer(admin),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Current password is incorrect");
    const ok = await call(login, { method: "POST", body: { identifier: admin.email, password: admin.password } });
    expect(ok.status).toBe(200);
  });

  it("blocks guessing the current password after five wrong tries", async () => {
    const admin = await createUser({ role: "Admin" });
    const auth = await bearer(admin);
    for (let i = 0; i < 5; i++) {
      await call(changeOwn, {
        method: "PUT",
        body: { currentPassword: `guess-${i}`, newPassword: NEW },
        headers: auth,
      });
    }
    const res = await call(changeOwn, {
      method: "PUT",
      body: { currentPassword: admin.password, newPassword: NEW },
      headers: auth,
    });
    expect(res.status).toBe(429);
  });

  it("ends every other session but keeps the browser that made the change signed in", async () => {
    const admin = await createUser({ role: "Admin" });
    const otherDevice = await bearer(admin);
    const browser = await cookieFor(admin);
    const res = await call(changeOwn, {
      method: "PUT",
      body: { currentPassword: admin.password, newPassword: NEW },
      headers: browser,
    });
    expect(res.status).toBe(200);
    expect((await call(me, { headers: otherDevice })).status).toBe(401);
    expect((await call(me, { headers: browser })).status).toBe(401);

    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/);
    const renewed = setCookie.split(";")[0];
    const after = await call(me, { headers: { cookie: renewed } });
    expect(after.status).toBe(200);
    expect(after.json.id).toBe(admin.id);

    expect((await call(login, { method: "POST", body: { identifier: admin.email, password: NEW } })).status).toBe(200);
    expect(await db.auditLog.count({ where: { action: "auth.password_change", actorId: admin.id } })).toBe(1);
  });

  it("returns a fresh token to an API client", async () => {
    const user = await createUser({ role: "GovAdmin" });
    const res = await call(changeOwn, {
      method: "PUT",
      body: { currentPassword: user.password, newPassword: NEW },
      headers: await bearer(user),
    });
    const after = await call(me, { headers: { authorization: `Bearer ${res.json.token}` } });
    expect(after.status).toBe(200);
  });
});

describe("PUT /api/employees/{id}/change-password", () => {
  it("sets the employee's password without the old one and ends their sessions", async () => {
    const admin = await createUser({ role: "Admin" });
    const { employee, user, password } = await makeEmployee();
    const session = await bearer(user);
    const res = await call(setEmployeePassword, {
      method: "PUT",
      params: { id: employee.id },
      body: { newPassword: NEW },
      headers: await bearer(admin),
    });
    expect(res.status).toBe(200);
    expect((await call(me, { headers: session })).status).toBe(401);
    const old = await call(login, { method: "POST", body: { identifier: employee.referenceId, password } });
    expect(old.status).toBe(401);
    const fresh = await call(login, { method: "POST", body: { identifier: employee.referenceId, password: NEW } });
    expect(fresh.status).toBe(200);
    const entry = await db.auditLog.findFirst({ where: { action: "employee.password_change", entityId: employee.id } });
    expect(entry?.actorId).toBe(admin.id);
  });

  it("validates the new password and answers 404 for an unknown employee", async () => {
    const auth = await bearer(await createUser({ role: "Admin" }));
    const short = await call(setEmployeePassword, {
      method: "PUT",
      params: { id: "x" },
      body: { newPassword: "1234567" },
      headers: auth,
    });
    expect(short.json.message).toBe("Password must be at least 8 characters");
    const missing = await call(setEmployeePassword, {
      method: "PUT",
      params: { id: "no-such-employee" },
      body: { newPassword: NEW },
      headers: auth,
    });
    expect(missing.status).toBe(404);
  });
});
