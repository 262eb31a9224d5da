// Hiring status changes: any status to any other, each change audited (who, when, from, to),
// stamped on the row and shown as the application's timeline; bulk changes are all or nothing.
import { beforeAll, describe, expect, it } from "vitest";

import { eraseApplicantData } from "@/lib/server/applicant/erase";
import { db } from "@/lib/server/db/client";
import { anonymiseCompanyApplication } from "@/lib/server/privacy/anonymise";
import { bearer, makeApplication, makeJob, usersByRole } from "@/lib/testing/company-console";
import { call, createUser } from "@/lib/testing/fixtures";

import * as stats from "../../../admin/dashboard-stats/route";
import { POST as bulk } from "../../bulk-status/route";
import { PUT } from "./route";

let auth: string;
let admin: { id: string; name: string };
let jobId: string;

beforeAll(async () => {
  const { users } = await usersByRole();
  admin = users.CompanyAdmin;
  auth = await bearer(users.CompanyAdmin);
  jobId = (await makeJob({ title: "Pipeline Role" })).id;
});

// A rejection needs a reason (it is mailed to the applicant).
const reasonFor = (status: unknown) => (status === "rejected" ? { reason: "Position filled" } : {});
const setStatus = (id: string, status: unknown, authorization = auth, extra: { from?: string } = {}) =>
  call(PUT, {
    method: "PUT",
    path: `/api/applications/${id}/status`,
    params: { id },
    body: { status, ...reasonFor(status), ...extra },
    headers: { authorization, "x-forwarded-for": "198.51.100.7" },
  });
const setMany = (ids: string[], status: string, extra: { from?: Record<string, string> } = {}) =>
  call(bulk, {
    method: "POST",
    path: "/api/applications/bulk-status",
    body: { ids, status, ...reasonFor(status), ...extra },
    headers: { authorization: auth },
  });
/** What a status change leaves for an application: history rows, audit entries and mails. */
const traces = async (id: string) => ({
  history: await db.applicationStatusChange.count({ where: { companyApplicationId: id } }),
  audits: await db.auditLog.count({ where: { entityId: id } }),
  mails: await db.mailOutbox.count({ where: { about: `company:${id}` } }),
});
const erased = async () => {
  const app = await makeApplication(jobId);
  await db.$transaction((tx) => anonymiseCompanyApplication(tx, app.id));
  return app;
};
const withdrawn = async () => {
  const app = await makeApplication(jobId);
  await db.companyApplication.update({ where: { id: app.id }, data: { status: "withdrawn" } });
  return app;
};
const audits = (id: string) =>
  db.auditLog.findMany({
    where: { entityId: id, action: "company.application.status" },
    orderBy: { createdAt: "asc" },
  });

describe("PUT /api/applications/{id}/status", () => {
  it("allows any status after any other, recording each change and returning the timeline", async () => {
    const app = await makeApplication(jobId);
    const path = ["hired", "pending", "rejected", "shortlisted", "reviewed"] as const;
    for (const status of path) {
      const res = await setStatus(app.id, status);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: true, message: "Application status updated!", changed: true });
      expect(res.json.application).toMatchObject({ id: app.id, status });
    }
    const row = await db.companyApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row.status).toBe("reviewed");
    expect(row.statusChangedById).toBe(admin.id);
    expect(row.statusChangedAt).toBeInstanceOf(Date);

    const log = await audits(app.id);
    expect(log.map((e) => e.data)).toEqual([
      { from: "pending", to: "hired" },
      { from: "hired", to: "pending" },
      { from: "pending", to: "rejected", reason: "Position filled" },
      { from: "rejected", to: "shortlisted" },
      { from: "shortlisted", to: "reviewed" },
    ]);
    expect(log.every((e) => e.actorId === admin.id && e.actorRole === "CompanyAdmin" && e.ip === "198.51.100.7")).toBe(
      true,
    );

    const last = await setStatus(app.id, "hired");
    const timeline = (last.json.application as { timeline: { from: string; to: string; actor: string }[] }).timeline;
    expect(timeline).toHaveLength(6);
    expect(timeline[5]).toMatchObject({ from: "reviewed", to: "hired", actor: admin.name, actorRole: "CompanyAdmin" });
  });

  it("records who made each change when several admins work on one application", async () => {
    const other = await createUser({ role: "CompanyAdmin", name: "Second Recruiter" });
    const app = await makeApplication(jobId);
    await setStatus(app.id, "reviewed");
    const res = await setStatus(app.id, "shortlisted", await bearer(other));
    const timeline = (res.json.application as { timeline: { actor: string }[] }).timeline;
    expect(timeline.map((t) => t.actor)).toEqual([admin.name, "Second Recruiter"]);
  });

  it("setting the current status again changes and records nothing", async () => {
    const app = await makeApplication(jobId, { status: "reviewed" });
    const res = await setStatus(app.id, "reviewed");
    expect(res.json).toMatchObject({ success: true, changed: false });
    expect(await audits(app.id)).toEqual([]);
  });

  it("refuses an unknown status (400) and an unknown application (404) with the message", async () => {
    const app = await makeApplication(jobId);
    const bad = await setStatus(app.id, "approved");
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Please choose a valid status: pending, reviewed, shortlisted, rejected or hired.");
    const missing = await setStatus("no-such-application", "hired");
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Application not found" });
  });

  it("refuses an anonymised application (409) and records and mails nothing", async () => {
    const app = await erased();
    const res = await setStatus(app.id, "rejected");
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      success: false,
      message: "This application was anonymised: its status can no longer be changed.",
    });
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("pending");
    expect(await traces(app.id)).toEqual({ history: 0, audits: 0, mails: 0 });
  });

  it("refuses an application the applicant withdrew (409): no decision is mailed about it", async () => {
    const app = await withdrawn();
    for (const status of ["rejected", "hired", "pending"]) {
      const res = await setStatus(app.id, status);
      expect(res.status).toBe(409);
      expect(res.json).toEqual({
        success: false,
        message: "The applicant withdrew this application: its status can no longer be changed.",
      });
    }
    // Still withdrawn, so the applicant can apply again.
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("withdrawn");
    expect(await traces(app.id)).toEqual({ history: 0, audits: 0, mails: 0 });
  });

  it("refuses a change made on a stale screen (409): two reviewers, one decision and one mail", async () => {
    const app = await makeApplication(jobId);
    const first = await setStatus(app.id, "shortlisted", auth, { from: "pending" });
    expect(first.status).toBe(200);
    const other = await bearer(await createUser({ role: "CompanyAdmin", name: "Late Reviewer" }));
    const second = await setStatus(app.id, "rejected", other, { from: "pending" });
    expect(second.status).toBe(409);
    expect(second.json).toEqual({
      success: false,
      message:
        "This application was changed by someone else meanwhile (now Shortlisted), so this change was not made. Check its current status before you decide again.",
    });
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("shortlisted");
    expect(await traces(app.id)).toEqual({ history: 1, audits: 1, mails: 1 });
    // With the status the screen now shows, the change goes through.
    expect((await setStatus(app.id, "rejected", other, { from: "shortlisted" })).status).toBe(200);
  });

  it("an erasure leaves no rejection reason in the audit log, only the change itself", async () => {
    const email = "meera.iyer@example.in";
    const app = await makeApplication(jobId, { fullName: "Meera Iyer", email });
    const res = await call(PUT, {
      method: "PUT",
      params: { id: app.id },
      body: { status: "rejected", reason: "Meera Iyer asked for a salary above the band" },
      headers: { authorization: auth },
    });
    expect(res.status).toBe(200);
    await eraseApplicantData({ id: "no-portal-account", email });
    const log = await db.auditLog.findMany({ where: { entityId: app.id } });
    expect(log.some((e) => JSON.stringify(e.data).includes("Meera"))).toBe(false);
    expect(log.map((e) => e.data)).toEqual([{ from: "pending", to: "rejected" }]);
  });

  it("moves the dashboard's pending count and pipeline", async () => {
    const before = (await call(stats.GET, { headers: { authorization: auth } })).json as {
      pendingApplications: number;
      pipeline: Record<string, number>;
    };
    const app = await makeApplication(jobId);
    await setStatus(app.id, "shortlisted");
    const after = (await call(stats.GET, { headers: { authorization: auth } })).json as typeof before;
    expect(after.pendingApplications).toBe(before.pendingApplications);
    expect(after.pipeline.shortlisted).toBe(before.pipeline.shortlisted + 1);
  });
});

describe("POST /api/applications/bulk-status", () => {
  it("changes every selected application in one go and audits each real change", async () => {
    const a = await makeApplication(jobId);
    const b = await makeApplication(jobId, { status: "reviewed" });
    const c = await makeApplication(jobId, { status: "shortlisted" });
    const res = await setMany([a.id, b.id, c.id, a.id], "shortlisted");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "Application status updated!", unchanged: [c.id] });
    expect([...(res.json.updated as string[])].sort()).toEqual([a.id, b.id].sort());
    const rows = await db.companyApplication.findMany({ where: { id: { in: [a.id, b.id, c.id] } } });
    expect(rows.every((r) => r.status === "shortlisted")).toBe(true);
    expect((await audits(a.id)).map((e) => e.data)).toEqual([{ from: "pending", to: "shortlisted" }]);
    expect((await audits(b.id)).map((e) => e.data)).toEqual([{ from: "reviewed", to: "shortlisted" }]);
    expect(await audits(c.id)).toEqual([]);
  });

  it("changes nothing when one selected application no longer exists", async () => {
    const a = await makeApplication(jobId);
    const res = await setMany([a.id, "deleted-meanwhile"], "rejected");
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Some of the selected applications no longer exist. Reload the list and try again.");
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("pending");
    expect(await audits(a.id)).toEqual([]);
  });

  it("leaves an anonymised application out, reporting it as erased, and changes the rest", async () => {
    const gone = await erased();
    const open = await makeApplication(jobId);
    const res = await setMany([gone.id, open.id], "rejected");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      updated: [open.id],
      unchanged: [],
      erased: [gone.id],
      withdrawn: [],
      conflicts: [],
    });
    expect(res.json.message).toBe(
      "Status updated, but 1 application was withdrawn, anonymised or changed by someone else meanwhile and left as they were. Reload to see them.",
    );
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: gone.id } })).status).toBe("pending");
    expect(await traces(gone.id)).toEqual({ history: 0, audits: 0, mails: 0 });
    expect(await traces(open.id)).toEqual({ history: 1, audits: 1, mails: 1 });
  });

  it("leaves out what the applicants withdrew, mailing them nothing, and changes the rest", async () => {
    const closed = [await withdrawn(), await withdrawn()];
    const open = await makeApplication(jobId);
    const res = await setMany([...closed.map((a) => a.id), open.id], "rejected");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ updated: [open.id], unchanged: [], erased: [], conflicts: [] });
    expect([...(res.json.withdrawn as string[])].sort()).toEqual(closed.map((a) => a.id).sort());
    expect(res.json.message).toBe(
      "Status updated, but 2 applications were withdrawn, anonymised or changed by someone else meanwhile and left as they were. Reload to see them.",
    );
    for (const a of closed) {
      expect((await db.companyApplication.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("withdrawn");
      expect(await traces(a.id)).toEqual({ history: 0, audits: 0, mails: 0 });
    }
    expect(await traces(open.id)).toEqual({ history: 1, audits: 1, mails: 1 });
  });

  it("leaves out what someone else changed since the screen showed it, and changes the rest", async () => {
    const moved = await makeApplication(jobId);
    const still = await makeApplication(jobId);
    expect((await setStatus(moved.id, "shortlisted")).status).toBe(200);
    const res = await setMany([moved.id, still.id], "rejected", {
      from: { [moved.id]: "pending", [still.id]: "pending" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      updated: [still.id],
      unchanged: [],
      erased: [],
      conflicts: [{ id: moved.id, status: "shortlisted" }],
    });
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: moved.id } })).status).toBe("shortlisted");
    expect(await traces(moved.id)).toEqual({ history: 1, audits: 1, mails: 1 });
    expect(await traces(still.id)).toEqual({ history: 1, audits: 1, mails: 1 });
  });

  it.each([
    [{ ids: [], status: "hired" }, "Select at least one application."],
    [
      { ids: Array.from({ length: 501 }, (_, i) => `id${i}`), status: "hired" },
      "At most 500 applications can be changed at once.",
    ],
    [
      { ids: ["x"], status: "approved" },
      "Please choose a valid status: pending, reviewed, shortlisted, rejected or hired.",
    ],
  ])("refuses %# with a message", async (body, message) => {
    const res = await call(bulk, { method: "POST", body, headers: { authorization: auth } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });
});
