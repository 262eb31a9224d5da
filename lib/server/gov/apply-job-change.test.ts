// A GovAdmin changes the job while a form is being saved: the save goes by the job as it is when it
// commits (read again, and locked, inside its transaction), never by what was read before.
import { describe, expect, it, vi } from "vitest";

import { POST as submit } from "@/app/api/gov/applications/route";
import { addDays, istToday } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { aMoment, heldOpen } from "@/lib/testing/concurrency";
import { prismaClient } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, send } from "@/lib/testing/gov";
import { GOV_MESSAGES } from "@/lib/validation/gov-applications";

const post = (fields: Record<string, string>) => send(submit, applicationRequest(fields));

/** Runs `change` after the submission's first look at the job, just before its transaction starts. */
async function postWhile(fields: Record<string, string>, change: () => Promise<unknown>) {
  const client = prismaClient();
  const real = client.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const transaction = vi.spyOn(client, "$transaction").mockImplementationOnce((async (...args: unknown[]) => {
    await change();
    return real(...args);
  }) as typeof client.$transaction);
  try {
    return await post(fields);
  } finally {
    transaction.mockRestore();
  }
}

const applications = (jobId: string) => db.govApplication.count({ where: { jobId } });
const jobCount = async (id: string) => (await db.govJob.findUniqueOrThrow({ where: { id } })).applicationCount;

describe("a job changed while a form is being saved", () => {
  it("closed meanwhile: 409, nothing saved, nothing counted", async () => {
    const job = await createGovJob({ feePaise: 50_000, fees: { ST: 0 } });
    const fields = applicationFields(job.id, { category: "ST", categoryCertificateNumber: "ST-9" });
    const yesterday = addDays(istToday(), -1);
    const res = await postWhile(fields, () =>
      db.govJob.update({ where: { id: job.id }, data: { deadline: yesterday } }),
    );
    expect([res.status, res.json.message]).toEqual([409, GOV_MESSAGES.jobClosed]);
    expect(await applications(job.id)).toBe(0);
    expect(await jobCount(job.id)).toBe(0);
  });

  it("set inactive meanwhile: 404 as for any job no longer open", async () => {
    const job = await createGovJob();
    const res = await postWhile(applicationFields(job.id), () =>
      db.govJob.update({ where: { id: job.id }, data: { status: "inactive" } }),
    );
    expect([res.status, res.json.message]).toEqual([404, GOV_MESSAGES.jobUnavailable]);
    expect(await applications(job.id)).toBe(0);
  });

  it("its fee changed meanwhile: the application takes the new fee, and is not submitted as ₹0", async () => {
    const job = await createGovJob({ feePaise: 50_000, fees: { ST: 0 } });
    const fields = applicationFields(job.id, { category: "ST", categoryCertificateNumber: "ST-9" });
    const res = await postWhile(fields, () =>
      db.govJob.update({ where: { id: job.id }, data: { feeStPaise: 10_000 } }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.json.application).toMatchObject({ feePaise: 10_000, paymentStatus: "pending" });
    const row = await db.govApplication.findFirstOrThrow({ where: { jobId: job.id } });
    expect(row).toMatchObject({ feePaise: 10_000, paymentStatus: "pending" });
    expect(await jobCount(job.id)).toBe(0);
  });

  it("deleted meanwhile: 404, not a 500", async () => {
    const job = await createGovJob();
    const res = await postWhile(applicationFields(job.id), () => db.govJob.delete({ where: { id: job.id } }));
    expect([res.status, res.json.message]).toEqual([404, GOV_MESSAGES.jobUnavailable]);
  });

  // Each ₹0 save counts itself on the job: were they all to share-lock the job and then ask to
  // update it, concurrent ones would deadlock each other.
  it("saves and counts several ₹0 forms for one job sent at once", async () => {
    const job = await createGovJob({ feePaise: 50_000, fees: { ST: 0 } });
    const forms = Array.from({ length: 4 }, () =>
      post(applicationFields(job.id, { category: "ST", categoryCertificateNumber: "ST-9" })),
    );
    const answers = await Promise.all(forms);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(await jobCount(job.id)).toBe(4);
  });

  // On PostgreSQL the form's first look sees the job open while the GovAdmin's change is not yet
  // committed; the save then waits for the job's lock and sees it closed.
  it("closed by a transaction still open when the form arrives: 409 once it commits", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const closing = heldOpen((tx) =>
      tx.govJob.update({ where: { id: job.id }, data: { deadline: addDays(istToday(), -1) } }),
    );
    await closing.ready;
    const res = post(applicationFields(job.id));
    await aMoment();
    closing.commit();
    await closing.done;
    const answer = await res;
    expect([answer.status, answer.json.message]).toEqual([409, GOV_MESSAGES.jobClosed]);
    expect(await applications(job.id)).toBe(0);
  });
});
