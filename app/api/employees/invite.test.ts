// Add Employee with "E-mail a link to set their own password": no password is typed, the employee
// gets an invitation whose link (7 days, once) sets their first password.
import { beforeAll, describe, expect, it } from "vitest";

import { PUT as changeOwnPassword } from "@/app/api/auth/change-password/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { GET as me } from "@/app/api/me/route";
import { PUT as setEmployeePassword } from "@/app/api/employees/[id]/change-password/route";
import { PUT as update } from "@/app/api/employees/[id]/route";
import { passwordTokenPurpose } from "@/lib/server/auth/password-reset";
import { db } from "@/lib/server/db/client";
import { backgroundSettled } from "@/lib/server/platform/background";
import { bearer, callForm, employeeInput } from "@/lib/testing/employee-fixtures";
import { call, createUser } from "@/lib/testing/fixtures";
import { makePasswordToken, tokenFromMail } from "@/lib/testing/password-reset";

import { POST as create } from "./route";

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearer(await createUser({ role: "Admin" }));
});

const FIRST = "My-Own-Password-1";

describe("POST /api/employees with passwordSetup=invite", () => {
  it("creates the employee without a usable password and e-mails a 7-day link that sets it once", async () => {
    const input = employeeInput({ password: undefined, passwordSetup: "invite" });
    const form = new FormData();
    for (const [k, v] of Object.entries(input)) if (v !== undefined) form.append(k, String(v));
    const res = await callForm(create, { path: "/api/employees", form, headers: admin });
    expect(res.status).toBe(201);

    const [mail] = await db.mailOutbox.findMany({ where: { to: input.email } });
    expect(mail.subject).toMatch(/^Set your password for /);
    expect(mail.text).toContain("expires in 7 days");
    const token = tokenFromMail(mail.text);
    expect(await passwordTokenPurpose(token)).toBe("invite");
    const row = await db.passwordResetToken.findFirstOrThrow({ where: { user: { email: input.email } } });
    expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000).toBeCloseTo(7, 1);

    // The fixture's usual initial password was not sent: nothing signs in until the employee chooses.
    const before = await call(login, {
      method: "POST",
      body: { identifier: input.referenceId, password: "Initial-Pass-1" },
    });
    expect(before.status).toBe(401);

    const set = await call(reset, { method: "POST", body: { token, newPassword: FIRST } });
    expect(set.status).toBe(200);
    expect(set.json.message).toBe("Your password is set. You can now sign in.");
    const signIn = await call(login, { method: "POST", body: { identifier: input.referenceId, password: FIRST } });
    expect(signIn.status).toBe(200);
    expect((await call(reset, { method: "POST", body: { token, newPassword: "Second-Try-Pass-2" } })).status).toBe(410);
  });

  it("refuses a link for an Inactive employee, who could not use it, and creates nothing", async () => {
    const input = employeeInput({ password: undefined, passwordSetup: "invite", status: "Inactive" });
    const res = await call(create, { method: "POST", body: input, headers: admin });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      passwordSetup:
        "An Inactive employee cannot sign in, so the link would not work: type a password instead, or choose another status",
    });
    expect(await db.user.count({ where: { email: input.email } })).toBe(0);
    expect(await db.mailOutbox.count({ where: { to: input.email } })).toBe(0);
    // A typed password for an Inactive employee is saved as before.
    const typed = employeeInput({ status: "Inactive" });
    expect((await call(create, { method: "POST", body: typed, headers: admin })).status).toBe(201);
  });

  it("ignores a typed password when inviting, and still requires one otherwise", async () => {
    const invited = employeeInput({ passwordSetup: "invite", password: "" });
    expect((await call(create, { method: "POST", body: invited, headers: admin })).status).toBe(201);

    const typed = await call(create, {
      method: "POST",
      body: employeeInput({ password: "", name: "" }),
      headers: admin,
    });
    expect(typed.status).toBe(400);
    // Both shown at once: the password rule is checked whatever else is wrong.
    expect(typed.json.errors).toMatchObject({ password: "Password is required", name: "Name is required" });

    const existing = employeeInput();
    expect((await call(create, { method: "POST", body: existing, headers: admin })).status).toBe(201);
    expect(await db.mailOutbox.count({ where: { to: existing.email } })).toBe(0);
    const signIn = await call(login, {
      method: "POST",
      body: { identifier: existing.email, password: existing.password },
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses an unknown choice", async () => {
    const res = await call(create, {
      method: "POST",
      body: employeeInput({ passwordSetup: "sms" as never }),
      headers: admin,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ passwordSetup: "Please choose how the password is set" });
  });

  it("creates nothing and sends nothing when the invitation's employee is refused", async () => {
    const first = employeeInput({ passwordSetup: "invite", password: undefined });
    expect((await call(create, { method: "POST", body: first, headers: admin })).status).toBe(201);
    const duplicate = employeeInput({ passwordSetup: "invite", password: undefined, referenceId: first.referenceId });
    expect((await call(create, { method: "POST", body: duplicate, headers: admin })).status).toBe(409);
    expect(await db.mailOutbox.count({ where: { to: duplicate.email } })).toBe(0);
  });
});

describe("an open set-password link after the account changes", () => {
  /** An invited employee and the link in their invitation, as a mistyped address would receive it. */
  async function invited() {
    const input = employeeInput({ password: undefined, passwordSetup: "invite" });
    const res = await call(create, { method: "POST", body: input, headers: admin });
    expect(res.status).toBe(201);
    const id = (res.json.employee as { id: string }).id;
    const [mail] = await db.mailOutbox.findMany({ where: { to: input.email } });
    return { id, input, token: tokenFromMail(mail.text) };
  }
  const edit = (id: string, body: object) =>
    call(update, { method: "PUT", path: `/api/employees/${id}`, params: { id }, body, headers: admin });
  const useLink = (token: string) => call(reset, { method: "POST", body: { token, newPassword: "Strangers-Pass-9" } });
  /** "Forgot password?" for `identifier`, from its own address, with its mail written. */
  async function forgotPassword(identifier: string, ip: string) {
    const res = await call(forgot, { method: "POST", body: { identifier }, headers: { "x-forwarded-for": ip } });
    await backgroundSettled();
    return res;
  }

  it("no longer sets a password once the admin has corrected the e-mail address, and invites the new address", async () => {
    const { id, input, token } = await invited();
    const corrected = { ...input, email: `fixed-${input.email}`, passwordSetup: undefined };
    const res = await edit(id, corrected);
    expect(res.status).toBe(200);
    expect(res.json.invitedAgain).toBe(true);
    expect((await useLink(token)).status).toBe(410);
    // The invitation goes again, to the corrected address, and its link sets the password.
    const [mail] = await db.mailOutbox.findMany({ where: { to: corrected.email } });
    expect(mail.subject).toMatch(/^Set your password for /);
    const fresh = tokenFromMail(mail.text);
    expect(await passwordTokenPurpose(fresh)).toBe("invite");
    expect((await call(reset, { method: "POST", body: { token: fresh, newPassword: FIRST } })).status).toBe(200);
    const signIn = await call(login, { method: "POST", body: { identifier: corrected.email, password: FIRST } });
    expect(signIn.status, signIn.text).toBe(200);
  });

  it("used by a stranger at a mistyped address, stops working for them once the admin corrects the address", async () => {
    const { id, input, token } = await invited();
    // Whoever reads the mistyped address sets a password with the link and signs in.
    expect((await useLink(token)).status).toBe(200);
    const signIn = await call(login, {
      method: "POST",
      body: { identifier: input.email, password: "Strangers-Pass-9" },
    });
    expect(signIn.status, signIn.text).toBe(200);
    const strangersSession = { authorization: `Bearer ${signIn.json.token as string}` };
    expect((await call(me, { headers: strangersSession })).status).toBe(200);

    const corrected = { ...input, email: `fixed-${input.email}`, passwordSetup: undefined };
    const res = await edit(id, corrected);
    expect([res.status, res.json.invitedAgain]).toEqual([200, true]);
    // Their session ends, and the password they set no longer signs in, by address or Reference ID.
    expect((await call(me, { headers: strangersSession })).status).toBe(401);
    for (const identifier of [corrected.email, input.referenceId]) {
      const again = await call(login, { method: "POST", body: { identifier, password: "Strangers-Pass-9" } });
      expect(again.status).toBe(401);
    }
    // The employee, at the corrected address, gets a link that sets their own.
    const [mail] = await db.mailOutbox.findMany({ where: { to: corrected.email } });
    expect(mail.subject).toMatch(/^Set your password for /);
    const fresh = tokenFromMail(mail.text);
    expect((await call(reset, { method: "POST", body: { token: fresh, newPassword: FIRST } })).status).toBe(200);
    const own = await call(login, { method: "POST", body: { identifier: input.referenceId, password: FIRST } });
    expect(own.status, own.text).toBe(200);
  });

  it("a forgot-password request while the invitation is open sends the invitation again, so a corrected address still gets one", async () => {
    const { id, input, token } = await invited();
    expect((await forgotPassword(input.referenceId, "203.0.113.77")).status).toBe(200);
    // The newest link is an invitation of its own (7 days), and the first one is retired.
    const mails = await db.mailOutbox.findMany({ where: { to: input.email }, orderBy: { createdAt: "asc" } });
    expect(mails.map((m) => m.subject.replace(/ for .*/, ""))).toEqual(["Set your password", "Set your password"]);
    expect(await passwordTokenPurpose(tokenFromMail(mails[1].text))).toBe("invite");
    expect(await passwordTokenPurpose(token)).toBeNull();

    // The admin then corrects the mistyped address: the invitation goes to it.
    const corrected = { ...input, email: `after-forgot-${input.email}`, passwordSetup: undefined };
    const res = await edit(id, corrected);
    expect(res.json.invitedAgain).toBe(true);
    const [mail] = await db.mailOutbox.findMany({ where: { to: corrected.email } });
    const fresh = tokenFromMail(mail.text);
    expect(await passwordTokenPurpose(fresh)).toBe("invite");
    expect((await call(reset, { method: "POST", body: { token: fresh, newPassword: FIRST } })).status).toBe(200);
  });

  it("sends no new invitation when the corrected employee is also set to Inactive", async () => {
    const { id, input } = await invited();
    const corrected = { ...input, email: `off-${input.email}`, passwordSetup: undefined, status: "Inactive" };
    const res = await edit(id, corrected);
    expect([res.status, res.json.invitedAgain]).toEqual([200, false]);
    expect(await db.mailOutbox.count({ where: { to: corrected.email } })).toBe(0);
  });

  it("a stranger's password stays dead when the correction also deactivates the employee, after reactivation too", async () => {
    const { id, input, token } = await invited();
    expect((await useLink(token)).status).toBe(200);
    const corrected = { ...input, email: `parked-${input.email}`, passwordSetup: undefined, status: "Inactive" };
    expect((await edit(id, corrected)).json.invitedAgain).toBe(false);
    const back = await edit(id, { ...corrected, status: "Active" });
    expect([back.status, back.json.invitedAgain]).toEqual([200, false]);
    for (const identifier of [corrected.email, input.referenceId]) {
      const again = await call(login, { method: "POST", body: { identifier, password: "Strangers-Pass-9" } });
      expect(again.status, identifier).toBe(401);
    }
    // The employee gets in through Forgot password, at the corrected address.
    expect((await forgotPassword(corrected.email, "203.0.113.78")).status).toBe(200);
    const [mail] = await db.mailOutbox.findMany({ where: { to: corrected.email }, orderBy: { createdAt: "desc" } });
    expect(
      (await call(reset, { method: "POST", body: { token: tokenFromMail(mail.text), newPassword: FIRST } })).status,
    ).toBe(200);
    const own = await call(login, { method: "POST", body: { identifier: input.referenceId, password: FIRST } });
    expect(own.status, own.text).toBe(200);
  });

  it("sends no invitation when an Inactive employee's address is corrected by an edit that leaves the status out", async () => {
    const { id, input } = await invited();
    expect((await edit(id, { ...input, passwordSetup: undefined, status: "Inactive" })).status).toBe(200);
    const corrected = { ...input, email: `quiet-${input.email}`, passwordSetup: undefined, status: undefined };
    const res = await edit(id, corrected);
    expect([res.status, res.json.invitedAgain]).toEqual([200, false]);
    expect((res.json.employee as { status: string }).status).toBe("Inactive");
    expect(await db.mailOutbox.count({ where: { to: corrected.email } })).toBe(0);
  });

  it("no longer sets a password once the admin has set one, or the employee is deactivated", async () => {
    const first = await invited();
    const set = await call(setEmployeePassword, {
      method: "PUT",
      path: `/api/employees/${first.id}/change-password`,
      params: { id: first.id },
      body: { newPassword: "Chosen-By-Admin-3" },
      headers: admin,
    });
    expect(set.status).toBe(200);
    expect((await useLink(first.token)).status).toBe(410);

    const second = await invited();
    expect((await edit(second.id, { ...second.input, passwordSetup: undefined, status: "Inactive" })).status).toBe(200);
    expect((await useLink(second.token)).status).toBe(410);
  });

  it("still works after an edit that changes neither the address nor the status", async () => {
    const { id, input, token } = await invited();
    expect((await edit(id, { ...input, passwordSetup: undefined, designation: "Senior Associate" })).status).toBe(200);
    expect((await useLink(token)).status).toBe(200);
  });

  it("a reset link no longer works once the person has changed their password themselves", async () => {
    const user = await createUser({ role: "CompanyAdmin" });
    const token = await makePasswordToken(user.id);
    const changed = await call(changeOwnPassword, {
      method: "PUT",
      body: { currentPassword: user.password, newPassword: "My-New-Pass-44" },
      headers: await bearer(user),
    });
    expect(changed.status).toBe(200);
    expect((await useLink(token)).status).toBe(410);
  });
});
