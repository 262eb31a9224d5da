// The access matrix of the employee console's API: every endpoint, called anonymously, by each
// role, by an admin, by the employee the data belongs to and by another employee.
import { beforeAll, describe, expect, it } from "vitest";

import { GET as mailOverview } from "@/app/api/admin/mail/route";
import { GET as systemInfo } from "@/app/api/admin/system/route";
import { PUT as changeOwnPassword } from "@/app/api/auth/change-password/route";
import { DELETE as deleteDocument } from "@/app/api/documents/[id]/route";
import { GET as documentFile } from "@/app/api/documents/[id]/file/route";
import { GET as employeeDocuments } from "@/app/api/documents/employee/[id]/route";
import { GET as myDocuments } from "@/app/api/documents/my-documents/route";
import { POST as upload } from "@/app/api/documents/upload/route";
import { PUT as changeEmployeePassword } from "@/app/api/employees/[id]/change-password/route";
import { GET as photo } from "@/app/api/employees/[id]/photo/route";
import { DELETE as deleteEmployee, GET as getEmployee, PUT as updateEmployee } from "@/app/api/employees/[id]/route";
import { GET as employeeDashboard } from "@/app/api/employees/dashboard/route";
import { GET as exportCsv } from "@/app/api/employees/export/csv/route";
import { GET as me } from "@/app/api/employees/me/route";
import { GET as myAccountNumber } from "@/app/api/employees/me/account-number/route";
import { GET as listEmployees, POST as createEmployee } from "@/app/api/employees/route";
import { DELETE as dismissDraft, GET as getDraft } from "@/app/api/employee-drafts/[id]/route";
import { GET as listDrafts } from "@/app/api/employee-drafts/route";
import { hashPassword } from "@/lib/server/auth/password";
import { encryptField } from "@/lib/server/platform/crypto";
import { db } from "@/lib/server/db/client";
import { storeFile } from "@/lib/server/platform/storage";
import { bearer, blob, bytes, callForm, employeeInput } from "@/lib/testing/employee-fixtures";
import { applicantSession } from "@/lib/testing/applicant";
import { call, createUser } from "@/lib/testing/fixtures";
import { makeDraft } from "@/lib/testing/hire";

type Caller = "anonymous" | "Admin" | "CompanyAdmin" | "GovAdmin" | "self" | "other";
const CALLERS: Caller[] = ["anonymous", "Admin", "CompanyAdmin", "GovAdmin", "self", "other"];
type Target = {
  employeeId: string;
  documentId: string;
  /** An open hire waiting for an employee record (Hire -> employee). */
  draftId: string;
  user: { id: string; name: string; role: string };
};
type Handler = Parameters<typeof call>[0];

const PASSWORD = "Correct-Horse-9";
let passwordHash: string;
let n = 0;

/** An employee with a sign-in, a profile photo and one document, written directly (cheap to make many). */
async function makeTarget(): Promise<Target> {
  n += 1;
  const { draft } = await makeDraft();
  const made = await db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: { email: `target${n}@test.local`, name: `Target ${n}`, role: "Employee", passwordHash },
    });
    const photoFile = await storeFile(tx, {
      kind: "ProfilePhoto",
      fileName: "me.png",
      contentType: "image/png",
      data: bytes.png(),
    });
    const employee = await tx.employee.create({
      data: {
        userId: user.id,
        referenceId: `TGT${n}`,
        department: "Operations",
        bankName: "Canara Bank",
        accountNumberEncrypted: encryptField("123456781111"),
        accountLast4: "1111",
        ifscCode: "CNRB0000001",
        profilePhotoFileId: photoFile.id,
      },
    });
    const docFile = await storeFile(tx, {
      kind: "EmployeeDocument",
      fileName: "cv.pdf",
      contentType: "application/pdf",
      data: bytes.pdf(),
    });
    const doc = await tx.employeeDocument.create({
      data: { employeeId: employee.id, fileId: docFile.id, name: "cv.pdf", documentType: "Resume" },
    });
    return { employeeId: employee.id, documentId: doc.id, user };
  });
  return { ...made, draftId: draft.id };
}

let staff: Record<"Admin" | "CompanyAdmin" | "GovAdmin", Awaited<ReturnType<typeof createUser>>>;
let shared: Target;
let other: Target;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  staff = {
    Admin: await createUser({ role: "Admin", password: PASSWORD }),
    CompanyAdmin: await createUser({ role: "CompanyAdmin", password: PASSWORD }),
    GovAdmin: await createUser({ role: "GovAdmin", password: PASSWORD }),
  };
  shared = await makeTarget();
  other = await makeTarget();
});

async function headersFor(caller: Caller, target: Target): Promise<Record<string, string>> {
  if (caller === "anonymous") return {};
  if (caller === "self") return bearer(target.user);
  if (caller === "other") return bearer(other.user);
  return bearer(staff[caller]);
}

type Case = {
  endpoint: string;
  handler: Handler;
  method: string;
  /** Needs its own target for every caller (the call changes or removes it). */
  fresh?: boolean;
  path: (t: Target) => string;
  params?: (t: Target) => Record<string, string>;
  body?: (t: Target) => unknown;
  form?: (t: Target) => FormData;
  expect: [number, number, number, number, number, number];
};

const uploadForm = (t: Target) => {
  const form = new FormData();
  form.append("employeeId", t.employeeId);
  form.append("documentType", "Salary Slip");
  form.append("documents", blob(bytes.pdf()), "slip.pdf");
  return form;
};

//                                  anonymous Admin CompanyAdmin GovAdmin self other
const cases: Case[] = [
  {
    endpoint: "GET /api/employees",
    handler: listEmployees,
    method: "GET",
    path: () => "/api/employees",
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    endpoint: "POST /api/employees",
    handler: createEmployee,
    method: "POST",
    path: () => "/api/employees",
    body: () => employeeInput(),
    expect: [401, 201, 403, 403, 403, 403],
  },
  {
    endpoint: "GET /api/employees/{id}",
    handler: getEmployee,
    method: "GET",
    path: (t) => `/api/employees/${t.employeeId}`,
    params: (t) => ({ id: t.employeeId }),
    expect: [401, 200, 403, 403, 200, 404],
  },
  {
    endpoint: "PUT /api/employees/{id}",
    handler: updateEmployee,
    method: "PUT",
    fresh: true,
    path: (t) => `/api/employees/${t.employeeId}`,
    params: (t) => ({ id: t.employeeId }),
    body: () => employeeInput({ password: undefined }),
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    endpoint: "DELETE /api/employees/{id}",
    handler: deleteEmployee,
    method: "DELETE",
    fresh: true,
    path: (t) => `/api/employees/${t.employeeId}`,
    params: (t) => ({ id: t.employeeId }),
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    endpoint: "PUT /api/employees/{id}/change-password",
    handler: changeEmployeePassword,
    method: "PUT",
    fresh: true,
    path: (t) => `/api/employees/${t.employeeId}/change-password`,
    params: (t) => ({ id: t.employeeId }),
    body: () => ({ newPassword: "Brand-New-Pass-2" }),
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    endpoint: "GET /api/employees/{id}/photo",
    handler: photo,
    method: "GET",
    path: (t) => `/api/employees/${t.employeeId}/photo`,
    params: (t) => ({ id: t.employeeId }),
    expect: [401, 200, 403, 403, 200, 404],
  },
  {
    endpoint: "GET /api/employees/me",
    handler: me,
    method: "GET",
    path: () => "/api/employees/me",
    expect: [401, 403, 403, 403, 200, 200],
  },
  {
    endpoint: "GET /api/employees/me/account-number",
    handler: myAccountNumber,
    method: "GET",
    path: () => "/api/employees/me/account-number",
    expect: [401, 403, 403, 403, 200, 200],
  },
  {
    endpoint: "GET /api/employees/export/csv",
    handler: exportCsv,
    method: "GET",
    path: () => "/api/employees/export/csv",
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    endpoint: "GET /api/admin/system",
    handler: systemInfo,
    method: "GET",
    path: () => "/api/admin/system",
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    endpoint: "GET /api/admin/mail",
    handler: mailOverview,
    method: "GET",
    path: () => "/api/admin/mail",
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    endpoint: "GET /api/employees/dashboard",
    handler: employeeDashboard,
    method: "GET",
    path: () => "/api/employees/dashboard",
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    endpoint: "POST /api/documents/upload",
    handler: upload,
    method: "POST",
    path: () => "/api/documents/upload",
    form: uploadForm,
    expect: [401, 201, 403, 403, 403, 403],
  },
  {
    endpoint: "GET /api/documents/employee/{id}",
    handler: employeeDocuments,
    method: "GET",
    path: (t) => `/api/documents/employee/${t.employeeId}`,
    params: (t) => ({ id: t.employeeId }),
    expect: [401, 200, 403, 403, 200, 404],
  },
  {
    endpoint: "DELETE /api/documents/{id}",
    handler: deleteDocument,
    method: "DELETE",
    fresh: true,
    path: (t) => `/api/documents/${t.documentId}`,
    params: (t) => ({ id: t.documentId }),
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    endpoint: "GET /api/documents/{id}/file",
    handler: documentFile,
    method: "GET",
    path: (t) => `/api/documents/${t.documentId}/file`,
    params: (t) => ({ id: t.documentId }),
    expect: [401, 200, 403, 403, 200, 404],
  },
  {
    endpoint: "GET /api/employee-drafts",
    handler: listDrafts,
    method: "GET",
    path: () => "/api/employee-drafts",
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    endpoint: "GET /api/employee-drafts/{id}",
    handler: getDraft,
    method: "GET",
    path: (t) => `/api/employee-drafts/${t.draftId}`,
    params: (t) => ({ id: t.draftId }),
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    endpoint: "DELETE /api/employee-drafts/{id}",
    handler: dismissDraft,
    method: "DELETE",
    fresh: true,
    path: (t) => `/api/employee-drafts/${t.draftId}`,
    params: (t) => ({ id: t.draftId }),
    expect: [401, 200, 403, 403, 403, 403],
  },
  {
    endpoint: "GET /api/documents/my-documents",
    handler: myDocuments,
    method: "GET",
    path: () => "/api/documents/my-documents",
    expect: [401, 403, 403, 403, 200, 200],
  },
];

describe.each(cases)("$endpoint", (c) => {
  it.each(CALLERS.map((caller, i) => [caller, c.expect[i]] as const))("%s -> %i", async (caller, status) => {
    const target = c.fresh ? await makeTarget() : shared;
    const headers = await headersFor(caller, target);
    const res = c.form
      ? await callForm(c.handler, { method: c.method, path: c.path(target), form: c.form(target), headers })
      : await call(c.handler, {
          method: c.method,
          path: c.path(target),
          params: c.params?.(target) ?? {},
          body: c.body?.(target),
          headers,
        });
    expect(res.status).toBe(status);
    if (status >= 400) expect(res.json).toMatchObject({ success: false, message: expect.any(String) });
  });
});

// An applicant (signed in to the applicant portal) is no user of the console: 403 everywhere, by
// bearer token and by the session cookie alike.
describe.each(cases)("$endpoint as an applicant", (c) => {
  it.each(["bearer", "cookie"] as const)("%s -> 403", async (via) => {
    const session = await applicantSession(`${shared.user.id}@applicants.example.in`);
    const headers = via === "bearer" ? session.headers : session.cookie;
    const target = c.fresh ? await makeTarget() : shared;
    const res = c.form
      ? await callForm(c.handler, { method: c.method, path: c.path(target), form: c.form(target), headers })
      : await call(c.handler, {
          method: c.method,
          path: c.path(target),
          params: c.params?.(target) ?? {},
          body: c.body?.(target),
          headers,
        });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe("PUT /api/auth/change-password", () => {
  it("refuses anonymous callers", async () => {
    const res = await call(changeOwnPassword, {
      method: "PUT",
      body: { currentPassword: PASSWORD, newPassword: "Another-Pass-3" },
    });
    expect(res.status).toBe(401);
  });

  it("refuses an applicant: 403", async () => {
    const res = await call(changeOwnPassword, {
      method: "PUT",
      body: { currentPassword: PASSWORD, newPassword: "Another-Pass-3" },
      headers: (await applicantSession()).headers,
    });
    expect(res.status).toBe(403);
  });

  it.each(["Admin", "CompanyAdmin", "GovAdmin", "Employee"] as const)(
    "lets a %s change their own password",
    async (role) => {
      const user = await createUser({ role, password: PASSWORD });
      const res = await call(changeOwnPassword, {
        method: "PUT",
        body: { currentPassword: PASSWORD, newPassword: "Another-Pass-3" },
        headers: await bearer(user),
      });
      expect(res.status).toBe(200);
    },
  );
});
