import { beforeAll, describe, expect, it } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { GET as photo } from "@/app/api/employees/[id]/photo/route";
import { DELETE as remove, GET as getOne, PUT as update } from "@/app/api/employees/[id]/route";
import { db } from "@/lib/server/db/client";
import {
  bearer,
  blob,
  bytes,
  callForm,
  editBody,
  employeeInput,
  makeEmployee,
  validAadhaar,
} from "@/lib/testing/employee-fixtures";
import { call, createUser } from "@/lib/testing/fixtures";
import { pngClaiming } from "@/lib/testing/jpeg";
import { PROFILE_PHOTO_TOO_MANY_PIXELS } from "@/lib/validation/employees";

import { GET as list, POST as create } from "./route";

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearer(await createUser({ role: "Admin", name: "Priya Admin" }));
});

function formOf(fields: Record<string, string | undefined>, photoFile?: { data: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  if (photoFile) form.append("profilePicture", blob(photoFile.data), photoFile.name);
  return form;
}

describe("POST /api/employees", () => {
  it("creates the employee and their sign-in, with a photo, and encrypts bank account, Aadhaar and PAN", async () => {
    const input = employeeInput({
      referenceId: "emp9001",
      email: "Sunita.Rao@Test.local",
      accountNumber: "50100012345678",
      aadhar: validAadhaar("98765432101"),
      panCard: "abcpr1234k",
      phoneNumber: "9812345678",
      dateOfJoining: "2024-02-01",
    });
    const res = await callForm(create, {
      path: "/api/employees",
      form: formOf(input as Record<string, string>, { data: bytes.png(), name: "sunita.png" }),
      headers: admin,
    });
    expect(res.status).toBe(201);
    const employee = res.json.employee as Record<string, string>;
    expect(employee).toMatchObject({
      referenceId: "EMP9001",
      email: "sunita.rao@test.local",
      accountNumber: "XXXXXXXX5678",
      panCard: "XXXXXX234K",
      dateOfJoining: "2024-02-01",
      status: "Active",
    });
    expect(employee.aadhar).toMatch(/^XXXX XXXX \d{4}$/);
    expect(employee.profilePicturePath).toMatch(new RegExp(`^/api/employees/${employee.id}/photo`));

    // The database holds ciphertext only; the plain numbers appear nowhere in the row.
    const [raw] = await db.$queryRaw<Record<string, string>[]>`
      SELECT "accountNumberEncrypted", "aadhaarEncrypted", "panEncrypted" FROM "Employee" WHERE id = ${employee.id}`;
    expect(raw.accountNumberEncrypted).toMatch(/^v1\./);
    expect(raw.aadhaarEncrypted).toMatch(/^v1\./);
    expect(raw.panEncrypted).toMatch(/^v1\./);
    const rowText = JSON.stringify(await db.$queryRaw`SELECT * FROM "Employee" WHERE id = ${employee.id}`);
    for (const plain of ["50100012345678", input.aadhar!, "ABCPR1234K"]) expect(rowText).not.toContain(plain);

    // The new employee signs in with the Reference ID (any case) and the initial password.
    const signIn = await call(login, { method: "POST", body: { identifier: "emp9001", password: input.password } });
    expect(signIn.status).toBe(200);
    expect(signIn.json.role).toBe("Employee");

    const pic = await call(photo, { path: employee.profilePicturePath, params: { id: employee.id }, headers: admin });
    expect(pic.status).toBe(200);
    expect(pic.headers.get("content-type")).toBe("image/png");
  });

  it.each([
    ["referenceId", "Reference ID is required"],
    ["password", "Password is required"],
    ["name", "Name is required"],
    ["email", "Email is required"],
    ["department", "Department is required"],
    ["bankName", "Bank name is required"],
    ["accountNumber", "Account number is required"],
    ["ifscCode", "IFSC code is required"],
  ])("refuses a missing %s with %j", async (field, message) => {
    const res = await call(create, {
      method: "POST",
      body: { ...employeeInput(), [field]: "" },
      headers: admin,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ [field]: message });
  });

  it("checks IFSC and e-mail formats and the password length", async () => {
    const res = await call(create, {
      method: "POST",
      body: employeeInput({ ifscCode: "SBIN123", email: "not-an-email", password: "short" }),
      headers: admin,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({
      ifscCode: "Please enter a valid IFSC code (e.g. SBIN0001234)",
      email: "Please enter a valid email address",
      password: "Password must be at least 8 characters",
    });
  });

  it("refuses a duplicate Reference ID or e-mail with 409 and creates nothing", async () => {
    const { employee } = await makeEmployee();
    const users = await db.user.count();
    const dupRef = await call(create, {
      method: "POST",
      body: employeeInput({ referenceId: employee.referenceId.toLowerCase() }),
      headers: admin,
    });
    expect(dupRef.status).toBe(409);
    expect(dupRef.json.message).toBe("Reference ID already exists");
    const dupEmail = await call(create, {
      method: "POST",
      body: employeeInput({ email: employee.email.toUpperCase() }),
      headers: admin,
    });
    expect(dupEmail.status).toBe(409);
    expect(await db.user.count()).toBe(users);
  });

  it("refuses a profile picture that is not an image, and rolls the whole employee back", async () => {
    const input = employeeInput();
    const res = await callForm(create, {
      path: "/api/employees",
      form: formOf(input as Record<string, string>, { data: bytes.exe(), name: "photo.png" }),
      headers: admin,
    });
    expect(res.status).toBe(415);
    expect(await db.user.findUnique({ where: { email: input.email } })).toBeNull();
  });

  it("refuses a profile picture claiming more pixels than a browser should decode on every dashboard", async () => {
    const input = employeeInput();
    const res = await callForm(create, {
      path: "/api/employees",
      form: formOf(input as Record<string, string>, { data: pngClaiming(40_000, 40_000), name: "photo.png" }),
      headers: admin,
    });
    expect([res.status, res.json.message]).toEqual([400, PROFILE_PHOTO_TOO_MANY_PIXELS]);
    expect(await db.user.findUnique({ where: { email: input.email } })).toBeNull();
  });
});

describe("GET /api/employees", () => {
  beforeAll(async () => {
    await makeEmployee({ name: "Zoya Khan", department: "Finance", status: "Pending" });
    await makeEmployee({ name: "Arjun Mehta", department: "Finance" });
    await makeEmployee({ name: "Bina Das", department: "IT Support", status: "Inactive" });
  });

  it("searches, filters by status and department, and sorts on the server", async () => {
    const finance = await call(list, { path: "/api/employees?department=finance&sort=name&order=asc", headers: admin });
    expect((finance.json.employees as { name: string }[]).map((e) => e.name)).toEqual(["Arjun Mehta", "Zoya Khan"]);
    const pending = await call(list, { path: "/api/employees?status=Pending&q=zoya", headers: admin });
    expect(pending.json.total).toBe(1);
    const none = await call(list, { path: "/api/employees?q=nobody-matches-this", headers: admin });
    expect(none.json).toMatchObject({ total: 0, employees: [] });
    expect(finance.json.departments).toEqual(expect.arrayContaining(["Finance", "IT Support"]));
  });

  it("matches % and _ as themselves in the search and the department filter", async () => {
    await makeEmployee({ name: "Wild Card One", department: "R_D" });
    await makeEmployee({ name: "Wild Card Two", department: "R&D" });
    await makeEmployee({ name: "Wild Card Three", department: "RAD" });
    const names = async (query: string) =>
      (
        (await call(list, { path: `/api/employees?pageSize=100&${query}`, headers: admin })).json.employees as {
          name: string;
        }[]
      ).map((e) => e.name);
    expect(await names("department=R_D")).toEqual(["Wild Card One"]);
    expect(await names("department=r_d")).toEqual(["Wild Card One"]);
    expect(await names("department=%25")).toEqual([]);
    expect(await names("q=R_D")).toEqual(["Wild Card One"]);
    expect(await names("q=%25")).toEqual([]);
  });

  it("finds a mobile typed with +91, a trunk 0 or spaces", async () => {
    await makeEmployee({ name: "Mobile Typed", phoneNumber: "9876501234" });
    for (const typed of ["9876501234", "+91 98765 01234", "098765 01234", "98765 01234", "+91-98765-01234"]) {
      const res = await call(list, { path: `/api/employees?q=${encodeURIComponent(typed)}`, headers: admin });
      expect(
        (res.json.employees as { name: string }[]).map((e) => e.name),
        typed,
      ).toEqual(["Mobile Typed"]);
    }
  });

  it("paginates with a total and never repeats a row", async () => {
    const all = await call(list, { path: "/api/employees?pageSize=100", headers: admin });
    const total = all.json.total as number;
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(total / 2); page++) {
      const res = await call(list, { path: `/api/employees?pageSize=2&page=${page}&sort=name`, headers: admin });
      for (const e of res.json.employees as { id: string }[]) seen.add(e.id);
      expect(res.json.totalPages).toBe(Math.ceil(total / 2));
    }
    expect(seen.size).toBe(total);
  });

  it("masks bank account, Aadhaar and PAN in the list", async () => {
    const res = await call(list, { path: "/api/employees?pageSize=100", headers: admin });
    for (const e of res.json.employees as { accountNumber: string }[]) expect(e.accountNumber).toMatch(/^X{8}\d{4}$/);
  });
});

describe("PUT, GET and DELETE /api/employees/{id}", () => {
  it("updates fields and replaces the photo, deleting the old file", async () => {
    const { employee } = await makeEmployee();
    const first = await callForm(update, {
      method: "PUT",
      path: `/api/employees/${employee.id}`,
      params: { id: employee.id },
      form: formOf({ ...employeeInput(), password: undefined }, { data: bytes.png(), name: "a.png" }),
      headers: admin,
    });
    expect(first.status).toBe(200);
    const oldFile = (await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).profilePhotoFileId!;
    const input = { ...employeeInput({ designation: "Team Lead", status: "Inactive" }), password: undefined };
    const res = await callForm(update, {
      method: "PUT",
      path: `/api/employees/${employee.id}`,
      params: { id: employee.id },
      form: formOf(input, { data: bytes.jpg(), name: "b.jpg" }),
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(res.json.employee).toMatchObject({ designation: "Team Lead", status: "Inactive", name: input.name });
    expect(await db.storedFile.findUnique({ where: { id: oldFile } })).toBeNull();
  });

  it("keeps the fields an edit leaves out (Aadhaar, PAN, account number come masked), clears those sent empty, and names what changed", async () => {
    const aadhar = validAadhaar();
    const { employee } = await makeEmployee({
      aadhar,
      panCard: "ABCDE1234F",
      phoneNumber: "9876543210",
      fatherName: "Ram Lal",
    });
    // What a client sends back after reading the record: every field it may change, without the masked three.
    const {
      aadhar: _a,
      panCard: _p,
      accountNumber: _n,
      password: _pw,
      ...rest
    } = employeeInput({
      referenceId: employee.referenceId,
      email: employee.email,
      name: employee.name,
      phoneNumber: "9123456780",
    });
    const res = await callForm(update, {
      method: "PUT",
      path: `/api/employees/${employee.id}`,
      params: { id: employee.id },
      form: formOf({ ...rest, fatherName: "" }),
      headers: admin,
    });
    expect(res.status, res.text).toBe(200);
    const row = await db.employee.findUniqueOrThrow({ where: { id: employee.id } });
    expect(row).toMatchObject({ aadhaarLast4: aadhar.slice(-4), panLast4: "234F", accountLast4: "9012" });
    expect(row).toMatchObject({ phoneNumber: "9123456780", fatherName: null });
    const entry = await db.auditLog.findFirstOrThrow({
      where: { action: "employee.update", entityId: employee.id },
      orderBy: { createdAt: "desc" },
    });
    expect((entry.data as { changed: string[] }).changed.sort()).toEqual(["fatherName", "phoneNumber"]);
    expect(JSON.stringify(entry.data)).not.toContain("9123456780");

    // A new account number is named too (never its value); an empty one is still refused.
    const bank = await callForm(update, {
      method: "PUT",
      path: `/api/employees/${employee.id}`,
      params: { id: employee.id },
      form: formOf({ ...rest, accountNumber: "998877665544" }),
      headers: admin,
    });
    expect(bank.status, bank.text).toBe(200);
    const latest = await db.auditLog.findFirstOrThrow({
      where: { action: "employee.update", entityId: employee.id },
      orderBy: { createdAt: "desc" },
    });
    expect((latest.data as { changed: string[] }).changed).toContain("accountNumber");
    expect(JSON.stringify(latest.data)).not.toContain("998877665544");
    const empty = await callForm(update, {
      method: "PUT",
      path: `/api/employees/${employee.id}`,
      params: { id: employee.id },
      form: formOf({ ...rest, accountNumber: "" }),
      headers: admin,
    });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toMatchObject({ accountNumber: "Account number is required" });
  });

  it("checks the dates as the record will be: a date left out of an edit keeps its value, and joining still comes after birth", async () => {
    const { employee } = await makeEmployee({ dateOfBirth: "2000-05-05", dateOfJoining: "2022-01-01" });
    const put = (dates: Record<string, string>) =>
      call(update, {
        method: "PUT",
        path: `/api/employees/${employee.id}`,
        params: { id: employee.id },
        headers: admin,
        body: editBody(employee, dates),
      });
    const message = "Date of joining must be after the date of birth";
    const early = await put({ dateOfJoining: "1990-01-01" });
    expect([early.status, early.json.errors]).toEqual([400, { dateOfJoining: message }]);
    const late = await put({ dateOfBirth: "2023-01-01" });
    expect([late.status, late.json.errors]).toEqual([400, { dateOfBirth: message }]);
    const row = await db.employee.findUniqueOrThrow({ where: { id: employee.id } });
    expect([row.dateOfBirth?.toISOString().slice(0, 10), row.dateOfJoining?.toISOString().slice(0, 10)]).toEqual([
      "2000-05-05",
      "2022-01-01",
    ]);
    expect((await put({ dateOfJoining: "2021-06-01" })).status).toBe(200);
  });

  it("reveals Aadhaar, PAN and account number to an admin only on request, and audits it", async () => {
    const { employee } = await makeEmployee({ accountNumber: "998877665544", panCard: "ABCDE1234F" });
    const masked = await call(getOne, {
      path: `/api/employees/${employee.id}`,
      params: { id: employee.id },
      headers: admin,
    });
    expect((masked.json.employee as { accountNumber: string }).accountNumber).toBe("XXXXXXXX5544");
    const full = await call(getOne, {
      path: `/api/employees/${employee.id}?reveal=1`,
      params: { id: employee.id },
      headers: admin,
    });
    expect(full.json.employee).toMatchObject({ accountNumber: "998877665544", panCard: "ABCDE1234F" });
    expect(await db.auditLog.count({ where: { action: "employee.reveal", entityId: employee.id } })).toBe(1);
    // Another site's link or image to the same address: refused, and no "viewed" is written.
    const crossSite = await call(getOne, {
      path: `/api/employees/${employee.id}?reveal=1`,
      params: { id: employee.id },
      headers: { ...admin, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await db.auditLog.count({ where: { action: "employee.reveal", entityId: employee.id } })).toBe(1);
  });

  it("deletes user, employee, documents and files together; the person can no longer sign in", async () => {
    const { employee, user, password } = await makeEmployee();
    const upload = (await import("@/app/api/documents/upload/route")).POST;
    const form = formOf({ employeeId: employee.id, documentType: "Resume" });
    form.append("documents", blob(bytes.pdf()), "cv.pdf");
    expect((await callForm(upload, { path: "/api/documents/upload", form, headers: admin })).status).toBe(201);
    const token = await bearer(user);
    const files = await db.employeeDocument.findMany({ where: { employeeId: employee.id }, select: { fileId: true } });

    const res = await call(remove, {
      method: "DELETE",
      path: `/api/employees/${employee.id}`,
      params: { id: employee.id },
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(await db.employee.findUnique({ where: { id: employee.id } })).toBeNull();
    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await db.storedFile.count({ where: { id: { in: files.map((f) => f.fileId) } } })).toBe(0);
    const denied = await call(login, { method: "POST", body: { identifier: employee.referenceId, password } });
    expect(denied.status).toBe(401);
    // A session issued before the deletion is dead too.
    const me = (await import("@/app/api/employees/me/route")).GET;
    expect((await call(me, { path: "/api/employees/me", headers: token })).status).toBe(401);
    const again = await call(remove, {
      method: "DELETE",
      path: `/api/employees/${employee.id}`,
      params: { id: employee.id },
      headers: admin,
    });
    expect(again.status).toBe(404);
    const audit = await db.auditLog.findFirst({ where: { action: "employee.delete", entityId: employee.id } });
    expect(audit?.actorRole).toBe("Admin");
  });
});
