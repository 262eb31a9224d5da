// A fee the GovAdmin lowers reaches the applications saved unpaid: their applicants pay the new fee,
// and one that becomes ₹0 is complete. A fee raised after a form was saved does not reach it.
import { beforeAll, describe, expect, it } from "vitest";

import { PUT as updateJob } from "@/app/api/gov/jobs/[id]/route";
import { addDays, formatIstDate, istDayStart, istToday, toDateOnly } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { govDashboardStats } from "@/lib/server/gov/console/stats";
import { createOrderForApplication } from "@/lib/server/payments/orders";
import { aMoment, heldOpen } from "@/lib/testing/concurrency";
import { QUEUES } from "@/lib/server/jobs/queue";
import { call } from "@/lib/testing/fixtures";
import { applyTo, bearerFor, pay } from "@/lib/testing/gov-console";
import { createGovJob, jobEditBody } from "@/lib/testing/gov";
import { drainQueue } from "@/lib/testing/jobs";

let headers: Record<string, string>;

beforeAll(async () => {
  headers = (await bearerFor("GovAdmin")).headers;
});

type Job = Awaited<ReturnType<typeof createGovJob>>;

/**
 * The job as the console's Edit Job form sends it, with the given fees (rupees) and status. Its
 * deadline stays: an edit that moves it later reopens the job's expired applications, and looks at
 * the unpaid ones whatever the fees.
 */
function edit(job: Job, fees: Record<string, string>, status: "active" | "inactive" = "active") {
  const body = jobEditBody(job, { status, ...fees });
  return call(updateJob, { method: "PUT", path: `/api/gov/jobs/${job.id}`, params: { id: job.id }, headers, body });
}

const application = (id: string) =>
  db.govApplication.findUniqueOrThrow({
    where: { id },
    select: { feePaise: true, feeReason: true, paymentStatus: true, exemptAt: true },
  });

describe("a job's fee lowered after forms were saved unpaid", () => {
  it("asks the unpaid applications for the new fee, leaves the paid ones, and says how many it changed", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const unpaid = await applyTo(job.id, { dob: "1997-02-03" });
    const paid = await applyTo(job.id, { dob: "1996-05-06" });
    await pay(paid.id);
    const oldOrder = await createOrderForApplication(unpaid.id);
    expect(oldOrder.amount).toBe(50_000);

    const res = await edit(job, { fee: "300" });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      message: "Job updated successfully! The lower fee now applies to 1 unpaid application.",
      feesLowered: 1,
    });
    expect(await application(unpaid.id)).toMatchObject({ feePaise: 30_000, paymentStatus: "pending" });
    expect(await application(paid.id)).toMatchObject({ feePaise: 50_000, paymentStatus: "completed" });
    // The applicant hears of it, with the new fee and the link to pay it; the paid one hears nothing.
    const told = await db.mailOutbox.findMany({
      where: { about: `gov:${unpaid.id}`, subject: { startsWith: "Lower fee" } },
    });
    expect(told).toHaveLength(1);
    expect(told[0].subject).toMatch(new RegExp(`^Lower fee for application ${unpaid.applicationNumber} - pay by `));
    expect(told[0].text).toContain("the application fee for this job has been lowered");
    expect(told[0].text).toContain("₹300");
    expect(told[0].text).toContain(`/gov-career/status?number=${unpaid.applicationNumber}`);
    expect(
      await db.mailOutbox.count({ where: { about: `gov:${paid.id}`, subject: { startsWith: "Lower fee" } } }),
    ).toBe(0);

    // The applicant's order is for the new fee, not the one opened before the edit.
    const order = await createOrderForApplication(unpaid.id);
    expect(order.amount).toBe(30_000);
    expect(order.id).not.toBe(oldOrder.id);
    expect(await pay(unpaid.id)).toMatchObject({ outcome: "paid" });
    expect(await application(unpaid.id)).toMatchObject({ feePaise: 30_000, paymentStatus: "completed" });

    const audited = await db.auditLog.findFirstOrThrow({
      where: { action: "gov.job.update", entityId: job.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audited.data).toMatchObject({
      feesLowered: 1,
      lowered: [{ applicationNumber: unpaid.applicationNumber, fromPaise: 50_000, toPaise: 30_000 }],
    });
  });

  it("mails a fee lowered to an amount the applicant was mailed before: the earlier mail is not this one", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const unpaid = await applyTo(job.id); // saved at ₹500, and mailed so
    // Sent again after the fee was raised to ₹700 (written directly here), then the fee is cut back to ₹500.
    await db.govApplication.update({ where: { id: unpaid.id }, data: { feePaise: 70_000 } });
    await db.govJob.update({ where: { id: job.id }, data: { feePaise: 70_000 } });
    const res = await edit(job, { fee: "500" });
    expect(res.json).toMatchObject({ feesLowered: 1 });
    const told = await db.mailOutbox.findMany({
      where: { about: `gov:${unpaid.id}`, subject: { startsWith: "Lower fee" } },
    });
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain("₹500");
  });

  it("does not raise the fee of a form already saved", async () => {
    const job = await createGovJob({ feePaise: 30_000 });
    const saved = await applyTo(job.id);
    const res = await edit(job, { fee: "500" });
    expect(res.json).toMatchObject({ message: "Job updated successfully!", feesLowered: 0 });
    expect(await application(saved.id)).toMatchObject({ feePaise: 30_000 });
    expect(
      await db.mailOutbox.count({ where: { about: `gov:${saved.id}`, subject: { startsWith: "Lower fee" } } }),
    ).toBe(0);
    expect((await createOrderForApplication(saved.id)).amount).toBe(30_000);
  });

  it("only lowers whom the change concerns: a women's concession reaches women", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const woman = await applyTo(job.id, { gender: "Female", dob: "1995-01-01" });
    const man = await applyTo(job.id, { gender: "Male", dob: "1995-01-02" });
    const res = await edit(job, { fee: "500", feeWomen: "250" });
    expect(res.json).toMatchObject({ feesLowered: 1 });
    expect(await application(woman.id)).toMatchObject({ feePaise: 25_000, feeReason: "Concession for women" });
    expect(await application(man.id)).toMatchObject({ feePaise: 50_000 });
  });

  it("makes an application with a fee of ₹0 now complete: counted on the job and confirmed to the applicant", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const saved = await applyTo(job.id);
    // Saved three days ago: it becomes complete today, and is counted and dated so.
    const savedOn = addDays(istToday(), -3);
    await db.govApplication.update({ where: { id: saved.id }, data: { createdAt: istDayStart(savedOn) } });
    const day = async (date: string) =>
      (await govDashboardStats()).daily.find((point) => point.date === date)!.applications;
    const before = await day(toDateOnly(savedOn));
    const started = Date.now();
    const res = await edit(job, { fee: "500", feeWomen: "0" });
    expect(res.json).toMatchObject({ feesLowered: 1 });
    const exempted = await application(saved.id);
    expect(exempted).toMatchObject({ feePaise: 0, paymentStatus: "exempt" });
    expect(exempted.exemptAt!.getTime()).toBeGreaterThanOrEqual(started);
    expect(await day(toDateOnly(savedOn))).toBe(before);
    expect((await db.govJob.findUniqueOrThrow({ where: { id: job.id } })).applicationCount).toBe(1);
    const [confirmation] = await db.mailOutbox.findMany({
      where: {
        about: `gov:${saved.id}`,
        subject: { startsWith: "Application" },
        NOT: { subject: { contains: "saved" } },
      },
    });
    expect(confirmation.subject).toMatch(/received/);
    expect(confirmation.text).toContain("Application fee: ₹0 (exempt: Concession for women)");
    expect(confirmation.text).toContain(`Date: ${formatIstDate(exempted.exemptAt!)}`);
    expect(confirmation.text).not.toContain(`Date: ${formatIstDate(istDayStart(savedOn))}`);
    // Nothing is left to pay.
    await expect(createOrderForApplication(saved.id)).rejects.toMatchObject({ code: "conflict" });
  });

  it("lowers a whole drive in one edit, each applicant to their own fee, and each mail goes out from the queue", async () => {
    const job = await createGovJob({ feePaise: 50_000, fees: { SC: 25_000 } });
    const general = [
      await applyTo(job.id, { dob: "1990-01-01", gender: "Male" }),
      await applyTo(job.id, { dob: "1991-01-01", gender: "Male" }),
      await applyTo(job.id, { dob: "1992-01-01", gender: "Male" }),
    ];
    const woman = await applyTo(job.id, { dob: "1993-01-01", gender: "Female" });
    const sc = [
      await applyTo(job.id, {
        dob: "1994-01-01",
        gender: "Male",
        category: "SC",
        categoryCertificateNumber: "BR/SC/901",
      }),
      await applyTo(job.id, {
        dob: "1995-01-01",
        gender: "Male",
        category: "SC",
        categoryCertificateNumber: "BR/SC/902",
      }),
    ];
    await drainQueue(QUEUES.mail); // the forms' own "saved" mails
    const res = await edit(job, { fee: "300", feeSc: "0", feeWomen: "100" });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ feesLowered: 6 });
    for (const app of general)
      expect(await application(app.id)).toMatchObject({ feePaise: 30_000, paymentStatus: "pending" });
    expect(await application(woman.id)).toMatchObject({ feePaise: 10_000, feeReason: "Concession for women" });
    for (const app of sc) expect(await application(app.id)).toMatchObject({ feePaise: 0, paymentStatus: "exempt" });
    expect((await db.govJob.findUniqueOrThrow({ where: { id: job.id } })).applicationCount).toBe(2);

    // One mail each: the lower fee to pay, or the confirmation of a complete application.
    const ids = [...general, woman, ...sc].map((app) => `gov:${app.id}`);
    const mails = await db.mailOutbox.findMany({
      where: {
        about: { in: ids },
        OR: [{ subject: { startsWith: "Lower fee" } }, { subject: { contains: "received" } }],
      },
    });
    expect(mails.map((m) => m.about).sort()).toEqual([...ids].sort());
    expect(mails.find((m) => m.about === `gov:${woman.id}`)!.text).toContain("₹100");
    expect(
      mails
        .filter((m) => m.subject.includes("received"))
        .map((m) => m.about)
        .sort(),
    ).toEqual(sc.map((app) => `gov:${app.id}`).sort());
    // Each is on the queue, once: the worker takes all six.
    const delivered = await drainQueue(QUEUES.mail);
    expect(delivered.every((job) => job.ok)).toBe(true);
    const jobIds = delivered.map((job) => job.id);
    const taken = await db.$queryRaw<{ outboxId: string }[]>`
      SELECT "data"->>'outboxId' AS "outboxId" FROM pgboss.job WHERE "id"::text = ANY(${jobIds})`;
    expect(taken.map((row) => row.outboxId).sort()).toEqual(mails.map((m) => m.id).sort());
  });

  it("reaches a form saved while the edit was being made (on PostgreSQL the edit runs again)", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const saved = await applyTo(job.id);
    await db.govApplication.update({ where: { id: saved.id }, data: { status: "withdrawn" } });
    // Made again after its withdrawal, as the form's save does it: the application's row, then the
    // job's (the old table), and the row unpaid at ₹500; held open while the GovAdmin saves a lower fee.
    const save = heldOpen(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "GovApplication" WHERE "id" = ${saved.id} FOR UPDATE`;
      await tx.$queryRaw`SELECT "id" FROM "GovJob" WHERE "id" = ${job.id} FOR SHARE`;
      await tx.govApplication.update({
        where: { id: saved.id },
        data: { status: "pending", paymentStatus: "pending", feePaise: 50_000 },
      });
    });
    await save.ready;
    const editing = edit(job, { fee: "300" });
    await aMoment();
    save.commit();
    await save.done;
    const res = await editing;
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ feesLowered: 1 });
    expect(await application(saved.id)).toMatchObject({ feePaise: 30_000, paymentStatus: "pending" });
  });

  it("waits while the job is closed, and reaches the unpaid applications when it takes them again", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const saved = await applyTo(job.id);
    const closed = await edit(job, { fee: "200" }, "inactive");
    expect(closed.json).toMatchObject({ feesLowered: 0 });
    expect(await application(saved.id)).toMatchObject({ feePaise: 50_000 });
    const reopened = await edit(job, { fee: "200" }, "active");
    expect(reopened.json).toMatchObject({ feesLowered: 1 });
    expect(await application(saved.id)).toMatchObject({ feePaise: 20_000 });
  });
});
