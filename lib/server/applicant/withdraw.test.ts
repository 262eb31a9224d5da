// A government application withdrawn in the portal, as the GovAdmin console shows it: an audited
// status change by the applicant on the timeline, and the last decision named as theirs (not "a
// former user"); applying again after a cancellation reads the same way, and a staff decision
// after either is the staff member's again.
import { beforeAll, describe, expect, it } from "vitest";

import { POST as withdrawGov } from "@/app/api/applicant/applications/gov/[id]/withdraw/route";
import { GET as detail } from "@/app/api/gov/applications/[id]/route";
import { db } from "@/lib/server/db/client";
import { applicantSession } from "@/lib/testing/applicant";
import { call } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, send } from "@/lib/testing/gov";
import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { applyTo, bearerFor, decideStatus } from "@/lib/testing/gov-console";

let staff: Record<string, string>;
let n = 0;

beforeAll(async () => {
  staff = (await bearerFor("GovAdmin")).headers;
});

type Detail = {
  status: string;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  timeline: { action: string; text: string; actor: string | null; reason: string | null }[];
};

async function consoleDetail(id: string): Promise<Detail> {
  const res = await call(detail, { path: `/api/gov/applications/${id}`, params: { id }, headers: staff });
  expect(res.status, res.text).toBe(200);
  return res.json.application as Detail;
}

const statusEntries = (d: Detail) => d.timeline.filter((e) => e.action === "gov.application.status");

describe("a government withdrawal in the console", () => {
  it("is on the timeline and in the last decision as the applicant's", async () => {
    const email = `withdraw-${++n}-${Date.now()}@example.in`;
    const job = await createGovJob({ feePaise: 25_000 });
    const fields = applicationFields(job.id, { email });
    const app = await applyTo(job.id, fields);
    const { headers } = await applicantSession(email);
    const res = await call(withdrawGov, { method: "POST", params: { id: app.id }, headers });
    expect(res.status, res.text).toBe(200);

    const entry = await db.auditLog.findFirstOrThrow({
      where: { entityType: "GovApplication", entityId: app.id, action: "gov.application.status" },
    });
    expect(entry).toMatchObject({ actorId: null, data: { from: "pending", to: "withdrawn", by: "applicant" } });
    expect(entry.createdAt.toISOString()).toBe(res.json.withdrawnAt);

    const shown = await consoleDetail(app.id);
    expect(shown.status).toBe("withdrawn");
    expect(statusEntries(shown)).toEqual([
      expect.objectContaining({
        text: "Status changed from pending to withdrawn",
        actor: "the applicant",
        reason: null,
      }),
    ]);
    expect(shown.statusChangedAt).toBe(res.json.withdrawnAt);
    expect(shown.statusChangedBy).toBe("the applicant");

    // A second click withdraws nothing and audits nothing.
    expect((await call(withdrawGov, { method: "POST", params: { id: app.id }, headers })).status).toBe(409);
    expect(await db.auditLog.count({ where: { entityId: app.id, action: "gov.application.status" } })).toBe(1);

    // Applying again: the timeline shows the return, by the applicant.
    const again = await send(submitApplication, applicationRequest(fields));
    expect(again.status, again.text).toBe(200);
    expect(statusEntries(await consoleDetail(app.id)).at(-1)).toMatchObject({
      text: "Applied again: status changed from withdrawn to pending",
      actor: "the applicant",
    });
  });

  it("names the applicant for applying again after a cancellation, and staff for their next decision", async () => {
    const email = `reapply-${++n}-${Date.now()}@example.in`;
    const job = await createGovJob({ feePaise: 25_000 });
    const fields = applicationFields(job.id, { email });
    const app = await applyTo(job.id, fields);
    expect((await decideStatus(app.id, staff, "cancelled", "Documents incomplete or invalid")).status).toBe(200);
    const again = await send(submitApplication, applicationRequest(fields));
    expect(again.status, `${app.id} ${again.text}`).toBe(200);

    let shown = await consoleDetail(app.id);
    expect(statusEntries(shown).map((e) => [e.text, e.actor])).toEqual([
      ["Status changed from pending to cancelled", expect.any(String)],
      ["Applied again: status changed from cancelled to pending", "the applicant"],
    ]);
    expect(statusEntries(shown)[0].actor).not.toBe("the applicant");
    expect(shown.statusChangedBy).toBe("the applicant");

    expect((await decideStatus(app.id, staff, "under_review")).status).toBe(200);
    shown = await consoleDetail(app.id);
    expect(shown.statusChangedBy).toBe(statusEntries(shown)[0].actor);
    expect(shown.statusChangedBy).not.toBe("the applicant");
  });
});
