// Employee self-service: their own record and documents, and nobody else's (IDOR attempts by id).
import { beforeAll, describe, expect, it } from "vitest";

import { GET as documentFile } from "@/app/api/documents/[id]/file/route";
import { GET as employeeDocuments } from "@/app/api/documents/employee/[id]/route";
import { GET as myDocuments } from "@/app/api/documents/my-documents/route";
import { POST as upload } from "@/app/api/documents/upload/route";
import { GET as photo } from "@/app/api/employees/[id]/photo/route";
import { GET as getOne } from "@/app/api/employees/[id]/route";
import { GET as accountNumber } from "@/app/api/employees/me/account-number/route";
import { db } from "@/lib/server/db/client";
import { updateEmployee } from "@/lib/server/employees/records";
import { bearer, blob, bytes, callForm, employeeInput, makeEmployee } from "@/lib/testing/employee-fixtures";
import { call, createUser } from "@/lib/testing/fixtures";
import { employeeUpdateSchema } from "@/lib/validation/employees";

import { GET as me } from "./route";

type Person = Awaited<ReturnType<typeof makeEmployee>> & { auth: Record<string, string>; docId: string };
let alice: Person;
let bob: Person;
let admin: Record<string, string>;

async function person(name: string, accountNumber: string, docName: string): Promise<Person> {
  const made = await makeEmployee({ name, accountNumber, designation: "Analyst", fatherName: "" });
  const actor = await createUser({ role: "Admin" });
  const input = employeeUpdateSchema.parse({
    ...employeeInput({ name, accountNumber }),
    email: made.employee.email,
    referenceId: made.employee.referenceId,
  });
  await updateEmployee(actor, made.employee.id, input, {
    file: { field: "profilePicture", filename: "p.png", declaredType: "image/png", data: Buffer.from(bytes.png()) },
    remove: false,
  });
  const form = new FormData();
  form.append("employeeId", made.employee.id);
  form.append("documentType", "Salary Slip");
  form.append("documents", blob(bytes.pdf(`${name} payslip`)), docName);
  const res = await callForm(upload, { path: "/api/documents/upload", form, headers: admin });
  const docId = (res.json.documents as { id: string }[])[0].id;
  return { ...made, auth: await bearer(made.user), docId };
}

beforeAll(async () => {
  admin = await bearer(await createUser({ role: "Admin" }));
  alice = await person("Alice Fernandes", "112233445566", "alice-payslip-जून.pdf");
  bob = await person("Bob Thomas", "665544332211", "bob-payslip.pdf");
});

describe("GET /api/employees/me", () => {
  it("returns the caller's own record with the spec's fields and the account number masked", async () => {
    const res = await call(me, { path: "/api/employees/me", headers: alice.auth });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: "Alice Fernandes",
      email: alice.employee.email,
      designation: null,
      department: "Operations",
      bankName: "State Bank of India",
      accountNumber: "XXXXXXXX5566",
      ifscCode: "SBIN0000152",
      fatherName: null,
    });
    expect(res.json.profilePicturePath).toMatch(`/api/employees/${alice.employee.id}/photo`);
    expect(res.text).not.toContain("112233445566");
    expect(res.json).not.toHaveProperty("aadhar");
  });

  it("reveals the caller's own account number on request and audits it", async () => {
    const res = await call(accountNumber, { path: "/api/employees/me/account-number", headers: alice.auth });
    expect(res.json).toEqual({ accountNumber: "112233445566" });
    const entry = await db.auditLog.findFirst({ where: { action: "employee.reveal", actorId: alice.user.id } });
    expect(entry?.entityId).toBe(alice.employee.id);
    const crossSite = await call(accountNumber, {
      path: "/api/employees/me/account-number",
      headers: { ...alice.auth, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await db.auditLog.count({ where: { action: "employee.reveal", actorId: alice.user.id } })).toBe(1);
  });
});

describe("GET /api/documents/my-documents", () => {
  it("lists only the caller's documents", async () => {
    const res = await call(myDocuments, { path: "/api/documents/my-documents", headers: alice.auth });
    const docs = res.json.documents as { id: string; name: string; documentType: string }[];
    expect(docs.map((d) => d.id)).toEqual([alice.docId]);
    expect(docs[0]).toMatchObject({ name: "alice-payslip-जून.pdf", documentType: "Salary Slip" });
  });
});

describe("files", () => {
  it("serves the employee's own document inline with its original name, and as a download on request", async () => {
    const path = `/api/documents/${alice.docId}/file`;
    const view = await call(documentFile, { path, params: { id: alice.docId }, headers: alice.auth });
    expect(view.status).toBe(200);
    expect(view.headers.get("content-type")).toBe("application/pdf");
    expect(view.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(view.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("alice-payslip-जून.pdf")}`,
    );
    expect(view.headers.get("x-content-type-options")).toBe("nosniff");
    expect(view.text).toContain("Alice Fernandes payslip");
    const download = await call(documentFile, {
      path: `${path}?download=1`,
      params: { id: alice.docId },
      headers: alice.auth,
    });
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; /);
  });
});

describe("IDOR: an employee asking for another employee's data by id", () => {
  const attempts = [
    ["document file", documentFile, () => ({ id: bob.docId }), () => `/api/documents/${bob.docId}/file`],
    ["profile photo", photo, () => ({ id: bob.employee.id }), () => `/api/employees/${bob.employee.id}/photo`],
    ["employee record", getOne, () => ({ id: bob.employee.id }), () => `/api/employees/${bob.employee.id}`],
    [
      "document list",
      employeeDocuments,
      () => ({ id: bob.employee.id }),
      () => `/api/documents/employee/${bob.employee.id}`,
    ],
  ] as const;

  it.each(attempts)(
    "gets 404 for the %s, exactly as for an id that does not exist",
    async (_what, handler, params, path) => {
      const theirs = await call(handler, { path: path(), params: params(), headers: alice.auth });
      expect(theirs.status).toBe(404);
      expect(theirs.text).not.toContain("Bob");
      expect(theirs.text).not.toContain("payslip");
      const missing = await call(handler, {
        path: "/x",
        params: { id: "c000000000000000000000000" },
        headers: alice.auth,
      });
      expect(missing.status).toBe(404);
      expect(theirs.json).toEqual(missing.json);
    },
  );

  it("still lets the admin see both", async () => {
    for (const p of [alice, bob]) {
      const res = await call(documentFile, { path: "/x", params: { id: p.docId }, headers: admin });
      expect(res.status).toBe(200);
      const pic = await call(photo, { path: "/x", params: { id: p.employee.id }, headers: admin });
      expect(pic.status).toBe(200);
    }
  });
});
