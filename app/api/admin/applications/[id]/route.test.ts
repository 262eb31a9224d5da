// One company application in full for the recruiter: its timeline shows every status change, the
// applicant's own withdrawal included.
import { beforeAll, describe, expect, it } from "vitest";

import { POST as withdraw } from "@/app/api/applicant/applications/company/[id]/withdraw/route";
import { applicantSession } from "@/lib/testing/applicant";
import { bearer, makeApplication, makeJob, usersByRole } from "@/lib/testing/company-console";
import { call } from "@/lib/testing/fixtures";

import { PUT as setStatus } from "../../../applications/[id]/status/route";
import { GET } from "./route";

type Timeline = { at: string; from: string | null; to: string; actor: string | null }[];

let admin: { id: string; name: string };
let auth: string;

beforeAll(async () => {
  const { users } = await usersByRole();
  admin = users.CompanyAdmin;
  auth = await bearer(users.CompanyAdmin);
});

describe("GET /api/admin/applications/{id}", () => {
  it("shows the applicant's withdrawal in the timeline, when and by whom", async () => {
    const email = "withdraws.later@example.in";
    const app = await makeApplication((await makeJob()).id, { email });
    const reviewed = await call(setStatus, {
      method: "PUT",
      params: { id: app.id },
      body: { status: "reviewed" },
      headers: { authorization: auth },
    });
    expect(reviewed.status).toBe(200);

    const { headers } = await applicantSession(email);
    const res = await call(withdraw, { method: "POST", params: { id: app.id }, headers });
    expect(res.status).toBe(200);

    const detail = await call(GET, { params: { id: app.id }, headers: { authorization: auth } });
    expect(detail.status).toBe(200);
    const timeline = (detail.json.application as { timeline: Timeline }).timeline;
    expect(timeline).toMatchObject([
      { from: "pending", to: "reviewed", actor: admin.name },
      { from: "reviewed", to: "withdrawn", actor: "The applicant", at: res.json.withdrawnAt },
    ]);
  });
});
