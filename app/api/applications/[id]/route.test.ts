// The applicants-for-job list.
import { beforeAll, describe, expect, it } from "vitest";

import { bearer, makeApplication, makeJob, usersByRole } from "@/lib/testing/company-console";
import { call } from "@/lib/testing/fixtures";

import { GET } from "./route";

let auth: string;

beforeAll(async () => {
  auth = await bearer((await usersByRole()).users.CompanyAdmin);
});

const applicants = (id: string) =>
  call(GET, { path: `/api/applications/${id}`, params: { id }, headers: { authorization: auth } });

describe("GET /api/applications/{jobId}", () => {
  it("lists the job's applicants newest first, and only that job's", async () => {
    const job = await makeJob({ title: "Applicants Role" });
    const other = await makeJob();
    await makeApplication(job.id, { fullName: "First In", createdAt: new Date("2026-01-01T10:00:00Z") });
    await makeApplication(job.id, { fullName: "Second In", createdAt: new Date("2026-01-02T10:00:00Z") });
    await makeApplication(other.id, { fullName: "Elsewhere" });
    const res = await applicants(job.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      total: 2,
      limit: 200,
      job: { id: job.id, title: "Applicants Role" },
    });
    expect((res.json.applications as { fullName: string }[]).map((a) => a.fullName)).toEqual(["Second In", "First In"]);
  });

  it("answers an empty list for a job without applicants and 404 'Job not found' for an unknown job", async () => {
    const job = await makeJob();
    expect((await applicants(job.id)).json).toMatchObject({ applications: [], total: 0 });
    const missing = await applicants("missing-job");
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Job not found" });
  });
});
