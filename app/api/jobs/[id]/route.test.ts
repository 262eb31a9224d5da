// Company jobs as the admin manages them: create, validate, edit, deactivate, delete or archive,
// and what the public board shows after each step.
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { bearer, makeApplication, usersByRole } from "@/lib/testing/company-console";
import { call } from "@/lib/testing/fixtures";

import * as consoleJobs from "../../admin/jobs/route";
import * as applicants from "../../applications/[id]/route";
import { DELETE, PUT } from "./route";

import * as jobs from "../route";

let auth: string;
let actorId: string;

beforeAll(async () => {
  const { users } = await usersByRole();
  actorId = users.CompanyAdmin.id;
  auth = await bearer(users.CompanyAdmin);
});

const body = (extra: Record<string, unknown> = {}) => ({
  title: "Cloud Support Engineer",
  company: "TechServe Solutions",
  location: "Patna, Bihar",
  salary: "₹6 - 9 LPA",
  experience: "2-4 years",
  description: "Keep our clients' cloud running.",
  ...extra,
});

const create = (b: unknown) =>
  call(jobs.POST, { method: "POST", path: "/api/jobs", body: b, headers: { authorization: auth } });
const update = (id: string, b: unknown) =>
  call(PUT, { method: "PUT", path: `/api/jobs/${id}`, params: { id }, body: b, headers: { authorization: auth } });
const remove = (id: string) =>
  call(DELETE, { method: "DELETE", path: `/api/jobs/${id}`, params: { id }, headers: { authorization: auth } });
const board = async (q: string) =>
  ((await call(jobs.GET, { path: `/api/jobs?q=${encodeURIComponent(q)}` })).json.jobs as { id: string }[]).map(
    (j) => j.id,
  );
const consoleList = async (query = "") =>
  (
    (await call(consoleJobs.GET, { path: `/api/admin/jobs${query}`, headers: { authorization: auth } })).json.jobs as {
      id: string;
      archived: boolean;
    }[]
  ).map((j) => j.id);

describe("POST /api/jobs", () => {
  it("creates an active purple-to-indigo job by default, shows it on the board and audits it", async () => {
    const res = await create(body({ title: "  Unique Creation Role  " }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      message: "Job created successfully!",
      job: {
        title: "Unique Creation Role",
        color: "PurpleIndigo",
        isActive: true,
        applicationCount: 0,
        archived: false,
      },
    });
    const id = (res.json.job as { id: string }).id;
    expect(await board("Unique Creation Role")).toEqual([id]);
    expect(await consoleList()).toContain(id);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: id } });
    expect(audit).toMatchObject({ action: "company.job.create", actorId, actorRole: "CompanyAdmin" });
  });

  it.each([
    ["title", "Title is required"],
    ["company", "Company is required"],
    ["location", "Location is required"],
    ["salary", "Salary is required"],
    ["experience", "Experience is required"],
    ["description", "Description is required"],
  ])("requires %s", async (field, message) => {
    const res = await create(body({ [field]: "   " }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message, errors: { [field]: message } });
  });

  it("stores the employment type (full-time unless chosen) and refuses a value schema.org does not know", async () => {
    const plain = await create(body());
    expect(plain.json.job).toMatchObject({ employmentType: "FULL_TIME" });
    const part = await create(body({ employmentType: "PART_TIME" }));
    expect(part.status).toBe(201);
    const id = (part.json.job as { id: string }).id;
    expect(await db.companyJob.findUniqueOrThrow({ where: { id } })).toMatchObject({ employmentType: "PART_TIME" });
    const edited = await update(id, body({ employmentType: "INTERN" }));
    expect(edited.json.job).toMatchObject({ employmentType: "INTERN" });
    const bad = await create(body({ employmentType: "GIG" }));
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ employmentType: "Please choose an employment type" });
  });

  it("accepts only the five colours and a boolean isActive", async () => {
    const bad = await create(body({ color: "from-lime-500 to-black" }));
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ color: "Please choose one of the five colours" });
    expect((await create(body({ isActive: "yes" }))).status).toBe(400);
    const ok = await create(body({ color: "OrangeRed", isActive: false }));
    expect(ok.json.job).toMatchObject({ color: "OrangeRed", isActive: false });
  });

  it("answers 400 with a message for a body that is not JSON", async () => {
    const res = await call(jobs.POST, {
      method: "POST",
      path: "/api/jobs",
      body: "{not json",
      headers: { authorization: auth },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The request body is not valid JSON.");
  });
});

describe("PUT /api/jobs/{id}", () => {
  it("edits every field; an inactive job leaves the public board but stays in the admin list", async () => {
    const id = ((await create(body({ title: "Editable Role Alpha" }))).json.job as { id: string }).id;
    const res = await update(id, body({ title: "Editable Role Beta", color: "BlueSky", isActive: false }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: "Job updated successfully!",
      job: { id, title: "Editable Role Beta", color: "BlueSky", isActive: false },
    });
    expect(await board("Editable Role")).toEqual([]);
    expect(await consoleList()).toContain(id);
    expect((await update(id, body({ title: "Editable Role Beta" }))).json.job).toMatchObject({ isActive: true });
    expect(await board("Editable Role Beta")).toEqual([id]);
  });

  it("refuses (412) the second of two edits opened on the same job and keeps the first; an application meanwhile is no edit", async () => {
    const id = ((await create(body({ title: "Contested Role" }))).json.job as { id: string }).id;
    const opened = async () => {
      const res = await call(consoleJobs.GET, { path: "/api/admin/jobs", headers: { authorization: auth } });
      return (res.json.jobs as { id: string; editTag: string }[]).find((j) => j.id === id)!.editTag;
    };
    const save = (tag: string, salary: string) =>
      call(PUT, {
        method: "PUT",
        path: `/api/jobs/${id}`,
        params: { id },
        body: body({ title: "Contested Role", salary }),
        headers: { authorization: auth, "if-match": tag },
      });
    const first = await opened();
    const second = await opened();
    await makeApplication(id); // its applicant count changes, not what the form shows
    expect(await opened()).toBe(first);
    expect((await save(first, "₹8 - 10 LPA")).status).toBe(200);
    const refused = await save(second, "₹5 - 6 LPA");
    expect(refused.status).toBe(412);
    expect(refused.json.message).toMatch(/Someone else saved this job after you opened it/);
    expect(await db.companyJob.findUniqueOrThrow({ where: { id } })).toMatchObject({ salary: "₹8 - 10 LPA" });
    const both = await opened();
    const answers = await Promise.all([save(both, "₹9 LPA"), save(both, "₹7 LPA")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
  });

  it("answers 404 'Job not found' for an unknown or archived job", async () => {
    const res = await update("no-such-job", body());
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: "Job not found" });
  });
});

describe("DELETE /api/jobs/{id}", () => {
  it("deletes a job nobody applied to", async () => {
    const id = ((await create(body({ title: "Short Lived Role" }))).json.job as { id: string }).id;
    const res = await remove(id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      message: "Job deleted successfully!",
      archived: false,
      applicationCount: 0,
    });
    expect(await db.companyJob.findUnique({ where: { id } })).toBeNull();
    expect(await db.auditLog.count({ where: { entityId: id, action: "company.job.delete" } })).toBe(1);
    expect((await remove(id)).status).toBe(404);
  });

  it("archives a job with applications: closed, hidden, applicants and resumes kept", async () => {
    const id = ((await create(body({ title: "Popular Archived Role" }))).json.job as { id: string }).id;
    const a1 = await makeApplication(id);
    await makeApplication(id);
    const res = await remove(id);
    expect(res.json).toEqual({
      success: true,
      message: "Job deleted successfully!",
      archived: true,
      applicationCount: 2,
    });

    const job = await db.companyJob.findUniqueOrThrow({ where: { id } });
    expect(job.isActive).toBe(false);
    expect(job.archivedAt).toBeInstanceOf(Date);
    expect(await db.companyApplication.count({ where: { jobId: id } })).toBe(2);
    expect(await db.storedFile.findUnique({ where: { id: a1.resumeFileId } })).not.toBeNull();
    expect(await board("Popular Archived Role")).toEqual([]);
    expect(await consoleList()).not.toContain(id);
    expect(await consoleList("?include=archived")).toContain(id);
    // Its applicants can still be reviewed; it can no longer be edited or deleted again.
    const list = await call(applicants.GET, { params: { id }, headers: { authorization: auth } });
    expect(list.json).toMatchObject({ total: 2, job: { id, title: "Popular Archived Role" } });
    expect((await update(id, body())).status).toBe(404);
    expect((await remove(id)).status).toBe(404);
  });
});
