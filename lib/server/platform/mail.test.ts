import net from "node:net";

import { afterEach, describe, expect, it, vi } from "vitest";

import { resetEnv } from "@/lib/env";
import { requestCode } from "@/lib/server/applicant/otp";
import { issuePasswordToken } from "@/lib/server/auth/password-reset";
import { db } from "@/lib/server/db/client";
import { backgroundSettled } from "@/lib/server/platform/background";
import { QUEUES, sender } from "@/lib/server/jobs/queue";
import {
  CLAIM_LEASE_MS,
  deliverMail,
  MailRetry,
  requeueKeptMail,
  sendMail,
  SMTP_TIMEOUTS,
  STALE_CREDENTIAL,
} from "@/lib/server/platform/mail";
import { makeApplication, makeJob } from "@/lib/testing/company-console";
import { startFakeSmtp } from "@/lib/testing/fake-smtp";
import { createUser } from "@/lib/testing/fixtures";
import { mailAttachments } from "@/lib/testing/mime";

afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_REPLY_TO;
  resetEnv();
});

/** The delivery jobs of one outbox row still to run (created, waiting for a retry, or running). */
async function liveJobs(outboxId: string): Promise<number> {
  const rows = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'outboxId' = $2 AND state < 'completed'`,
    QUEUES.mail,
    outboxId,
  );
  return rows[0].n;
}

/** A port nobody listens on: grab a free one and close it. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

describe("sendMail and deliverMail", () => {
  it("records the message and its delivery job in one go, and keeps it queued without SMTP", async () => {
    const result = await sendMail({ to: "applicant@example.in", subject: "Application received", text: "Thank you" });
    expect(result.status).toBe("queued");
    const row = await db.mailOutbox.findUniqueOrThrow({ where: { id: result.id } });
    expect(row).toMatchObject({ to: "applicant@example.in", subject: "Application received", status: "queued" });
    const jobs = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.deliver' AND data->>'outboxId' = $1`,
      result.id,
    );
    expect(jobs[0].n).toBe(1);
    expect(await deliverMail(result.id)).toBe("kept");
    expect(await db.mailOutbox.findUniqueOrThrow({ where: { id: result.id } })).toMatchObject({ status: "queued" });
  });

  it("delivers through SMTP_URL and marks the outbox row sent, once", async () => {
    const smtp = await startFakeSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      const result = await sendMail({ to: "applicant@example.in", subject: "Application received", text: "Thank you" });
      const [a, b] = await Promise.all([deliverMail(result.id), deliverMail(result.id)]);
      expect([a, b].sort()).toEqual(["sent", "skipped"]);
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0].data).toMatch(/^Subject: Application received$/m);
      expect(smtp.mails[0].data).toMatch(/^To: applicant@example\.in$/m);
      const row = await db.mailOutbox.findUniqueOrThrow({ where: { id: result.id } });
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
      expect(await deliverMail(result.id)).toBe("skipped");
    } finally {
      await smtp.close();
    }
  });

  it("a mail the server took is not sent again when recording it fails: the job does not fail", async () => {
    const smtp = await startFakeSmtp();
    const update = db.mailOutbox.updateMany.bind(db.mailOutbox);
    const spy = vi
      .spyOn(db.mailOutbox, "updateMany")
      .mockImplementation(((args: { data: { status?: string } }) =>
        args.data.status === "sent"
          ? Promise.reject(new Error("Connection terminated unexpectedly"))
          : update(args as never)) as never);
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      const result = await sendMail({ to: "once@example.in", subject: "Only once", text: "Thank you" });
      expect(await deliverMail(result.id)).toBe("sent");
      expect(smtp.mails).toHaveLength(1);
      // Recorded as tried, so nothing queues it again; a later try of the same job finds it taken.
      expect(await db.mailOutbox.findUniqueOrThrow({ where: { id: result.id } })).toMatchObject({ attempts: 1 });
    } finally {
      spy.mockRestore();
      await smtp.close();
    }
  });

  it("queues kept mail again, but not an expired sign-in code or a dead password link", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:2525";
    resetEnv();
    const user = await createUser({ role: "Employee" });
    const live = await db.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash: "live-hash",
        purpose: "invite",
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    const old = new Date(Date.now() - 60 * 60_000);
    const kept = (dedupeKey: string | null, subject: string) =>
      db.mailOutbox.create({ data: { to: "kept@example.in", subject, text: "x", dedupeKey, createdAt: old } });
    await kept(null, "Plain");
    await kept(`password-token:${live.id}`, "Invitation");
    await kept("password-token:no-such-token", "Dead link");
    await kept("otp:no-such-code", "Old code");
    expect(await requeueKeptMail()).toBe(2);
    const queued = await db.$queryRawUnsafe<{ subject: string }[]>(
      `SELECT o.subject FROM pgboss.job j JOIN "MailOutbox" o ON o.id = j.data->>'outboxId'
       WHERE j.name = 'mail.deliver' AND o."to" = 'kept@example.in'`,
    );
    expect(queued.map((q) => q.subject).sort()).toEqual(["Invitation", "Plain"]);
  });

  it("keeps attachments in the outbox and sends them as MIME parts with their type and name", async () => {
    const smtp = await startFakeSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      const attachments = [
        {
          filename: "invite.ics",
          contentType: "text/calendar; method=REQUEST; charset=UTF-8",
          content: "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n",
        },
      ];
      const result = await sendMail({ to: "candidate@example.in", subject: "Interview", text: "See you", attachments });
      expect((await db.mailOutbox.findUniqueOrThrow({ where: { id: result.id } })).attachments).toEqual(attachments);
      expect(await deliverMail(result.id)).toBe("sent");
      expect(mailAttachments(smtp.mails[0].data)).toEqual([
        { ...attachments[0], content: expect.stringContaining("METHOD:REQUEST") },
      ]);
    } finally {
      await smtp.close();
    }
  });

  it("keeps a message's extra headers in the outbox and sends them (List-Unsubscribe, RFC 8058)", async () => {
    const smtp = await startFakeSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      const headers = {
        "List-Unsubscribe": "<https://www.example.in/api/newsletter/unsubscribe?token=abc.def>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      };
      const result = await sendMail({ to: "reader@example.in", subject: "Newsletter", text: "Hello", headers });
      expect((await db.mailOutbox.findUniqueOrThrow({ where: { id: result.id } })).headers).toEqual(headers);
      expect(await deliverMail(result.id)).toBe("sent");
      expect(smtp.mails[0].data).toMatch(
        /^List-Unsubscribe: <https:\/\/www\.example\.in\/api\/newsletter\/unsubscribe\?token=abc\.def>$/m,
      );
      expect(smtp.mails[0].data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    } finally {
      await smtp.close();
    }
  });

  it("blanks a sign-in code's and a password link's body once sent; other mail keeps its text", async () => {
    const smtp = await startFakeSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      const applicant = "code.outbox@example.in";
      await makeApplication((await makeJob()).id, { email: applicant });
      await requestCode(applicant);
      const user = await createUser({ role: "Employee" });
      await db.$transaction((tx) => issuePasswordToken(tx, user, "reset"));
      await backgroundSettled();
      const other = await sendMail({ to: applicant, subject: "Application received", text: "Thank you" });
      const rows = await db.mailOutbox.findMany({ where: { to: { in: [applicant, user.email] } } });
      const code = rows.find((r) => r.dedupeKey?.startsWith("otp:"))!;
      const link = rows.find((r) => r.to === user.email)!;
      expect(code.text).toMatch(/\b\d{6}\b/);
      expect(link.text).toContain("/reset-password?token=");

      for (const row of [code, link, { id: other.id }]) expect(await deliverMail(row.id)).toBe("sent");
      expect(smtp.mails.map((m) => m.data).join("\n")).toContain("/reset-password?token=");
      for (const row of [code, link]) {
        expect(await db.mailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
          to: row.to,
          subject: row.subject,
          status: "sent",
          text: "",
          html: null,
          sentAt: expect.any(Date),
        });
      }
      expect(await db.mailOutbox.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ text: "Thank you" });
    } finally {
      await smtp.close();
    }
  });

  it("does not send a retry of a sign-in code once a newer code was asked for: it ends failed, saying why", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    resetEnv();
    const applicant = "stale.code@example.in";
    await makeApplication((await makeJob()).id, { email: applicant });
    await requestCode(applicant);
    await backgroundSettled();
    const first = await db.mailOutbox.findFirstOrThrow({ where: { to: applicant, dedupeKey: { startsWith: "otp:" } } });
    await expect(deliverMail(first.id)).rejects.toBeInstanceOf(MailRetry); // the mail server is down
    await requestCode(applicant); // the applicant asks again
    await backgroundSettled();

    const smtp = await startFakeSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      expect(await deliverMail(first.id)).toBe("failed");
      expect(smtp.mails).toHaveLength(0);
      expect(await db.mailOutbox.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
        status: "failed",
        lastError: STALE_CREDENTIAL,
        attempts: 1,
      });
      const newest = await db.mailOutbox.findFirstOrThrow({
        where: { to: applicant, dedupeKey: { startsWith: "otp:" } },
        orderBy: { createdAt: "desc" },
      });
      expect(await deliverMail(newest.id)).toBe("sent");
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("records the error and asks for a retry when the mail server is down", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    resetEnv();
    const result = await sendMail({ to: "hr@example.in", subject: "New application", text: "..." });
    await expect(deliverMail(result.id)).rejects.toBeInstanceOf(MailRetry);
    const row = await db.mailOutbox.findUniqueOrThrow({ where: { id: result.id } });
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toBeTruthy();
  });
  it("a slow try that fails after a later try sent the mail leaves it sent, not queued again", async () => {
    let release!: () => void;
    const slow = await startFakeSmtp({ refuseAfter: new Promise<void>((resolve) => (release = resolve)) });
    try {
      process.env.SMTP_URL = slow.url;
      resetEnv();
      const { id } = await sendMail({ to: "applicant@example.in", subject: "Decision", text: "..." });
      const first = deliverMail(id);
      await vi.waitFor(async () => expect(slow.refused()).toBe(1)); // the first try waits for its answer
      // Meanwhile the queue gave up on it and its next try took the row and sent the mail.
      await db.mailOutbox.update({ where: { id }, data: { attempts: 2, status: "sent", sentAt: new Date() } });
      release();
      await expect(first).rejects.toBeInstanceOf(MailRetry);
      expect(await db.mailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "sent",
        attempts: 2,
        lastError: null,
      });
    } finally {
      await slow.close();
    }
  });
});

describe("one mail, two tries", () => {
  it("a second job's try while the first waits for the server's answer sends nothing: it comes back later and is skipped", async () => {
    let confirm!: () => void;
    const smtp = await startFakeSmtp({ acceptAfter: new Promise<void>((resolve) => (confirm = resolve)) });
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      const { id } = await sendMail({ to: "once@example.in", subject: "Only once", text: "Hello" });
      const first = deliverMail(id);
      // The mail server has the message and has not confirmed it yet.
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(1));
      // A second job for the row (two workers started after an outage, say) on another worker: it
      // leaves a job for when the hold passes, and ends without spending the queue's retries.
      const jobsBefore = await liveJobs(id);
      expect(await deliverMail(id)).toBe("retry");
      expect(await liveJobs(id)).toBe(jobsBefore + 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      confirm();
      expect(await first).toBe("sent");
      // The second job's retry, once the first try is over.
      expect(await deliverMail(id)).toBe("skipped");
      expect(smtp.mails).toHaveLength(1);
      expect(await db.mailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "sent", attempts: 1 });
    } finally {
      confirm();
      await smtp.close();
    }
  });

  it("a failed try hands the mail back: the queue's retry takes it at once", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    resetEnv();
    const { id } = await sendMail({ to: "retry@example.in", subject: "Decision", text: "..." });
    await expect(deliverMail(id)).rejects.toBeInstanceOf(MailRetry);
    expect(await db.mailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "queued",
      attempts: 1,
      claimedUntil: null,
    });
    const smtp = await startFakeSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      expect(await deliverMail(id)).toBe("sent");
      expect(smtp.mails).toHaveLength(1);
      expect(await db.mailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it("a mail held by a try whose worker died goes out once the hold has passed", async () => {
    const smtp = await startFakeSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      const { id } = await sendMail({ to: "cut-off@example.in", subject: "Interview", text: "..." });
      // A try took it, and its worker was stopped (or killed) before it could send or hand it back.
      const taken = new Date();
      await db.mailOutbox.update({
        where: { id },
        data: { attempts: 1, claimedUntil: new Date(taken.getTime() + CLAIM_LEASE_MS) },
      });
      // The job's retry, too soon: it leaves a job that starts once the hold has passed.
      expect(await deliverMail(id)).toBe("retry");
      expect(smtp.mails).toHaveLength(0);
      const [later] = await db.$queryRawUnsafe<{ start_after: Date }[]>(
        `SELECT start_after FROM pgboss.job WHERE name = $1 AND data->>'outboxId' = $2 AND state < 'completed'
         ORDER BY start_after DESC LIMIT 1`,
        QUEUES.mail,
        id,
      );
      expect(later.start_after.getTime()).toBeGreaterThanOrEqual(taken.getTime() + CLAIM_LEASE_MS - 1_000);
      await db.mailOutbox.update({ where: { id }, data: { claimedUntil: new Date(Date.now() - 1_000) } });
      expect(await deliverMail(id)).toBe("sent");
      expect(smtp.mails).toHaveLength(1);
      expect(await db.mailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "sent",
        attempts: 2,
        claimedUntil: null,
      });
    } finally {
      await smtp.close();
    }
  });

  it("holds a mail as long as its delivery job may run (SMTP_TIMEOUTS end every try well before)", async () => {
    const queue = await (await sender()).getQueue(QUEUES.mail);
    expect(CLAIM_LEASE_MS).toBeGreaterThanOrEqual(queue!.expireInSeconds! * 1000);
    expect(CLAIM_LEASE_MS).toBeGreaterThan(Object.values(SMTP_TIMEOUTS).reduce((a, b) => a + b));
  });

  it("a worker's start queues kept mail only when its own delivery job is gone", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:2525";
    resetEnv();
    const { id } = await sendMail({ to: "backlog@example.in", subject: "Backlog", text: "Hello" });
    await db.mailOutbox.update({ where: { id }, data: { createdAt: new Date(Date.now() - 60 * 60_000) } });
    expect(await requeueKeptMail()).toBe(0);
    expect(await liveJobs(id)).toBe(1);
    // Its job completed on a worker without SMTP_URL (the mail was kept): now it is queued again.
    await db.$executeRawUnsafe(
      `UPDATE pgboss.job SET state = 'completed', completed_on = now() WHERE name = $1 AND data->>'outboxId' = $2`,
      QUEUES.mail,
      id,
    );
    expect(await requeueKeptMail()).toBe(1);
    expect(await liveJobs(id)).toBe(1);
  });
});

describe("Reply-To", () => {
  it("sends every mail with MAIL_REPLY_TO as its Reply-To, the company's own address by default", async () => {
    const smtp = await startFakeSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      const plain = await sendMail({ to: "candidate@example.in", subject: "Interview", text: "Reply to this e-mail" });
      expect(await deliverMail(plain.id)).toBe("sent");
      expect(smtp.mails[0].data).toMatch(/^From: HR Platform <no-reply@example\.in>$/m);
      expect(smtp.mails[0].data).toMatch(/^Reply-To: contact@techserve-solutions\.in$/m);

      process.env.MAIL_REPLY_TO = "HR Desk <hr@example.in>";
      resetEnv();
      const configured = await sendMail({ to: "candidate@example.in", subject: "Interview", text: "..." });
      expect(await deliverMail(configured.id)).toBe("sent");
      expect(smtp.mails[1].data).toMatch(/^Reply-To: HR Desk <hr@example\.in>$/m);

      const own = await sendMail({
        to: "hr@example.in",
        subject: "Enquiry",
        text: "...",
        replyTo: "visitor@example.in",
      });
      expect(await deliverMail(own.id)).toBe("sent");
      expect(smtp.mails[2].data).toMatch(/^Reply-To: visitor@example\.in$/m);
    } finally {
      await smtp.close();
    }
  });
});
