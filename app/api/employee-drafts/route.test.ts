// Hire -> employee record: the company admin asks for a record of a hired applicant (a draft with
// name, contact, the job's title and a copy of the resume); the employee admin lists the drafts,
// completes one through the usual create (one transaction: user, employee, Resume document, links
// both ways) or dismisses it. Erasing the application takes an open draft with it.
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as exportData } from "@/app/api/employees/[id]/export/route";
import { DELETE as deleteEmployee, GET as getEmployee } from "@/app/api/employees/[id]/route";
import { POST as createEmployee } from "@/app/api/employees/route";
import { GET as hireRecord, POST as requestRecord } from "@/app/api/applications/[id]/employee-draft/route";
import { PUT as setStatus } from "@/app/api/applications/[id]/status/route";
import { db } from "@/lib/server/db/client";
import { minimalPdf } from "@/lib/server/db/seed/pdf";
import { anonymiseCompanyApplication } from "@/lib/server/privacy/anonymise";
import { readFile } from "@/lib/server/platform/storage";
import { makeApplication, makeJob } from "@/lib/testing/company-console";
import { aMoment, heldOpen } from "@/lib/testing/concurrency";
import { bearer, employeeInput } from "@/lib/testing/employee-fixtures";
import { call, createUser } from "@/lib/testing/fixtures";
import { makeDraft, makeHiredApplication } from "@/lib/testing/hire";
import { draftMessages } from "@/lib/validation/employee-drafts";

import { DELETE as dismiss, GET as getDraft } from "./[id]/route";
import { GET as listDrafts } from "./route";

let company: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  company = await bearer(await createUser({ role: "CompanyAdmin" }));
  admin = await bearer(await createUser({ role: "Admin" }));
});

const request = (id: string, headers = company) =>
  call(requestRecord, { method: "POST", path: `/api/applications/${id}/employee-draft`, params: { id }, headers });
const recordOf = (id: string) =>
  call(hireRecord, { path: `/api/applications/${id}/employee-draft`, params: { id }, headers: company });
const list = (headers = admin) => call(listDrafts, { path: "/api/employee-drafts", headers });
const draftOf = async (applicationId: string) => db.employeeDraft.findUnique({ where: { applicationId } });
const complete = (draftId: string, overrides: Record<string, unknown> = {}) =>
  call(createEmployee, {
    method: "POST",
    path: "/api/employees",
    body: { ...employeeInput(), draftId, ...overrides },
    headers: admin,
  });

describe("POST /api/applications/{id}/employee-draft", () => {
  it("refuses an application that is not hired: 409, nothing stored", async () => {
    const job = await makeJob();
    const app = await makeApplication(job.id, { status: "shortlisted" });
    const res = await request(app.id);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ success: false, message: draftMessages.notHired });
    expect(await draftOf(app.id)).toBeNull();
  });

  it("answers 404 for an unknown application", async () => {
    expect((await request("nosuchapplication")).status).toBe(404);
  });

  it("drafts the hire from the application and the job, with its own copy of the resume", async () => {
    const job = await makeJob({ title: "Payroll Executive" });
    const resume = minimalPdf("Asha Verma resume");
    const app = await makeApplication(job.id, {
      status: "hired",
      fullName: "Asha Verma",
      email: "asha.verma@example.in",
      phone: "+91 91234 56780",
      fileName: "asha-cv.pdf",
      data: resume,
    });
    const res = await request(app.id);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, created: true, record: { status: "requested", createdAt: null } });

    const draft = (await draftOf(app.id))!;
    expect(draft).toMatchObject({
      fullName: "Asha Verma",
      email: "asha.verma@example.in",
      phone: "+91 91234 56780",
      designation: "Payroll Executive",
      employeeId: null,
      completedAt: null,
    });
    expect(draft.resumeFileId).not.toBe(app.resumeFileId);
    const copy = (await readFile(db, draft.resumeFileId!))!;
    expect(copy.fileName).toBe("asha-cv.pdf");
    expect(Buffer.from(copy.data).equals(Buffer.from(resume))).toBe(true);
    const audit = await db.auditLog.findFirst({
      where: { action: "company.application.employee_draft", entityId: app.id },
    });
    expect(audit?.data).toMatchObject({ reference: app.reference, resume: true });

    // The company admin sees that it was requested, and nothing of any employee record.
    const seen = await recordOf(app.id);
    expect(seen.status).toBe(200);
    expect(Object.keys(seen.json.record as object).sort()).toEqual(["createdAt", "requestedAt", "status"]);
  });

  it("is idempotent: a second request answers 200 with the same draft, and makes no second copy", async () => {
    const app = await makeHiredApplication();
    expect((await request(app.id)).status).toBe(201);
    const files = await db.storedFile.count();
    const again = await request(app.id);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ created: false, record: { status: "requested" } });
    expect(await db.storedFile.count()).toBe(files);
    expect(await db.employeeDraft.count({ where: { applicationId: app.id } })).toBe(1);
  });

  it("is the company console's: the employee admin cannot request one (403)", async () => {
    const app = await makeHiredApplication();
    expect((await request(app.id, admin)).status).toBe(403);
  });
});

describe("GET /api/employee-drafts and /api/employee-drafts/{id}", () => {
  it("lists open hires for the employee admin, with the applied job and the reference", async () => {
    const { application, draft } = await makeDraft({ title: "Field Recruiter" });
    const res = await list();
    expect(res.status).toBe(200);
    const drafts = res.json.drafts as { id: string }[];
    // How many wait in all, which the panel shows when there are more than it lists.
    expect(res.json.total).toBe(
      await db.employeeDraft.count({ where: { completedAt: null, application: { status: "hired" } } }),
    );
    expect(drafts.find((d) => d.id === draft.id)).toMatchObject({
      fullName: application.fullName,
      email: application.email,
      designation: "Field Recruiter",
      resume: { fileName: "resume.pdf" },
      application: { reference: application.reference, jobTitle: "Field Recruiter" },
    });
    const one = await call(getDraft, {
      path: `/api/employee-drafts/${draft.id}`,
      params: { id: draft.id },
      headers: admin,
    });
    expect(one.json.draft).toMatchObject({ id: draft.id, phone: "+91 98765 43210" });
  });

  it("refuses the company admin: the drafts are employee data (403)", async () => {
    const { draft } = await makeDraft();
    expect((await list(company)).status).toBe(403);
    const one = await call(getDraft, {
      path: `/api/employee-drafts/${draft.id}`,
      params: { id: draft.id },
      headers: company,
    });
    expect(one.status).toBe(403);
  });

  it("hides a hire whose application is no longer marked hired, and refuses to complete it", async () => {
    const { application, draft } = await makeDraft();
    const moved = await call(setStatus, {
      method: "PUT",
      path: `/api/applications/${application.id}/status`,
      params: { id: application.id },
      body: { status: "shortlisted" },
      headers: company,
    });
    expect(moved.status).toBe(200);
    expect((await list()).json.drafts).not.toContainEqual(expect.objectContaining({ id: draft.id }));
    const res = await complete(draft.id);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(draftMessages.noLongerHired);
  });
});

describe("POST /api/employees with draftId", () => {
  it("creates the employee, their sign-in and the Resume document in one go, linked both ways", async () => {
    const { application, draft } = await makeDraft({ title: "Site Supervisor" });
    const input = employeeInput({
      name: application.fullName,
      email: application.email,
      designation: "Site Supervisor",
    });
    const res = await complete(draft.id, input);
    expect(res.status).toBe(201);
    const employee = res.json.employee as { id: string; hiredFromApplication: string };
    expect(employee.hiredFromApplication).toBe(application.reference);

    const user = await db.user.findUniqueOrThrow({ where: { email: application.email } });
    expect(user.role).toBe("Employee");
    const documents = await db.employeeDocument.findMany({
      where: { employeeId: employee.id },
      include: { file: true },
    });
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ documentType: "Resume", name: "resume.pdf", fileId: draft.resumeFileId });
    expect(documents[0].file.kind).toBe("EmployeeDocument");

    const done = await db.employeeDraft.findUniqueOrThrow({ where: { id: draft.id } });
    // The draft keeps only the link: the person's details live on in the employee's record alone.
    expect(done).toMatchObject({ employeeId: employee.id, resumeFileId: null, fullName: "", email: "", phone: "" });
    expect(done.completedAt).toBeInstanceOf(Date);
    const audit = await db.auditLog.findFirst({ where: { action: "employee.create", entityId: employee.id } });
    expect(audit?.data).toMatchObject({ fromApplication: application.reference, resume: true });

    // Both sides see the link: the employee view and the company console.
    const view = await call(getEmployee, {
      path: `/api/employees/${employee.id}`,
      params: { id: employee.id },
      headers: admin,
    });
    expect(view.json.employee).toMatchObject({ hiredFromApplication: application.reference });
    expect((await recordOf(application.id)).json.record).toMatchObject({ status: "created" });
    expect((await list()).json.drafts).not.toContainEqual(expect.objectContaining({ id: draft.id }));
  });

  it("opens the hire again when its employee record is deleted: the console offers a new record", async () => {
    const { application, draft } = await makeDraft();
    const res = await complete(draft.id);
    expect(res.status).toBe(201);
    const employee = res.json.employee as { id: string };
    expect((await recordOf(application.id)).json.record).toMatchObject({ status: "created" });

    const removed = await call(deleteEmployee, {
      method: "DELETE",
      path: `/api/employees/${employee.id}`,
      params: { id: employee.id },
      headers: admin,
    });
    expect(removed.status).toBe(200);
    expect((await recordOf(application.id)).json.record).toBeNull();
    const again = await request(application.id);
    expect(again.status).toBe(201);
    expect((await list()).json.drafts).toContainEqual(
      expect.objectContaining({ application: expect.objectContaining({ reference: application.reference }) }),
    );
  });

  it("waits for a status change under way: a candidate taken off Hired at that moment does not become an employee", async () => {
    const { application, draft } = await makeDraft();
    // A recruiter's change, as the status route makes it: the application locked, then changed.
    const change = heldOpen(async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM "CompanyApplication" WHERE "id" = ${application.id} FOR UPDATE`;
      await tx.companyApplication.update({ where: { id: application.id }, data: { status: "rejected" } });
    });
    await change.ready;
    const input = employeeInput();
    const completing = complete(draft.id, input);
    await aMoment();
    change.commit();
    await change.done;
    const res = await completing;
    expect([res.status, res.json.message]).toEqual([409, draftMessages.noLongerHired]);
    expect(await db.user.findUnique({ where: { email: input.email } })).toBeNull();
  });

  it("completes a draft once: a second completion gets 409 and creates no second employee", async () => {
    const { draft } = await makeDraft();
    expect((await complete(draft.id)).status).toBe(201);
    const second = employeeInput();
    const res = await complete(draft.id, second);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(draftMessages.completed);
    expect(await db.user.findUnique({ where: { email: second.email } })).toBeNull();
  });

  it("rolls back entirely when the employee cannot be created: the draft stays open with its resume", async () => {
    const { draft } = await makeDraft();
    const taken = await createUser({ role: "Employee" });
    const res = await complete(draft.id, { email: taken.email });
    expect(res.status).toBe(409);
    expect(await db.employeeDraft.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({
      employeeId: null,
      completedAt: null,
      resumeFileId: draft.resumeFileId,
    });
    expect(await db.employeeDocument.count({ where: { fileId: draft.resumeFileId! } })).toBe(0);
  });

  it("answers 404 for an unknown draft and creates nothing", async () => {
    const input = employeeInput();
    const res = await complete("nosuchdraft", input);
    expect(res.status).toBe(404);
    expect(await db.user.findUnique({ where: { email: input.email } })).toBeNull();
  });

  it("names the source application in the employee's data export", async () => {
    const { application, draft } = await makeDraft();
    const employee = (await complete(draft.id)).json.employee as { id: string };
    const res = await exportData(
      new Request(`http://127.0.0.1:3000/api/employees/${employee.id}/export`, { headers: admin }),
      { params: Promise.resolve({ id: employee.id }) },
    );
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const data = JSON.parse(strFromU8(zip["employee.json"]));
    expect(data.employee.hiredFromApplication).toBe(application.reference);
    expect(data.documents).toEqual([expect.objectContaining({ documentType: "Resume", path: "documents/resume.pdf" })]);
  });
});

describe("DELETE /api/employee-drafts/{id}", () => {
  const remove = (id: string) =>
    call(dismiss, { method: "DELETE", path: `/api/employee-drafts/${id}`, params: { id }, headers: admin });

  it("dismisses an open hire: the draft and its resume copy go, the application keeps its resume", async () => {
    const { application, draft } = await makeDraft();
    const res = await remove(draft.id);
    expect(res.status).toBe(200);
    expect(await db.employeeDraft.findUnique({ where: { id: draft.id } })).toBeNull();
    expect(await db.storedFile.findUnique({ where: { id: draft.resumeFileId! } })).toBeNull();
    expect(await db.storedFile.findUnique({ where: { id: application.resumeFileId } })).not.toBeNull();
    expect((await recordOf(application.id)).json.record).toBeNull();
    expect((await remove(draft.id)).status).toBe(404);
    expect((await complete(draft.id)).status).toBe(404);
  });

  it("refuses to dismiss a completed hire (404): it is the employee's record now", async () => {
    const { draft } = await makeDraft();
    expect((await complete(draft.id)).status).toBe(201);
    expect((await remove(draft.id)).status).toBe(404);
  });
});

describe("erasing the application", () => {
  it("deletes an open draft and its resume copy", async () => {
    const { application, draft } = await makeDraft();
    const result = await db.$transaction((tx) => anonymiseCompanyApplication(tx, application.id));
    expect(result).toMatchObject({ anonymised: true, files: 2 });
    expect(await db.employeeDraft.findUnique({ where: { id: draft.id } })).toBeNull();
    expect(await db.storedFile.findUnique({ where: { id: draft.resumeFileId! } })).toBeNull();
  });

  it("drops the name a dismissed hire left in the audit log, and keeps the dismissal", async () => {
    const { application, draft } = await makeDraft();
    await call(dismiss, {
      method: "DELETE",
      path: `/api/employee-drafts/${draft.id}`,
      params: { id: draft.id },
      headers: admin,
    });
    const logged = () =>
      db.auditLog.findMany({ where: { entityId: application.id, action: "employee.draft_dismiss" } });
    expect((await logged()).map((e) => e.data)).toEqual([{ reference: application.reference, name: draft.fullName }]);
    await db.$transaction((tx) => anonymiseCompanyApplication(tx, application.id));
    expect((await logged()).map((e) => e.data)).toEqual([{ reference: application.reference }]);
  });

  it("keeps a completed one with the employee's Resume document", async () => {
    const { application, draft } = await makeDraft();
    const employee = (await complete(draft.id)).json.employee as { id: string };
    await db.$transaction((tx) => anonymiseCompanyApplication(tx, application.id));
    expect(await db.employeeDraft.findUnique({ where: { id: draft.id } })).toMatchObject({ employeeId: employee.id });
    expect(await db.employeeDocument.count({ where: { employeeId: employee.id, documentType: "Resume" } })).toBe(1);
    const view = await call(getEmployee, {
      path: `/api/employees/${employee.id}`,
      params: { id: employee.id },
      headers: admin,
    });
    expect(view.json.employee).toMatchObject({ hiredFromApplication: application.reference });
  });
});
