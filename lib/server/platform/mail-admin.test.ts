// Failed mail is visible and can be sent again: the admin's overview, POST /api/admin/mail/{id}/retry,
// and the applicant's e-mails in the consoles' application detail.
import { describe, expect, it } from "vitest";

import { POST as retry } from "@/app/api/admin/mail/[id]/retry/route";
import { GET as overviewRoute } from "@/app/api/admin/mail/route";
import { db } from "@/lib/server/db/client";
import { govApplicationDetail } from "@/lib/server/gov/console/applications";
import { QUEUES } from "@/lib/server/jobs/queue";
import { mailOverview } from "@/lib/server/platform/mail-admin";
import { call, createUser } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, send } from "@/lib/testing/gov";
import { applyTo, bearerFor, pay } from "@/lib/testing/gov-console";
import { makeApplication, makeInterview, makeJob } from "@/lib/testing/company-console";
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

/** A failed credential mail: a sign-in code's (otp:<code id>) or a password link's (password-token:<link id>). */
const failedCredential = (to: string, dedupeKey: string) =>
  db.mailOutbox.create({
    data: { to, subject: "Your code", text: "x", status: "failed", attempts: 5, lastError: "451 busy", dedupeKey },
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

  it("is not sent again when it is a sign-in code or password link that no longer works: ask for a new one", async () => {
    const hour = 60 * 60_000;
    const code = (email: string, expiresAt: Date) =>
      db.applicantOtp.create({ data: { email, codeHash: "h", expiresAt }, select: { id: true } });
    const expiredCode = await failedCredential(
      "late.code@example.in",
      `otp:${(await code("late.code@example.in", new Date(Date.now() - hour))).id}`,
    );
    const user = await createUser({ role: "Employee" });
    const link = (usedAt: Date | null) =>
      db.passwordResetToken.create({
        data: {
          userId: user.id,
          tokenHash: `hash-${Math.random()}`,
          purpose: "invite",
          usedAt,
          expiresAt: new Date(Date.now() + 24 * hour),
        },
        select: { id: true },
      });
    const usedLink = await failedCredential(user.email, `password-token:${(await link(new Date())).id}`);

    const codeAnswer = await retryAs("Admin", expiredCode.id);
    expect(codeAnswer.status).toBe(409);
    expect(codeAnswer.json.message).toMatch(/sign-in code has expired.*ask for a new code/);
    const linkAnswer = await retryAs("Admin", usedLink.id);
    expect(linkAnswer.status).toBe(409);
    expect(linkAnswer.json.message).toMatch(/password link has expired or been used.*ask for a new link/);
    for (const mail of [expiredCode, usedLink]) {
      expect((await db.mailOutbox.findUniqueOrThrow({ where: { id: mail.id } })).status).toBe("failed");
      const jobs = await db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'outboxId' = $2`,
        QUEUES.mail,
        mail.id,
      );
      expect(jobs[0].n).toBe(0);
    }

    // A code still valid, and a link still open, go out again.
    const liveCode = await failedCredential(
      "fresh.code@example.in",
      `otp:${(await code("fresh.code@example.in", new Date(Date.now() + 5 * 60_000))).id}`,
    );
    const openLink = await failedCredential(user.email, `password-token:${(await link(null)).id}`);
    // A valid code that a newer one replaced: only the newest signs in.
    const replaced = await code("two.codes@example.in", new Date(Date.now() + 5 * 60_000));
    await db.applicantOtp.create({
      data: {
        email: "two.codes@example.in",
        codeHash: "h2",
        expiresAt: new Date(Date.now() + 9 * 60_000),
        createdAt: new Date(Date.now() + 1_000),
      },
    });
    const replacedCode = await failedCredential("two.codes@example.in", `otp:${replaced.id}`);
    expect((await retryAs("Admin", replacedCode.id)).status).toBe(409);
    expect((await retryAs("Admin", liveCode.id)).status).toBe(200);
    expect((await retryAs("Admin", openLink.id)).status).toBe(200);
  });

  it("is not sent again once a later message about the same interview or decision has overtaken it", async () => {
    const job = await makeJob();
    const app = await makeApplication(job.id);
    const interview = await makeInterview(app.id);
    const failed = (dedupeKey: string) =>
      db.mailOutbox.create({
        data: {
          to: app.email,
          subject: "x",
          text: "x",
          status: "failed",
          attempts: 5,
          lastError: "451 busy",
          dedupeKey,
        },
      });
    // The invite (SEQUENCE 0) failed; the round was moved since (SEQUENCE 1).
    const invite = await failed(`interview:${interview.id}:0`);
    await db.interview.update({ where: { id: interview.id }, data: { sequence: 1 } });
    const stale = await retryAs("Admin", invite.id);
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/^This interview has changed since/);
    // The update (SEQUENCE 1) is the current one: it goes again.
    expect((await retryAs("Admin", (await failed(`interview:${interview.id}:1`)).id)).status).toBe(200);

    // "Shortlisted" failed, then "Rejected" was decided: the first is not sent again, the second is.
    const change = (status: string) =>
      db.applicationStatusChange.create({
        data: { companyApplicationId: app.id, status, actor: "staff" },
        select: { id: true },
      });
    const shortlisted = await failed(`status-change:${(await change("shortlisted")).id}`);
    const rejected = await failed(`status-change:${(await change("rejected")).id}`);
    const old = await retryAs("Admin", shortlisted.id);
    expect([old.status, old.json.message]).toEqual([
      409,
      "The application's status has changed since this e-mail was written. Sending it again would tell the applicant a status that is no longer theirs.",
    ]);
    expect((await db.mailOutbox.findUniqueOrThrow({ where: { id: shortlisted.id } })).status).toBe("failed");
    expect((await retryAs("Admin", rejected.id)).status).toBe(200);
  });

  it("is not sent again once a government call letter was issued again or taken back, or the fee it asks for was paid", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    // The mail as it failed: the row the app wrote under that key (the "saved" mail), or a new one.
    const failed = async (about: string, dedupeKey: string) => {
      const failure = { status: "failed", attempts: 5, lastError: "451 busy" } as const;
      const row = await db.mailOutbox.findFirst({ where: { dedupeKey } });
      if (row) return db.mailOutbox.update({ where: { id: row.id }, data: failure });
      return db.mailOutbox.create({
        data: { to: "sita@example.in", about, subject: "x", text: "x", dedupeKey, ...failure },
      });
    };

    // The "saved, pay ₹500 by the last date" mail failed; it goes again while the fee is due, not once it is paid.
    const unpaid = await applyTo(job.id);
    const due = await failed(`gov:${unpaid.id}`, `gov-saved:${unpaid.id}:50000`);
    expect((await retryAs("Admin", due.id)).status).toBe(200);
    const paid = await applyTo(job.id);
    const settled = await failed(`gov:${paid.id}`, `gov-saved:${paid.id}:50000`);
    expect((await pay(paid.id)).outcome).toBe("paid");
    const refused = await retryAs("Admin", settled.id);
    expect([refused.status, refused.json.message]).toEqual([
      409,
      "This application's fee has been paid or changed since this e-mail was written. Sending it again would ask the applicant for a fee that is no longer due.",
    ]);

    // The call letter issued at T1 failed; it was issued again at T2 (the exam moved): only T2's goes again.
    const first = new Date("2099-01-01T04:30:00Z");
    const second = new Date("2099-01-02T04:30:00Z");
    await db.govApplication.update({ where: { id: paid.id }, data: { callLetterIssuedAt: second } });
    const old = await failed(`gov:${paid.id}`, `call-letter:${paid.id}:${first.getTime()}`);
    const current = await failed(`gov:${paid.id}`, `call-letter:${paid.id}:${second.getTime()}`);
    const stale = await retryAs("Admin", old.id);
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/^This call letter has been issued again since/);
    expect((await db.mailOutbox.findUniqueOrThrow({ where: { id: old.id } })).status).toBe("failed");
    // Taken back (a correction put the application under review again): not even the latest goes.
    await db.govApplication.update({ where: { id: paid.id }, data: { callLetterIssuedAt: null } });
    expect((await retryAs("Admin", current.id)).status).toBe(409);
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
