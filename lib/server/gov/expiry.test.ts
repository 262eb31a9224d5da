// The expiry job and a GovAdmin extending the deadline at the same time: an application is closed
// without payment only by the deadline the job has when the closing commits, never by the one the
// run read first. Otherwise it would stay closed on a job that is open again (the job edit reopens
// only what was closed when it saved), and its applicant could not pay.
import { describe, expect, it, vi } from "vitest";

import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { POST as lookup } from "@/app/api/gov/applications/lookup/route";
import { PUT as updateJob } from "@/app/api/gov/jobs/[id]/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { addDays, istToday, toDateOnly } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { expireUnpaidApplications } from "@/lib/server/gov/expiry";
import { aMoment, heldOpen } from "@/lib/testing/concurrency";
import { call } from "@/lib/testing/fixtures";
import { bearerFor } from "@/lib/testing/gov-console";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";

const DOB = "1998-04-15";

/** A saved, unpaid application on a job whose deadline was two days ago. */
async function unpaidPastDeadline() {
  const job = await createGovJob({ feePaise: 75_000 });
  const res = await send(submitApplication, applicationRequest(applicationFields(job.id)));
  expect(res.status, res.text).toBe(201);
  await db.govJob.update({ where: { id: job.id }, data: { deadline: addDays(istToday(), -2) } });
  return { job, app: res.json.application as { id: string; applicationNumber: string } };
}

/** The GovAdmin's save of the job with a deadline ten days away, through the console's route. */
async function extendDeadline(job: Awaited<ReturnType<typeof createGovJob>>, status?: "active" | "inactive") {
  const { headers } = await bearerFor("GovAdmin");
  const res = await call(updateJob, {
    method: "PUT",
    path: `/api/gov/jobs/${job.id}`,
    params: { id: job.id },
    headers,
    body: {
      title: job.title,
      company: job.company,
      location: job.location,
      salary: job.salary,
      experience: job.experience,
      fee: "750",
      deadline: toDateOnly(addDays(istToday(), 10)),
      description: "Data entry work.",
      ...(status ? { status } : {}),
    },
  });
  expect(res.status, res.text).toBe(200);
}

/** What the applicant sees: the status page's payment state and Pay now, and whether an order is made. */
async function applicantView(app: { id: string; applicationNumber: string }) {
  const status = await send(
    lookup,
    jsonRequest("/api/gov/applications/lookup", { applicationNumber: app.applicationNumber, dob: DOB }),
  );
  const order = await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: app.id }));
  const view = status.json.application as { paymentStatus: string; payNow: unknown };
  return { paymentStatus: view.paymentStatus, payNow: view.payNow !== null, orderStatus: order.status };
}

describe("a job taking applications again", () => {
  it("reopens what the expiry closed when set active again, though its deadline was extended in an earlier edit", async () => {
    const { job, app } = await unpaidPastDeadline();
    await expireUnpaidApplications();
    expect(await applicantView(app)).toMatchObject({ paymentStatus: "expired", payNow: false });
    await extendDeadline(job, "inactive"); // the new last day, saved while the job is closed
    expect(await applicantView(app)).toMatchObject({ paymentStatus: "expired", payNow: false });
    await extendDeadline(job, "active"); // and opened later, the deadline unchanged in this edit
    expect(await applicantView(app)).toEqual({ paymentStatus: "pending", payNow: true, orderStatus: 200 });
    // The edits are audited with the last day before and after.
    const edits = await db.auditLog.findMany({
      where: { entityId: job.id, action: "gov.job.update" },
      orderBy: { createdAt: "asc" },
    });
    expect(edits[0].data).toMatchObject({
      from: { status: "active", deadline: toDateOnly(addDays(istToday(), -2)) },
      to: { status: "inactive", deadline: toDateOnly(addDays(istToday(), 10)) },
    });
  });
});

describe("applications staff have closed", () => {
  it.each(["rejected", "cancelled", "withdrawn"] as const)(
    "leaves a %s unpaid application as it was: no 'Closed without payment' after the decision",
    async (status) => {
      const { app } = await unpaidPastDeadline();
      await db.govApplication.update({ where: { id: app.id }, data: { status } });
      await expireUnpaidApplications();
      const after = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
      expect(after).toMatchObject({ status, paymentStatus: "pending" });
      expect(await db.applicationStatusChange.count({ where: { govApplicationId: app.id, status: "expired" } })).toBe(
        0,
      );
    },
  );
});

describe("expiry and a deadline extended meanwhile", () => {
  it("a deadline extended between the run's read and its closing leaves the application open to pay", async () => {
    const { job, app } = await unpaidPastDeadline();
    // Another job's application, past its deadline and not extended, is closed by the same run.
    const other = await unpaidPastDeadline();
    const applications = db.govApplication;
    const read = applications.findMany.bind(applications);
    const spy = vi.spyOn(applications, "findMany").mockImplementationOnce((async (args: never) => {
      const rows = await read(args);
      // The GovAdmin's edit commits here, after the run found its candidates.
      await extendDeadline(job);
      return rows;
    }) as never);
    try {
      const run = await expireUnpaidApplications();
      expect(spy).toHaveBeenCalled();
      expect(run.expired).toBeGreaterThanOrEqual(1);
    } finally {
      spy.mockRestore();
    }
    expect(await applicantView(app)).toEqual({ paymentStatus: "pending", payNow: true, orderStatus: 200 });
    expect(await db.applicationStatusChange.count({ where: { govApplicationId: app.id } })).toBe(0);
    const closed = await db.govApplication.findUniqueOrThrow({ where: { id: other.app.id } });
    expect(closed.paymentStatus).toBe("expired");
  });

  // On PostgreSQL the run reads the old deadline while the GovAdmin's save is not yet committed; the
  // closing then waits for the job's lock and sees the new deadline. (The embedded database runs one
  // transaction at a time, so there the run simply reads after the save.)
  it("a deadline extension still saving when the run closes the application: the run waits and leaves it open", async () => {
    const { job, app } = await unpaidPastDeadline();
    const saving = heldOpen((tx) =>
      tx.govJob.update({ where: { id: job.id }, data: { deadline: addDays(istToday(), 10) } }),
    );
    await saving.ready;
    const run = expireUnpaidApplications();
    await aMoment();
    saving.commit();
    await saving.done;
    await run;
    expect(await applicantView(app)).toEqual({ paymentStatus: "pending", payNow: true, orderStatus: 200 });
  });

  // The other way round on PostgreSQL: the run is closing the application (it holds it, and shares
  // the job) when the GovAdmin saves. The save waits for it and then reopens what it closed.
  it("an application the run is closing while a deadline extension saves is reopened by the extension", async () => {
    const { job, app } = await unpaidPastDeadline();
    const closing = heldOpen(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "GovApplication" WHERE "id" = ${app.id} FOR UPDATE`;
      await tx.$queryRaw`SELECT 1 FROM "GovJob" WHERE "id" = ${job.id} FOR SHARE`;
      await tx.govApplication.update({ where: { id: app.id }, data: { paymentStatus: "expired" } });
    });
    await closing.ready;
    const extension = extendDeadline(job);
    await aMoment();
    closing.commit();
    await closing.done;
    await extension;
    expect(await applicantView(app)).toEqual({ paymentStatus: "pending", payNow: true, orderStatus: 200 });
  });
});
