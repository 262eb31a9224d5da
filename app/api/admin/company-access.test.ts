// The company admin's API, role by role: no session -> 401, every other role -> 403, the company
// admin (bearer token or session cookie) -> success. Table-driven over every endpoint.
import { beforeAll, describe, expect, it } from "vitest";

import type { Role } from "@/lib/generated/prisma/enums";
import { createUser, call } from "@/lib/testing/fixtures";
import { applicantSession } from "@/lib/testing/applicant";
import { bearer, makeApplication, makeInterview, makeJob, usersByRole } from "@/lib/testing/company-console";
import { encodeSessionToken } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";

import * as consoleApplications from "./applications/route";
import * as consoleApplication from "./applications/[id]/route";
import * as exportCsv from "./applications/export/csv/route";
import * as stats from "./dashboard-stats/route";
import * as consoleJobs from "./jobs/route";
import * as job from "../jobs/[id]/route";
import * as applicants from "../applications/[id]/route";
import * as status from "../applications/[id]/status/route";
import * as bulk from "../applications/bulk-status/route";
import * as download from "../applications/download/[fileName]/route";
import * as hireRecord from "../applications/[id]/employee-draft/route";
import { makeHiredApplication } from "@/lib/testing/hire";
import * as notes from "../applications/[id]/notes/route";
import * as rating from "../applications/[id]/rating/route";
import * as interviews from "../applications/[id]/interviews/route";
import * as interview from "../applications/[id]/interviews/[interviewId]/route";
import * as cancelInterview from "../applications/[id]/interviews/[interviewId]/cancel/route";
import * as upcoming from "../interviews/upcoming/route";

import * as jobs from "../jobs/route";

type Handler = Parameters<typeof call>[0];
type Target = { path: string; params?: Record<string, string>; body?: unknown };
type Endpoint = { name: string; handler: Handler; method: string; ok: number; target: () => Promise<Target> };

const jobBody = {
  title: "Access Matrix Engineer",
  company: "TechServe Solutions",
  location: "Patna, Bihar",
  salary: "₹5 - 8 LPA",
  experience: "2-4 years",
  description: "Checks who may do what.",
};

/** A hired application's employee-draft path (Hire -> employee record). */
async function hireTarget(): Promise<Target> {
  const app = await makeHiredApplication();
  return { path: `/api/applications/${app.id}/employee-draft`, params: { id: app.id } };
}

async function anApplication() {
  const j = await makeJob();
  return makeApplication(j.id);
}

/** A scheduled interview round of a fresh application. */
async function anInterview() {
  const app = await anApplication();
  const row = await makeInterview(app.id);
  return {
    app,
    row,
    path: `/api/applications/${app.id}/interviews/${row.id}`,
    params: { id: app.id, interviewId: row.id },
  };
}

const interviewBody = {
  round: "Technical",
  date: "2099-12-01",
  time: "10:30",
  durationMinutes: 45,
  mode: "video",
  location: "https://meet.example.in/abc",
  interviewers: "Asha Rao, Vikram Singh",
};

const endpoints: Endpoint[] = [
  {
    name: "GET /api/admin/dashboard-stats",
    handler: stats.GET,
    method: "GET",
    ok: 200,
    target: async () => ({ path: "/api/admin/dashboard-stats" }),
  },
  {
    name: "GET /api/admin/jobs",
    handler: consoleJobs.GET,
    method: "GET",
    ok: 200,
    target: async () => ({ path: "/api/admin/jobs" }),
  },
  {
    name: "GET /api/admin/applications",
    handler: consoleApplications.GET,
    method: "GET",
    ok: 200,
    target: async () => ({
      path: "/api/admin/applications?q=a&status=pending&sort=fullName&order=asc&page=1&pageSize=10",
    }),
  },
  {
    name: "GET /api/admin/applications/{id}",
    handler: consoleApplication.GET,
    method: "GET",
    ok: 200,
    target: async () => {
      const app = await anApplication();
      return { path: `/api/admin/applications/${app.id}`, params: { id: app.id } };
    },
  },
  {
    name: "GET /api/admin/applications/export/csv",
    handler: exportCsv.GET,
    method: "GET",
    ok: 200,
    target: async () => ({ path: "/api/admin/applications/export/csv?status=pending" }),
  },
  {
    name: "POST /api/jobs",
    handler: jobs.POST,
    method: "POST",
    ok: 201,
    target: async () => ({ path: "/api/jobs", body: jobBody }),
  },
  {
    name: "PUT /api/jobs/{id}",
    handler: job.PUT,
    method: "PUT",
    ok: 200,
    target: async () => {
      const j = await makeJob();
      return { path: `/api/jobs/${j.id}`, params: { id: j.id }, body: jobBody };
    },
  },
  {
    name: "DELETE /api/jobs/{id}",
    handler: job.DELETE,
    method: "DELETE",
    ok: 200,
    target: async () => {
      const j = await makeJob();
      return { path: `/api/jobs/${j.id}`, params: { id: j.id } };
    },
  },
  {
    name: "PUT /api/applications/{id}/status",
    handler: status.PUT,
    method: "PUT",
    ok: 200,
    target: async () => {
      const app = await anApplication();
      return { path: `/api/applications/${app.id}/status`, params: { id: app.id }, body: { status: "reviewed" } };
    },
  },
  {
    name: "POST /api/applications/bulk-status",
    handler: bulk.POST,
    method: "POST",
    ok: 200,
    target: async () => {
      const app = await anApplication();
      return { path: "/api/applications/bulk-status", body: { ids: [app.id], status: "shortlisted" } };
    },
  },
  {
    name: "GET /api/applications/{jobId}",
    handler: applicants.GET,
    method: "GET",
    ok: 200,
    target: async () => {
      const app = await anApplication();
      return { path: `/api/applications/${app.jobId}`, params: { id: app.jobId } };
    },
  },
  {
    name: "GET /api/applications/download/{fileName}",
    handler: download.GET,
    method: "GET",
    ok: 200,
    target: async () => {
      const app = await anApplication();
      const fileName = `${app.resume.id}-${app.resume.fileName}`;
      return { path: `/api/applications/download/${encodeURIComponent(fileName)}`, params: { fileName } };
    },
  },
  {
    name: "GET /api/applications/{id}/employee-draft",
    handler: hireRecord.GET,
    method: "GET",
    ok: 200,
    target: hireTarget,
  },
  {
    name: "POST /api/applications/{id}/employee-draft",
    handler: hireRecord.POST,
    method: "POST",
    ok: 201,
    target: hireTarget,
  },
  {
    name: "GET /api/applications/{id}/notes",
    handler: notes.GET,
    method: "GET",
    ok: 200,
    target: async () => {
      const app = await anApplication();
      return { path: `/api/applications/${app.id}/notes`, params: { id: app.id } };
    },
  },
  {
    name: "POST /api/applications/{id}/notes",
    handler: notes.POST,
    method: "POST",
    ok: 201,
    target: async () => {
      const app = await anApplication();
      return { path: `/api/applications/${app.id}/notes`, params: { id: app.id }, body: { body: "Strong SQL." } };
    },
  },
  {
    name: "PUT /api/applications/{id}/rating",
    handler: rating.PUT,
    method: "PUT",
    ok: 200,
    target: async () => {
      const app = await anApplication();
      return { path: `/api/applications/${app.id}/rating`, params: { id: app.id }, body: { score: 4 } };
    },
  },
  {
    name: "GET /api/applications/{id}/interviews",
    handler: interviews.GET,
    method: "GET",
    ok: 200,
    target: async () => {
      const app = await anApplication();
      return { path: `/api/applications/${app.id}/interviews`, params: { id: app.id } };
    },
  },
  {
    name: "POST /api/applications/{id}/interviews",
    handler: interviews.POST,
    method: "POST",
    ok: 201,
    target: async () => {
      const app = await anApplication();
      return { path: `/api/applications/${app.id}/interviews`, params: { id: app.id }, body: interviewBody };
    },
  },
  {
    name: "PUT /api/applications/{id}/interviews/{interviewId}",
    handler: interview.PUT,
    method: "PUT",
    ok: 200,
    target: async () => {
      const { path, params } = await anInterview();
      return { path, params, body: { feedback: "Clear thinker.", result: "passed" } };
    },
  },
  {
    name: "POST /api/applications/{id}/interviews/{interviewId}/cancel",
    handler: cancelInterview.POST,
    method: "POST",
    ok: 200,
    target: async () => {
      const { path, params } = await anInterview();
      return { path: `${path}/cancel`, params };
    },
  },
  {
    name: "GET /api/interviews/upcoming",
    handler: upcoming.GET,
    method: "GET",
    ok: 200,
    target: async () => ({ path: "/api/interviews/upcoming" }),
  },
];

let auth: Record<Role, string>;
let companyConsoleUser: { id: string; role: Role; name: string };

beforeAll(async () => {
  const signedIn = await usersByRole();
  auth = signedIn.auth;
  companyConsoleUser = signedIn.users.CompanyAdmin;
});

const send = async (e: Endpoint, headers: Record<string, string>) => {
  const t = await e.target();
  return call(e.handler, { method: e.method, path: t.path, params: t.params, body: t.body, headers });
};

describe.each(endpoints)("$name", (e) => {
  it("refuses a request without a session: 401 with a message", async () => {
    const res = await send(e, {});
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ success: false, message: "Authentication required. Please sign in." });
  });

  it.each(["Admin", "GovAdmin", "Employee"] as const)("refuses the %s role: 403", async (role) => {
    const res = await send(e, { authorization: auth[role] });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: false, message: "You do not have permission to do this.", code: "role" });
  });

  it("refuses an applicant's session: 403", async () => {
    const res = await send(e, (await applicantSession()).headers);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: false, message: "You do not have permission to do this.", code: "role" });
  });

  it("serves the company admin with a bearer token", async () => {
    const res = await send(e, { authorization: auth.CompanyAdmin });
    expect(res.status).toBe(e.ok);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("serves the company admin with the session cookie (same-origin)", async () => {
    const token = await encodeSessionToken({
      sub: companyConsoleUser.id,
      role: "CompanyAdmin",
      name: companyConsoleUser.name,
      tv: 0,
    });
    const res = await send(e, { cookie: `hr.session=${token}`, origin: "http://127.0.0.1:3000" });
    expect(res.status).toBe(e.ok);
  });
});

describe("cookie-authenticated writes", () => {
  it("refuses a write from a foreign site (CSRF) but accepts the same request with a bearer token", async () => {
    const token = await encodeSessionToken({
      sub: companyConsoleUser.id,
      role: "CompanyAdmin",
      name: companyConsoleUser.name,
      tv: 0,
    });
    const foreign = await call(jobs.POST, {
      method: "POST",
      path: "/api/jobs",
      body: jobBody,
      headers: { cookie: `hr.session=${token}`, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const viaBearer = await call(jobs.POST, {
      method: "POST",
      path: "/api/jobs",
      body: jobBody,
      headers: { authorization: await bearer(companyConsoleUser), origin: "https://evil.example" },
    });
    expect(viaBearer.status).toBe(201);
  });

  it("ends a disabled company admin's access at once", async () => {
    const user = await createUser({ role: "CompanyAdmin" });
    const header = await bearer(user);
    expect((await call(stats.GET, { headers: { authorization: header } })).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { isActive: false } });
    expect((await call(stats.GET, { headers: { authorization: header } })).status).toBe(401);
  });
});
