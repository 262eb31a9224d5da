// The access matrix of the gov admin API: every endpoint, anonymous -> 401, every other role -> 403,
// GovAdmin -> success, by bearer token (and a cookie case for a write from a foreign Origin).
import { beforeAll, describe, expect, it } from "vitest";

import { GET as listApplications } from "@/app/api/gov/applications/route";
import { GET as detail } from "@/app/api/gov/applications/[id]/route";
import { GET as pdf } from "@/app/api/gov/applications/[id]/pdf/route";
import { GET as photo } from "@/app/api/gov/applications/[id]/photo/route";
import { POST as reveal } from "@/app/api/gov/applications/[id]/reveal/route";
import { PUT as setStatus } from "@/app/api/gov/applications/[id]/status/route";
import { GET as exportCsv } from "@/app/api/gov/applications/export/csv/route";
import { GET as stats } from "@/app/api/gov/dashboard/stats/route";
import { POST as refund } from "@/app/api/gov/payments/[paymentRowId]/refund/route";
import { DELETE as deleteJob, PUT as updateJob } from "@/app/api/gov/jobs/[id]/route";
import { GET as listJobs, POST as createJob } from "@/app/api/gov/jobs/route";
import { POST as resendLetters } from "@/app/api/gov/jobs/[id]/call-letters/route";
import { ROLES } from "@/lib/auth/permissions";
import type { Role } from "@/lib/generated/prisma/enums";
import { call } from "@/lib/testing/fixtures";
import { createGovJob } from "@/lib/testing/gov";
import { applyTo, bearerFor, jobWithLetterToResend, refundDuePayment } from "@/lib/testing/gov-console";

type Handler = Parameters<typeof call>[0];
type Case = {
  name: string;
  handler: Handler;
  method: string;
  path: string;
  body?: unknown;
  params?: () => Promise<Record<string, string>>;
  ok: number;
};

const jobBody = {
  title: "Lab Assistant",
  company: "Bihar Health Society",
  location: "Gaya, Bihar",
  salary: "₹14,000 per month",
  experience: "12th pass (Science)",
  fee: "250",
  deadline: "2099-12-31",
  description: "Contract lab assistants.",
};

let applicationId = "";
let jobId = "";
const headers: Partial<Record<Role, Record<string, string>>> = {};

beforeAll(async () => {
  for (const role of ROLES) headers[role] = (await bearerFor(role)).headers;
  jobId = (await createGovJob()).id;
  applicationId = (await applyTo(jobId)).id;
});

const app = async () => ({ id: applicationId });
const cases: Case[] = [
  { name: "GET /api/gov/dashboard/stats", handler: stats, method: "GET", path: "/api/gov/dashboard/stats", ok: 200 },
  { name: "GET /api/gov/jobs?all=1", handler: listJobs, method: "GET", path: "/api/gov/jobs?all=1", ok: 200 },
  { name: "POST /api/gov/jobs", handler: createJob, method: "POST", path: "/api/gov/jobs", body: jobBody, ok: 201 },
  {
    name: "PUT /api/gov/jobs/{id}",
    handler: updateJob,
    method: "PUT",
    path: "/api/gov/jobs/x",
    body: jobBody,
    params: async () => ({ id: jobId }),
    ok: 200,
  },
  {
    name: "DELETE /api/gov/jobs/{id}",
    handler: deleteJob,
    method: "DELETE",
    path: "/api/gov/jobs/x",
    // A fresh job with no applications for each call, so the GovAdmin's delete succeeds.
    params: async () => ({ id: (await createGovJob()).id }),
    ok: 200,
  },
  {
    name: "POST /api/gov/jobs/{id}/call-letters",
    handler: resendLetters,
    method: "POST",
    path: "/api/gov/jobs/x/call-letters",
    // A fresh job whose exam changed after its one letter went out, so the GovAdmin's call succeeds.
    params: async () => ({ id: await jobWithLetterToResend() }),
    ok: 200,
  },
  {
    name: "GET /api/gov/applications",
    handler: listApplications,
    method: "GET",
    path: "/api/gov/applications",
    ok: 200,
  },
  {
    name: "GET /api/gov/applications/{id}",
    handler: detail,
    method: "GET",
    path: "/api/gov/applications/x",
    params: app,
    ok: 200,
  },
  {
    name: "GET /api/gov/applications/{id}/photo",
    handler: photo,
    method: "GET",
    path: "/api/gov/applications/x/photo",
    params: app,
    ok: 200,
  },
  {
    name: "GET /api/gov/applications/{id}/pdf",
    handler: pdf,
    method: "GET",
    path: "/api/gov/applications/x/pdf",
    params: app,
    ok: 200,
  },
  {
    name: "POST /api/gov/applications/{id}/reveal",
    handler: reveal,
    method: "POST",
    path: "/api/gov/applications/x/reveal",
    params: app,
    ok: 200,
  },
  {
    name: "PUT /api/gov/applications/{id}/status",
    handler: setStatus,
    method: "PUT",
    path: "/api/gov/applications/x/status",
    body: { status: "under_review" },
    params: app,
    ok: 200,
  },
  {
    name: "POST /api/gov/payments/{paymentRowId}/refund",
    handler: refund,
    method: "POST",
    path: "/api/gov/payments/x/refund",
    body: { reason: "Amount did not match the fee" },
    // A fresh payment due for refund for each call, so the GovAdmin's request succeeds (test mode).
    params: async () => ({ paymentRowId: (await refundDuePayment(jobId)).payment.id }),
    ok: 200,
  },
  {
    name: "GET /api/gov/applications/export/csv",
    handler: exportCsv,
    method: "GET",
    path: "/api/gov/applications/export/csv",
    ok: 200,
  },
];

const expected = (role: Role | "anonymous", ok: number) =>
  role === "anonymous" ? 401 : role === "GovAdmin" ? ok : 403;

describe.each(cases)("$name", (c) => {
  it.each(["anonymous", ...ROLES] as const)("%s", async (role) => {
    const res = await call(c.handler, {
      method: c.method,
      path: c.path,
      body: c.body,
      params: c.params ? await c.params() : {},
      headers: role === "anonymous" ? {} : headers[role],
    });
    expect(res.status, res.text.slice(0, 200)).toBe(expected(role, c.ok));
    if (res.status >= 400) expect(res.json).toMatchObject({ success: false });
    expect(res.headers.get("cache-control")).toContain("no-store");
  });
});

describe("GET /api/gov/jobs without ?all", () => {
  it("is public (active jobs only) and gives a GovAdmin every status", async () => {
    const draft = await createGovJob({ status: "draft", title: "Draft-only posting" });
    const anon = await call(listJobs, { path: "/api/gov/jobs" });
    expect(anon.status).toBe(200);
    const anonIds = (anon.json.jobs as { id: string }[]).map((j) => j.id);
    expect(anonIds).not.toContain(draft.id);
    const other = await call(listJobs, { path: "/api/gov/jobs", headers: headers.CompanyAdmin });
    expect((other.json.jobs as { id: string }[]).map((j) => j.id)).not.toContain(draft.id);
    const admin = await call(listJobs, { path: "/api/gov/jobs", headers: headers.GovAdmin });
    const job = (admin.json.jobs as { id: string; status: string }[]).find((j) => j.id === draft.id);
    expect(job?.status).toBe("draft");
  });
});
