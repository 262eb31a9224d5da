// Failed mail is visible and can be sent again: the admin's overview, POST /api/admin/mail/{id}/retry,
// and the applicant's e-mails in the consoles' application detail.
import { describe, expect, it } from "vitest";

import { POST as retry } from "@/app/api/admin/mail/[id]/retry/route";
import { GET as overviewRoute } from "@/app/api/admin/mail/route";
import { db } from "@/lib/server/db/client";
import { govApplicationDetail } from "@/lib/server/gov/console/applications";
import { QUEUES } from "@/lib/server/jobs/queue";
import { mailOverview } from "@/lib/server/platform/mail-admin";
import { call } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, send } from "@/lib/testing/gov";
import { bearerFor } from "@/lib/testing/gov-console";
import { POST as submitApplication } from "@/app/api/gov/applications/route";

const failedMail = (to = "applicant@example.in", about?: string) =>
  db.mailOutbox.create({
    data: {
      to,
      about,
      subject: "Your application: Rejected",
      text: "x",
      status: "failed",
      attempts: 5,
      lastError: "451 busy",
    },
  });

const retryAs = async (role: "Admin" | "GovAdmin" | "CompanyAdmin", id: string) =>
  call(retry, {
    method: "POST",
    path: `/api/admin/mail/${id}/retry`,
    params: { id },
    headers: (await bearerFor(role)).headers,
  });

describe("failed mail", () => {
  it("is counted and listed with its last error for the admin", async () => {
    const mail = await failedMail();
    const overview = await mailOverview();
    expect(overview.failed).toBeGreaterThanOrEqual(1);
    expect(overview.recentFailures.find((m) => m.id === mail.id)).toMatchObject({
      to: "applicant@example.in",
      attempts: 5,
      lastError: "451 busy",
    });
  });

  it("is what GET /api/admin/mail answers the admin, and the count drops once it is queued again", async () => {
    const mail = await failedMail("second.applicant@example.in");
    const headers = (await bearerFor("Admin")).headers;
    const before = await call(overviewRoute, { path: "/api/admin/mail", headers });
    expect(before.status).toBe(200);
    const overview = before.json.mail as Awaited<ReturnType<typeof mailOverview>>;
    expect(overview.recentFailures.find((m) => m.id === mail.id)?.to).toBe("second.applicant@example.in");
    expect((await retryAs("Admin", mail.id)).status).toBe(200);
    const after = (await call(overviewRoute, { path: "/api/admin/mail", headers })).json.mail as typeof overview;
    expect(after.failed).toBe(overview.failed - 1);
    expect(after.recentFailures.find((m) => m.id === mail.id)).toBeUndefined();
  });

  it("is queued again by the admin for a fresh round of tries, audited; only a failed one", async () => {
    const mail = await failedMail();
    const res = await retryAs("Admin", mail.id);
    expect(res.status, res.text).toBe(200);
    expect(await db.mailOutbox.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
      status: "queued",
      attempts: 0,
    });
    const jobs = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'outboxId' = $2`,
      QUEUES.mail,
      mail.id,
    );
    expect(jobs[0].n).toBe(1);
    expect(await db.auditLog.count({ where: { action: "mail.retry", entityId: mail.id } })).toBe(1);
    expect((await retryAs("Admin", mail.id)).status).toBe(409);
    expect((await retryAs("Admin", "no-such-mail")).status).toBe(404);
  });

  it("cannot be retried by other staff roles", async () => {
    const mail = await failedMail();
    expect((await retryAs("GovAdmin", mail.id)).status).toBe(403);
    expect((await retryAs("CompanyAdmin", mail.id)).status).toBe(403);
    expect((await db.mailOutbox.findUniqueOrThrow({ where: { id: mail.id } })).status).toBe("failed");
  });

  it("shows in the gov console's application detail, with the application's other e-mails", async () => {
    const job = await createGovJob();
    const res = await send(submitApplication, applicationRequest(applicationFields(job.id)));
    const app = res.json.application as { id: string };
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    const mail = await failedMail(row.email, `gov:${app.id}`);
    // Mail to the same address about something else (another board's application) is not listed.
    const other = await failedMail(row.email);
    const detail = await govApplicationDetail(app.id);
    expect(detail.mails.map((m) => m.id)).not.toContain(other.id);
    expect(detail.mails[0]).toMatchObject({ id: mail.id, status: "failed", attempts: 5, lastError: "451 busy" });
    expect(detail.mails.some((m) => m.subject.includes("saved"))).toBe(true);
  });
});
