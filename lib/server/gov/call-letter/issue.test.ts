// The call letter: issued by the console for approved applications of a job that names its exam or
// interview, e-mailed as a signed link, downloaded by the applicant after status lookup.
import { describe, expect, it } from "vitest";

import { POST as retryMail } from "@/app/api/admin/mail/[id]/retry/route";
import { GET as download, POST as issue } from "@/app/api/gov/applications/[id]/call-letter/route";
import { PUT as updateJob } from "@/app/api/gov/jobs/[id]/route";
import { POST as resendLetters } from "@/app/api/gov/jobs/[id]/call-letters/route";
import { POST as lookup } from "@/app/api/gov/applications/lookup/route";
import { db } from "@/lib/server/db/client";
import {
  CALL_LETTER_ISSUE_MESSAGES,
  type CallLetterReissue,
  reissueCallLetterBatch,
  reissueQueuedCallLetters,
} from "@/lib/server/gov/call-letter/issue";
import { listGovConsoleJobs } from "@/lib/server/gov/console/jobs";
import { QUEUES, sender } from "@/lib/server/jobs/queue";
import { backgroundSettled } from "@/lib/server/platform/background";
import { anonymiseGovApplication } from "@/lib/server/privacy/anonymise";
import { aMoment, heldOpen } from "@/lib/testing/concurrency";
import { call } from "@/lib/testing/fixtures";
import { applyTo, bearerFor, pay } from "@/lib/testing/gov-console";
import { createGovJob, jobEditBody, jsonRequest } from "@/lib/testing/gov";
import { drainQueue } from "@/lib/testing/jobs";
import { pdfText } from "@/lib/testing/pdf-text";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-console";

const examAt = new Date("2099-12-20T04:30:00Z"); // 10:00 am IST

async function approvedApplication({ withDetails = true } = {}) {
  const job = await createGovJob({ title: "Revenue Karmachari" });
  if (withDetails) {
    await db.govJob.update({
      where: { id: job.id },
      data: {
        callLetterAt: examAt,
        callLetterVenue: "Gandhi Maidan Exam Centre, Patna",
        callLetterInstructions: "Report by 9:00 am.\nBring a black ball-point pen.",
      },
    });
  }
  const app = await applyTo(job.id, { dob: "1998-04-15" });
  await pay(app.id);
  await db.govApplication.update({ where: { id: app.id }, data: { status: "approved" } });
  return { job, app };
}

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

/** The re-issue an edit of `jobId` queued, as the worker will get it. */
async function queuedReissue(jobId: string): Promise<CallLetterReissue> {
  const rows = await db.$queryRaw<{ data: CallLetterReissue }[]>`
    SELECT "data" FROM pgboss.job WHERE "name" = ${QUEUES.reissueCallLetters} AND "state" = 'created'`;
  const found = rows.find((row) => row.data.jobId === jobId);
  if (!found) throw new Error(`no re-issue queued for ${jobId}`);
  return found.data;
}

async function post(id: string, headers: Record<string, string>) {
  const res = await issue(
    new Request(`http://127.0.0.1:3000/api/gov/applications/${id}/call-letter`, {
      method: "POST",
      headers: { host: "127.0.0.1:3000", ...headers },
    }),
    ctx(id),
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const id = /applications\/([^/]+)\/call-letter/.exec(url)![1];
  return download(
    new Request(new URL(url, "http://127.0.0.1:3000"), { headers: { host: "127.0.0.1:3000", ...headers } }),
    ctx(id),
  );
}

/** The job as the console's Edit Job form sends it, with the exam moved or not. */
function jobForm(job: Awaited<ReturnType<typeof createGovJob>>, exam: { at: string; venue: string }) {
  return jobEditBody(job, {
    fee: "500",
    deadline: "2099-01-31",
    description: "Revenue work.",
    callLetterAt: exam.at,
    callLetterVenue: exam.venue,
    callLetterInstructions: "Report by 9:00 am.\nBring a black ball-point pen.",
  });
}

/** The console's Edit Job save (PUT /api/gov/jobs/{id}) of `body`, as `headers`' GovAdmin. */
const editJob = (job: { id: string }, headers: Record<string, string>, body: Record<string, unknown>) =>
  call(updateJob, { method: "PUT", path: `/api/gov/jobs/${job.id}`, params: { id: job.id }, headers, body });

describe("call letters", () => {
  it("are not issued for an exam whose date has passed, nor is an exam set in the past", async () => {
    const { job, app } = await approvedApplication();
    const { headers } = await bearerFor("GovAdmin");
    const past = new Date(Date.now() - 60 * 60 * 1000);
    await db.govJob.update({ where: { id: job.id }, data: { callLetterAt: past } });
    const refused = await post(app.id, headers);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(CALL_LETTER_ISSUE_MESSAGES.examPassed);
    expect(
      await db.mailOutbox.count({ where: { about: `gov:${app.id}`, dedupeKey: { startsWith: "call-letter:" } } }),
    ).toBe(0);

    // The console's form: a past date and time is refused on its field, and nothing changes.
    const edit = await editJob(
      job,
      headers,
      jobForm(job, { at: "2020-01-01T10:00", venue: "Patna College, Ashok Rajpath" }),
    );
    expect(edit.status).toBe(400);
    expect(edit.json.errors).toEqual({ callLetterAt: "The exam or interview must be in the future." });
    expect((await db.govJob.findUniqueOrThrow({ where: { id: job.id } })).callLetterVenue).toBe(
      "Gandhi Maidan Exam Centre, Patna",
    );
  });

  it("are issued again, and e-mailed, when the job's exam changes after they went out; other edits send nothing", async () => {
    const { job, app } = await approvedApplication();
    const { headers } = await bearerFor("GovAdmin");
    expect((await post(app.id, headers)).status).toBe(200);
    const notIssued = await applyTo(job.id, { dob: "1999-01-01" }); // pending: it has no letter
    const edit = (body: ReturnType<typeof jobForm>) => editJob(job, headers, body);
    const letters = () =>
      db.mailOutbox.findMany({ where: { about: `gov:${app.id}`, dedupeKey: { startsWith: "call-letter:" } } });

    // Same exam (the form's IST time for 10:00 am, 20 Dec): nothing is sent.
    const same = await edit(jobForm(job, { at: "2099-12-20T10:00", venue: "Gandhi Maidan Exam Centre, Patna" }));
    expect(same.status, same.text).toBe(200);
    expect(same.json).toMatchObject({ message: "Job updated successfully!", callLettersQueued: 0 });
    expect(await drainQueue(QUEUES.reissueCallLetters)).toEqual([]);
    expect(await letters()).toHaveLength(1);

    const moved = await edit(jobForm(job, { at: "2099-12-27T11:30", venue: "Patna College, Ashok Rajpath" }));
    expect(moved.json).toMatchObject({
      message: "Job updated successfully! The changed call letter is being e-mailed to 1 applicant.",
      callLettersQueued: 1,
    });
    // Sent after the edit, from the queue.
    expect(await letters()).toHaveLength(1);
    expect(await drainQueue(QUEUES.reissueCallLetters)).toMatchObject([{ ok: true, result: { sent: 1 } }]);
    const mails = await letters();
    expect(mails).toHaveLength(2);
    const changed = mails.find((m) => m.subject.startsWith("Changed:"))!;
    expect(changed.subject).toBe(
      `Changed: your call letter for Revenue Karmachari - application ${app.applicationNumber}`,
    );
    expect(changed.text).toContain("has changed");
    expect(changed.text).toContain("27 Dec 2099, 11:30 am IST");
    expect(changed.text).toContain("Venue: Patna College, Ashok Rajpath");
    // Its link opens the letter with the new details.
    const link = /(https?:\/\/\S+\/call-letter\?token=\S+)/.exec(changed.text)![1];
    const text = await pdfText(new Uint8Array(await (await get(link)).arrayBuffer()));
    expect(text).toContain("Patna College, Ashok Rajpath");
    expect(
      await db.mailOutbox.count({ where: { about: `gov:${notIssued.id}`, dedupeKey: { startsWith: "call-letter:" } } }),
    ).toBe(0);
  });

  it("keep their exam: removing its details while letters are out is refused (409), and nothing changes", async () => {
    const { job, app } = await approvedApplication();
    const { headers } = await bearerFor("GovAdmin");
    expect((await post(app.id, headers)).status).toBe(200);
    const cleared = await editJob(job, headers, { ...jobForm(job, { at: "", venue: "" }), callLetterInstructions: "" });
    expect(cleared.status, cleared.text).toBe(409);
    expect(cleared.json.message).toMatch(/^Call letters have been issued for this exam/);
    expect(await db.govJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ callLetterAt: examAt });
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).callLetterIssuedAt).not.toBeNull();
  });

  it("not served when the exam changes (back under review, or a difference due) are marked not issued, to be issued anew", async () => {
    const { job, app } = await approvedApplication();
    const { headers } = await bearerFor("GovAdmin");
    expect((await post(app.id, headers)).status).toBe(200);
    const owing = await applyTo(job.id, { dob: "1999-01-01" });
    await pay(owing.id);
    await db.govApplication.update({ where: { id: owing.id }, data: { status: "approved" } });
    expect((await post(owing.id, headers)).status).toBe(200);
    // After issuing: one application went back under review, the other owes a correction's difference.
    await db.govApplication.update({ where: { id: app.id }, data: { status: "under_review" } });
    await db.govApplication.update({ where: { id: owing.id }, data: { feeDuePaise: 25_000 } });

    const moved = await editJob(
      job,
      headers,
      jobForm(job, { at: "2099-12-27T11:30", venue: "Patna College, Ashok Rajpath" }),
    );
    expect(moved.json).toMatchObject({ callLettersQueued: 0 });
    expect(await drainQueue(QUEUES.reissueCallLetters)).toMatchObject([{ ok: true, result: { sent: 0 } }]);
    const rows = await db.govApplication.findMany({ where: { id: { in: [app.id, owing.id] } } });
    expect(rows.map((r) => r.callLetterIssuedAt)).toEqual([null, null]);

    // Approved again, its letter is issued, and mailed, with the exam as it now is.
    await db.govApplication.update({ where: { id: app.id }, data: { status: "approved" } });
    expect((await post(app.id, headers)).status).toBe(200);
    const latest = await db.mailOutbox.findFirstOrThrow({
      where: { about: `gov:${app.id}`, dedupeKey: { startsWith: "call-letter:" } },
      orderBy: { createdAt: "desc" },
    });
    expect(latest.text).toContain("Venue: Patna College, Ashok Rajpath");
  });

  it("issued while an edit moving the exam is being saved, are mailed with the exam as the edit left it", async () => {
    const { job, app } = await approvedApplication();
    const { headers } = await bearerFor("GovAdmin");
    // An edit of the job's exam, not committed yet.
    const edit = heldOpen((tx) =>
      tx.govJob.update({ where: { id: job.id }, data: { callLetterVenue: "Patna College, Ashok Rajpath" } }),
    );
    await edit.ready;
    const issuing = post(app.id, headers);
    await aMoment();
    edit.commit();
    await edit.done;
    expect((await issuing).status).toBe(200);
    const mail = await db.mailOutbox.findFirstOrThrow({
      where: { about: `gov:${app.id}`, dedupeKey: { startsWith: "call-letter:" } },
    });
    expect(mail.text).toContain("Venue: Patna College, Ashok Rajpath");
  });

  it("are issued, and sent again, after a job edit that holds the job for longer than 5 s (a drive's fee lowered)", async () => {
    const { job, app } = await approvedApplication();
    const { headers } = await bearerFor("GovAdmin");
    const held = async <T>(work: () => Promise<T>) => {
      const edit = heldOpen((tx) => tx.$queryRaw`SELECT "id" FROM "GovJob" WHERE "id" = ${job.id} FOR NO KEY UPDATE`);
      await edit.ready;
      const waiting = work();
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      edit.commit();
      await edit.done;
      return waiting;
    };
    expect((await held(() => post(app.id, headers))).status).toBe(200);
    await editJob(job, headers, jobForm(job, { at: "2099-12-27T11:30", venue: "Patna College" }));
    await db.$executeRaw`DELETE FROM pgboss.job WHERE "name" = ${QUEUES.reissueCallLetters}`;
    const resend = await held(() =>
      call(resendLetters, {
        method: "POST",
        path: `/api/gov/jobs/${job.id}/call-letters`,
        params: { id: job.id },
        headers,
      }),
    );
    expect(resend.status, resend.text).toBe(200);
    expect(await drainQueue(QUEUES.reissueCallLetters)).toMatchObject([{ ok: true, result: { sent: 1 } }]);
  }, 30_000);

  it("are not sent again for an application erased while the re-issue waited for it", async () => {
    const { job, app } = await approvedApplication();
    const { headers } = await bearerFor("GovAdmin");
    expect((await post(app.id, headers)).status).toBe(200);
    const moved = await editJob(job, headers, jobForm(job, { at: "2099-12-27T11:30", venue: "Patna College" }));
    expect(moved.json).toMatchObject({ callLettersQueued: 1 });
    // The erasure holds the application when the re-issue starts: the batch passes over it
    // (PostgreSQL) or waits for it (the embedded database), and finds it erased either way.
    const queued = await queuedReissue(job.id);
    const erasure = heldOpen((tx) => anonymiseGovApplication(tx, app.id));
    await erasure.ready;
    const reissue = reissueQueuedCallLetters(queued, { pollMs: 20 });
    await aMoment();
    erasure.commit();
    await erasure.done;
    expect(await reissue).toEqual({ sent: 0 });
    // Run by the worker, the queued job finds nothing left either.
    expect(await drainQueue(QUEUES.reissueCallLetters)).toMatchObject([{ ok: true, result: { sent: 0 } }]);
    // The erasure took the first letter's mail with the rest; nothing went out after it.
    const mails = await db.mailOutbox.findMany({ where: { dedupeKey: { startsWith: `call-letter:${app.id}:` } } });
    expect(mails.map((m) => m.to)).toEqual([]);
  });

  it("whose mail failed are not sent again once the exam moved: the re-issue mails the new details, and that one may be", async () => {
    const { job, app } = await approvedApplication();
    const { headers } = await bearerFor("GovAdmin");
    const admin = await bearerFor("Admin");
    expect((await post(app.id, headers)).status).toBe(200);
    const letters = () =>
      db.mailOutbox.findMany({
        where: { about: `gov:${app.id}`, dedupeKey: { startsWith: "call-letter:" } },
        orderBy: { createdAt: "asc" },
      });
    // The admin's Retry of a letter whose mail failed (the mail server was down).
    const failThenRetry = async (id: string) => {
      await db.mailOutbox.update({ where: { id }, data: { status: "failed", attempts: 5, lastError: "451 busy" } });
      return call(retryMail, {
        method: "POST",
        path: `/api/admin/mail/${id}/retry`,
        params: { id },
        headers: admin.headers,
      });
    };
    const [first] = await letters();
    expect(first.text).toContain("Venue: Gandhi Maidan Exam Centre, Patna");

    const moved = await editJob(job, headers, jobForm(job, { at: "2099-12-27T11:30", venue: "Patna College" }));
    expect(moved.json).toMatchObject({ callLettersQueued: 1 });
    // The re-issue is queued, not run yet: the letter out is still the old one, and its mail names
    // the old venue. Retried now, it would send the applicant to Gandhi Maidan.
    const meanwhile = await failThenRetry(first.id);
    expect([meanwhile.status, meanwhile.json.message]).toEqual([
      409,
      "The exam's date, venue or instructions have changed since this call letter was written, and the applicant is to get a new letter with them (the government console's Jobs tab shows whether it is being sent, and offers Re-send letters if that stopped). Sending this one again would give them out-of-date details.",
    ]);
    expect((await db.mailOutbox.findUniqueOrThrow({ where: { id: first.id } })).status).toBe("failed");

    expect(await drainQueue(QUEUES.reissueCallLetters)).toMatchObject([{ ok: true, result: { sent: 1 } }]);
    const [, second] = await letters();
    expect(second.text).toContain("Venue: Patna College");
    expect((await failThenRetry(second.id)).status).toBe(200);
    expect((await db.mailOutbox.findUniqueOrThrow({ where: { id: second.id } })).status).toBe("queued");
    expect((await failThenRetry(first.id)).status).toBe(409);

    // Once the exam is over, the letter out is not sent again either.
    await db.govJob.update({ where: { id: job.id }, data: { callLetterAt: new Date(Date.now() - 60_000) } });
    const over = await failThenRetry(second.id);
    expect([over.status, over.json.message]).toEqual([
      409,
      "The exam or interview this call letter is for has already taken place, so sending it again would not help.",
    ]);
    expect((await db.mailOutbox.findUniqueOrThrow({ where: { id: second.id } })).status).toBe("failed");
  });

  it("that a re-issue gave up on stay on the job's list, and go out when staff send them again", async () => {
    const { job, app } = await approvedApplication();
    const { headers } = await bearerFor("GovAdmin");
    expect((await post(app.id, headers)).status).toBe(200);
    const moved = await editJob(job, headers, jobForm(job, { at: "2099-12-27T11:30", venue: "Patna College" }));
    expect(moved.json).toMatchObject({
      callLettersQueued: 1,
      job: { callLettersToResend: 1, callLettersReissuing: true },
    });
    const listed = async () => (await listGovConsoleJobs()).find((j) => j.id === job.id)!;
    const toResend = async () => (await listed()).callLettersToResend;
    // While its re-issue waits on the queue, the letter is on its way.
    expect(await listed()).toMatchObject({ callLettersToResend: 1, callLettersReissuing: true });
    // Waiting to try again after a failure (for up to hours), it is not: staff may send it now.
    await db.$executeRaw`UPDATE pgboss.job SET state = 'retry' WHERE "name" = ${QUEUES.reissueCallLetters}`;
    expect(await listed()).toMatchObject({ callLettersToResend: 1, callLettersReissuing: false });
    // The re-issue gave up (its tries spent): nothing more comes from the queue, and the job still
    // says its letter names the old exam.
    await db.$executeRaw`DELETE FROM pgboss.job WHERE "name" = ${QUEUES.reissueCallLetters}`;
    expect(await listed()).toMatchObject({ callLettersToResend: 1, callLettersReissuing: false });
    const changedMails = () =>
      db.mailOutbox.findMany({ where: { about: `gov:${app.id}`, subject: { startsWith: "Changed:" } } });
    expect(await changedMails()).toEqual([]);

    const resend = (id = job.id) =>
      call(resendLetters, { method: "POST", path: `/api/gov/jobs/${id}/call-letters`, params: { id }, headers });
    const first = await resend();
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({
      message: "The changed call letter is being e-mailed to 1 applicant.",
      callLettersQueued: 1,
    });
    expect(await listed()).toMatchObject({ callLettersToResend: 1, callLettersReissuing: true });
    expect(await drainQueue(QUEUES.reissueCallLetters)).toMatchObject([{ ok: true, result: { sent: 1 } }]);
    const mails = await changedMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Venue: Patna College");
    expect(await toResend()).toBe(0);
    expect(await db.auditLog.count({ where: { action: "gov.job.call_letters_resend", entityId: job.id } })).toBe(1);

    // Nothing left: refused, and nothing queued.
    const again = await resend();
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(GOV_ADMIN_MESSAGES.nothingToResend);
    expect(await drainQueue(QUEUES.reissueCallLetters)).toEqual([]);
    expect((await resend("no-such-job")).status).toBe(404);
  });

  it("still list on the job when the queue cannot be asked whether a re-issue is running: as not being re-sent", async () => {
    const { job, app } = await approvedApplication();
    const { headers } = await bearerFor("GovAdmin");
    expect((await post(app.id, headers)).status).toBe(200);
    await editJob(job, headers, jobForm(job, { at: "2099-12-27T11:30", venue: "Patna College" }));
    // The queue's table cannot be read (here: moved aside for a moment).
    await db.$executeRawUnsafe(`ALTER TABLE pgboss.job RENAME TO job_away`);
    try {
      const listed = (await listGovConsoleJobs()).find((j) => j.id === job.id)!;
      expect(listed).toMatchObject({ callLettersToResend: 1, callLettersReissuing: false });
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE pgboss.job_away RENAME TO job`);
    }
    expect(await drainQueue(QUEUES.reissueCallLetters)).toMatchObject([{ ok: true, result: { sent: 1 } }]);
  });

  it("are not sent again once the exam they would name has passed: not listed, Re-send refused, a queued re-issue stops", async () => {
    const { job, app } = await approvedApplication();
    const { headers } = await bearerFor("GovAdmin");
    expect((await post(app.id, headers)).status).toBe(200);
    await editJob(job, headers, jobForm(job, { at: "2099-12-27T11:30", venue: "Patna College" }));
    await queuedReissue(job.id);
    const toResend = async () => (await listGovConsoleJobs()).find((j) => j.id === job.id)!.callLettersToResend;
    expect(await toResend()).toBe(1);

    // The re-issue kept failing until the new exam was over (a minute ago).
    await db.govJob.update({ where: { id: job.id }, data: { callLetterAt: new Date(Date.now() - 60_000) } });
    expect(await toResend()).toBe(0);
    const resend = await call(resendLetters, {
      method: "POST",
      path: `/api/gov/jobs/${job.id}/call-letters`,
      params: { id: job.id },
      headers,
    });
    expect(resend.status).toBe(409);
    expect(resend.json.message).toBe(CALL_LETTER_ISSUE_MESSAGES.examPassed);
    expect(await db.auditLog.count({ where: { action: "gov.job.call_letters_resend", entityId: job.id } })).toBe(0);

    // Its next try stops without mailing, and the letter the applicant holds stays issued.
    expect(await drainQueue(QUEUES.reissueCallLetters)).toMatchObject([{ ok: true, result: { sent: 0 } }]);
    expect(await db.mailOutbox.count({ where: { about: `gov:${app.id}`, subject: { startsWith: "Changed:" } } })).toBe(
      0,
    );
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).callLetterIssuedAt).not.toBeNull();
  });

  it("go out again for a whole drive in batches after the edit, which touches none of the applications", async () => {
    const job = await createGovJob({ title: "Revenue Karmachari" });
    await db.govJob.update({
      where: { id: job.id },
      data: { callLetterAt: examAt, callLetterVenue: "Gandhi Maidan", callLetterInstructions: "Bring a pen." },
    });
    const { headers } = await bearerFor("GovAdmin");
    const apps: { id: string }[] = [];
    for (const dob of ["1990-01-01", "1991-02-02", "1992-03-03", "1993-04-04", "1994-05-05"]) {
      const app = await applyTo(job.id, { dob });
      await pay(app.id);
      await db.govApplication.update({ where: { id: app.id }, data: { status: "approved" } });
      expect((await post(app.id, headers)).status).toBe(200);
      apps.push(app);
    }
    // A payment or a decision holding one application does not hold the edit up (PostgreSQL; the
    // embedded database runs one transaction at a time).
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    const decision = onPostgres
      ? heldOpen((tx) => tx.$queryRaw`SELECT "id" FROM "GovApplication" WHERE "id" = ${apps[2].id} FOR UPDATE`)
      : null;
    await decision?.ready;
    const moved = await editJob(job, headers, jobForm(job, { at: "2099-12-27T11:30", venue: "Patna College" }));
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ callLettersQueued: 5, job: { callLettersToResend: 5 } });
    decision?.commit();
    await decision?.done;
    const changedMails = () =>
      db.mailOutbox.findMany({
        where: { about: { in: apps.map((a) => `gov:${a.id}`) }, subject: { startsWith: "Changed:" } },
      });
    expect(await changedMails()).toEqual([]);

    // Two letters a transaction: three batches, every applicant mailed once with the new exam.
    const queued = await queuedReissue(job.id);
    await sender();
    // The console's job list says how many letters still name the old exam, batch by batch.
    const toResend = async () => (await listGovConsoleJobs()).find((j) => j.id === job.id)!.callLettersToResend;
    const batches: number[] = [];
    const left = [await toResend()];
    for (;;) {
      const { taken } = await db.$transaction((tx) => reissueCallLetterBatch(tx, job.id, new Date(queued.before), 2));
      if (!taken) break;
      batches.push(taken);
      left.push(await toResend());
    }
    expect(batches).toEqual([2, 2, 1]);
    expect(left).toEqual([5, 3, 1, 0]);
    const changed = await changedMails();
    expect(changed.map((m) => m.about).sort()).toEqual(apps.map((a) => `gov:${a.id}`).sort());
    expect(changed.every((m) => m.text.includes("Venue: Patna College"))).toBe(true);
    // The queued job finds nothing left to send.
    expect(await drainQueue(QUEUES.reissueCallLetters)).toMatchObject([{ ok: true, result: { sent: 0 } }]);
  });

  it("are issued for an approved application, e-mailed as a link, and download as the letter", async () => {
    const { app } = await approvedApplication();
    const { headers, user } = await bearerFor("GovAdmin");
    const res = await post(app.id, headers);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(CALL_LETTER_ISSUE_MESSAGES.issued);
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row.callLetterIssuedAt).not.toBeNull();
    expect(
      await db.auditLog.count({ where: { action: "gov.application.call_letter", entityId: app.id, actorId: user.id } }),
    ).toBe(1);

    // Recorded with the letter, in its transaction (nothing left to run in the background), once.
    const mail = await db.mailOutbox.findFirstOrThrow({
      where: { subject: { contains: app.applicationNumber }, text: { contains: "call letter" } },
    });
    expect(mail.dedupeKey).toBe(`call-letter:${app.id}:${row.callLetterIssuedAt!.getTime()}`);
    expect(mail.text).toContain("Gandhi Maidan Exam Centre, Patna");
    expect(mail.text).toContain("20 Dec 2099, 10:00 am IST");
    const link = /(https?:\/\/\S+\/call-letter\?token=\S+)/.exec(mail.text)![1];

    const pdf = await get(link);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const value of [
      app.applicationNumber,
      "Sita Kumari",
      "Revenue Karmachari",
      "Gandhi Maidan Exam Centre, Patna",
      "20 Dec 2099, 10:00 am IST",
      "Bring a black ball-point pen.",
      "Bring this call letter, printed",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toMatch(/open https?:\/\/[^/\s]+\/gov-career\/status and enter/);
  });

  it("are e-mailed in Hindi to an applicant who applied in Hindi", async () => {
    const { app } = await approvedApplication();
    await db.govApplication.update({ where: { id: app.id }, data: { locale: "hi" } });
    const { headers } = await bearerFor("GovAdmin");
    expect((await post(app.id, headers)).status).toBe(200);
    await backgroundSettled();
    const mail = await db.mailOutbox.findFirstOrThrow({
      where: { subject: { contains: app.applicationNumber }, text: { contains: "call-letter?token=" } },
    });
    expect(mail.subject).toBe(`Revenue Karmachari का कॉल लेटर - आवेदन ${app.applicationNumber}`);
    expect(mail.text).toContain("स्वीकृत हो गया है, और आपको इंटरव्यू या परीक्षा के लिए बुलाया गया है:");
    expect(mail.text).toContain("स्थान: Gandhi Maidan Exam Centre, Patna");
    expect(mail.text).toContain("तारीख और समय: 20 दिसंबर 2099 को सुबह 10:00 बजे (IST)");
    expect(mail.text).toContain("अपना कॉल लेटर (PDF) डाउनलोड करके प्रिंट करें:");
    expect(mail.text).toMatch(/call-letter\?token=\S+/);

    // The letter itself is in Hindi too, its check pointing at the Hindi status page. (Words without
    // a vowel sign drawn before its consonant come back out of the PDF as written.)
    const link = /(https?:\/\/\S+\/call-letter\?token=\S+)/.exec(mail.text)![1];
    const text = await pdfText(new Uint8Array(await (await get(link)).arrayBuffer()));
    for (const words of [
      "कॉल लेटर: इंटरव्यू / परीक्षा",
      `आवेदन नंबर   ${app.applicationNumber}`,
      "उम्मीदवार",
      "15 अप्रैल 1998",
      "UR / सामान्य",
      "Gandhi Maidan Exam Centre, Patna",
      "Bring a black ball-point pen.", // the console's instructions, as entered
      "/hi/gov-career/status",
      "पेज 1 / 1",
    ]) {
      expect(text).toContain(words);
    }
    // "दिसंबर" starts with such a sign: the time around it.
    expect(text).toMatch(/तारीख और समय\s+20 \S+ 2099 को सुबह 10:00 बजे \(IST\)/);
    for (const english of ["Call Letter", "Candidate", "Date of Birth", "Bring this call letter", " IST", "Page 1"]) {
      expect(text).not.toContain(english);
    }
  });

  it("are refused before approval and before the job names its exam, and a changed link is refused", async () => {
    const { headers } = await bearerFor("GovAdmin");
    const { app } = await approvedApplication({ withDetails: false });
    expect(await post(app.id, headers)).toMatchObject({
      status: 409,
      json: { message: CALL_LETTER_ISSUE_MESSAGES.noDetails },
    });
    const other = await approvedApplication();
    await db.govApplication.update({ where: { id: other.app.id }, data: { status: "shortlisted" } });
    expect(await post(other.app.id, headers)).toMatchObject({
      status: 409,
      json: { message: CALL_LETTER_ISSUE_MESSAGES.notApproved },
    });
    const forgedLink = `/api/gov/applications/${other.app.id}/call-letter?token=9999999999.forged`;
    const forged = await get(forgedLink);
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toBe(CALL_LETTER_ISSUE_MESSAGES.badLink);
    // The applicant's answer is in the language their browser asks for.
    const forgedHindi = await get(forgedLink, { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(forgedHindi.status).toBe(401);
    expect(((await forgedHindi.json()) as { message: string }).message).toBe(
      "यह कॉल लेटर लिंक गलत है या इसकी अवधि खत्म हो चुकी है। नया लिंक पाने के लिए अपने आवेदन की स्थिति देखें।",
    );
    // Approved by mistake before the fee was paid: no call letter.
    const unpaidJob = await createGovJob();
    await db.govJob.update({
      where: { id: unpaidJob.id },
      data: { callLetterAt: examAt, callLetterVenue: "Patna", callLetterInstructions: "Come early." },
    });
    const unpaid = await applyTo(unpaidJob.id);
    await db.govApplication.update({ where: { id: unpaid.id }, data: { status: "approved" } });
    expect(await post(unpaid.id, headers)).toMatchObject({
      status: 409,
      json: { message: CALL_LETTER_ISSUE_MESSAGES.notPaid },
    });
    // Paid, then a correction raised the fee (or an exempt one was corrected to a category with a
    // fee): no call letter until the difference is paid.
    const owing = await approvedApplication();
    await db.govApplication.update({ where: { id: owing.app.id }, data: { feeDuePaise: 25_000 } });
    expect(await post(owing.app.id, headers)).toMatchObject({
      status: 409,
      json: { message: CALL_LETTER_ISSUE_MESSAGES.differenceDue },
    });
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: owing.app.id } })).callLetterIssuedAt).toBeNull();
    await db.govApplication.update({ where: { id: owing.app.id }, data: { feeDuePaise: 0 } });
    expect((await post(owing.app.id, headers)).status).toBe(200);
    const employee = await bearerFor("Employee");
    expect((await post(other.app.id, employee.headers)).status).toBe(403);
  });

  it("are held back, link and download, while a correction made after issuing leaves a difference unpaid", async () => {
    const { app } = await approvedApplication();
    const { headers } = await bearerFor("GovAdmin");
    expect((await post(app.id, headers)).status).toBe(200);
    const ask = async () => {
      const res = await lookup(
        jsonRequest("/api/gov/applications/lookup", { applicationNumber: app.applicationNumber, dob: "1998-04-15" }),
        ctx(""),
      );
      return ((await res.json()) as { application: { callLetterUrl: string | null } }).application;
    };
    const { callLetterUrl } = await ask();
    expect(callLetterUrl).toMatch(/\/call-letter\?token=/);

    // A correction raised the fee: the difference is due, as it would be before issuing.
    await db.govApplication.update({ where: { id: app.id }, data: { feeDuePaise: 25_000 } });
    expect((await ask()).callLetterUrl).toBeNull();
    const held = await get(callLetterUrl!);
    expect(held.status).toBe(409);
    expect(((await held.json()) as { message: string }).message).toBe(CALL_LETTER_ISSUE_MESSAGES.differenceUnpaid);
    const heldHindi = await get(callLetterUrl!, { "accept-language": "hi" });
    expect(heldHindi.status).toBe(409);
    expect(((await heldHindi.json()) as { message: string }).message).toBe(
      "सुधार के बाद इस आवेदन का शुल्क बढ़ गया है: अंतर जमा होने के बाद ही कॉल लेटर डाउनलोड किया जा सकता है। इसे जमा करने के लिए अपने आवेदन की स्थिति देखें।",
    );
    // The console's copy is held back too: issuing would be refused just the same.
    const staffCopy = await download(
      new Request(`http://127.0.0.1:3000/api/gov/applications/${app.id}/call-letter`, {
        headers: { host: "127.0.0.1:3000", ...headers },
      }),
      ctx(app.id),
    );
    expect(staffCopy.status).toBe(409);

    // Paid: the same link works again.
    await db.govApplication.update({ where: { id: app.id }, data: { feeDuePaise: 0 } });
    expect((await ask()).callLetterUrl).toMatch(/\/call-letter\?token=/);
    expect((await get(callLetterUrl!)).status).toBe(200);
  });

  it("opened in a browser and refused, lead to the page that says why, in the language of the application", async () => {
    const { app } = await approvedApplication();
    await db.govApplication.update({ where: { id: app.id }, data: { locale: "hi" } });
    expect((await post(app.id, (await bearerFor("GovAdmin")).headers)).status).toBe(200);
    const mail = await db.mailOutbox.findFirstOrThrow({
      where: { about: `gov:${app.id}`, dedupeKey: { startsWith: "call-letter:" } },
    });
    const link = /(https?:\/\/\S+\/call-letter\?token=\S+)/.exec(mail.text)![1];
    // A phone whose browser asks for English, as most in India do.
    const browser = { "sec-fetch-dest": "document", "accept-language": "en-IN,en;q=0.9" };
    expect((await get(link, browser)).status).toBe(200);

    await db.govApplication.update({ where: { id: app.id }, data: { feeDuePaise: 25_000 } });
    const owing = await get(link, browser);
    expect(owing.status).toBe(303);
    expect(owing.headers.get("location")).toBe("/hi/gov-career/call-letter?reason=difference-unpaid");

    await db.govApplication.update({ where: { id: app.id }, data: { feeDuePaise: 0, status: "shortlisted" } });
    expect((await get(link, browser)).headers.get("location")).toBe("/hi/gov-career/call-letter?reason=not-issued");
    // An old browser without Sec-Fetch headers, which asks for a page first.
    const expired = await get(`/api/gov/applications/${app.id}/call-letter?token=1.forged`, {
      accept: "text/html,application/xhtml+xml",
    });
    expect(expired.headers.get("location")).toBe("/hi/gov-career/call-letter?reason=link");
    // A script's download (the status page's) still gets the JSON refusal.
    const fetched = await get(link, { "sec-fetch-dest": "empty" });
    expect(fetched.status).toBe(404);
    expect(((await fetched.json()) as { message: string }).message).toBe(CALL_LETTER_ISSUE_MESSAGES.notIssued);
    // An application that is gone: the browser's language.
    const unknown = await get(`/api/gov/applications/unknown-id/call-letter?token=1.forged`, {
      ...browser,
      "accept-language": "hi",
    });
    expect(unknown.headers.get("location")).toBe("/hi/gov-career/call-letter?reason=link");
  });

  it("reach the applicant's status lookup once issued, and stop when the application is no longer approved", async () => {
    const { app } = await approvedApplication();
    const ask = async () => {
      const res = await lookup(
        jsonRequest("/api/gov/applications/lookup", { applicationNumber: app.applicationNumber, dob: "1998-04-15" }),
        ctx(""),
      );
      return ((await res.json()) as { application: { callLetterUrl: string | null } }).application;
    };
    expect((await ask()).callLetterUrl).toBeNull();
    await post(app.id, (await bearerFor("GovAdmin")).headers);
    const { callLetterUrl } = await ask();
    expect(callLetterUrl).toMatch(/\/call-letter\?token=/);
    expect((await get(callLetterUrl!)).status).toBe(200);

    await db.govApplication.update({ where: { id: app.id }, data: { status: "rejected" } });
    expect((await ask()).callLetterUrl).toBeNull();
    const withdrawn = await get(callLetterUrl!);
    expect(withdrawn.status).toBe(404);
    expect(((await withdrawn.json()) as { message: string }).message).toBe(CALL_LETTER_ISSUE_MESSAGES.notIssued);
    const withdrawnHindi = await get(callLetterUrl!, { "accept-language": "hi" });
    expect(withdrawnHindi.status).toBe(404);
    expect(((await withdrawnHindi.json()) as { message: string }).message).toBe(
      "इस आवेदन के लिए कोई कॉल लेटर जारी नहीं हुआ है।",
    );
  });
});
