import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/server/http/api";
import { assertUnchanged, editTag } from "@/lib/server/http/edit-tag";
import { cacheTags, expirePublicReads } from "@/lib/server/cache";
import { type PublicJob, publicJobSelect, toPublicJob } from "@/lib/server/careers/jobs";
import { db } from "@/lib/server/db/client";
import { type Actor, audit } from "@/lib/server/platform/audit";
import { type JobFields, jobMessages, jobSchema } from "@/lib/validation/jobs";

// The company admin's jobs: list, create, edit, delete. A job that has applications is never
// deleted with them: "deleting" it archives it (closed and hidden from the board and the admin's
// job list) and its applicants stay reviewable. Every change is audited.

export type ConsoleJob = PublicJob & {
  isActive: boolean;
  archived: boolean;
  /** ISO timestamp. */
  updatedAt: string;
  /** The tag of what the edit form shows, sent back as If-Match when it saves (http/edit-tag). */
  editTag: string;
};

const jobSelect = {
  ...publicJobSelect,
  isActive: true,
  archivedAt: true,
  updatedAt: true,
} as const satisfies Prisma.CompanyJobSelect;

type JobRecord = Prisma.CompanyJobGetPayload<{ select: typeof jobSelect }>;

/** What the edit form shows of a job: the fields it saves. */
const editedFields = (job: JobRecord) =>
  Object.fromEntries(Object.keys(jobSchema.shape).map((key) => [key, job[key as keyof JobFields]]));

function toConsoleJob(record: JobRecord): ConsoleJob {
  const { isActive, archivedAt, updatedAt, ...job } = record;
  return {
    ...toPublicJob(job),
    isActive,
    archived: archivedAt !== null,
    updatedAt: updatedAt.toISOString(),
    editTag: editTag(editedFields(record)),
  };
}

/** Newest first. Archived jobs only when asked for (the Applications tab's job filter). */
export async function listConsoleJobs({ includeArchived = false } = {}): Promise<ConsoleJob[]> {
  const jobs = await db.companyJob.findMany({
    where: includeArchived ? {} : { archivedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: jobSelect,
  });
  return jobs.map(toConsoleJob);
}

export async function createJob(fields: JobFields, actor: Actor, ip: string | null): Promise<ConsoleJob> {
  const job = await db.$transaction(async (tx) => {
    const job = await tx.companyJob.create({ data: fields, select: jobSelect });
    const data = { title: job.title, isActive: job.isActive };
    await audit(tx, actor, { action: "company.job.create", entityType: "CompanyJob", entityId: job.id, ip, data });
    return toConsoleJob(job);
  });
  expirePublicReads(cacheTags.companyJobs);
  return job;
}

export async function updateJob(
  id: string,
  fields: JobFields,
  actor: Actor,
  ip: string | null,
  /** The form's If-Match: the edit is refused (412) when the job changed since the form opened. */
  expectedTag: string | null = null,
): Promise<ConsoleJob> {
  const job = await db.$transaction(async (tx) => {
    if (expectedTag !== null) {
      // The lock the update takes anyway (not FOR UPDATE: that would hold back the key-share locks
      // of applications being inserted for the job).
      await tx.$queryRaw`SELECT "id" FROM "CompanyJob" WHERE "id" = ${id} FOR NO KEY UPDATE`;
      const current = await tx.companyJob.findFirst({ where: { id, archivedAt: null }, select: jobSelect });
      if (current) assertUnchanged(expectedTag, editedFields(current), jobMessages.changed);
    }
    const updated = await tx.companyJob.updateMany({ where: { id, archivedAt: null }, data: fields });
    if (updated.count !== 1) throw new ApiError("not_found", jobMessages.notFound);
    const data = { title: fields.title, isActive: fields.isActive };
    await audit(tx, actor, { action: "company.job.update", entityType: "CompanyJob", entityId: id, ip, data });
    return toConsoleJob(await tx.companyJob.findUniqueOrThrow({ where: { id }, select: jobSelect }));
  });
  expirePublicReads(cacheTags.companyJobs, cacheTags.companyJob(id));
  return job;
}

/** Deletes a job without applications; archives one with applications. */
export async function deleteJob(
  id: string,
  actor: Actor,
  ip: string | null,
): Promise<{ archived: boolean; applicationCount: number }> {
  const result = await db.$transaction(async (tx) => {
    // The lock queues behind (and ahead of) an applicant's insert, which locks the same row first.
    const [job] = await tx.$queryRaw<{ id: string; title: string }[]>`
      SELECT "id", "title" FROM "CompanyJob" WHERE "id" = ${id} AND "archivedAt" IS NULL FOR UPDATE`;
    if (!job) throw new ApiError("not_found", jobMessages.notFound);
    const applicationCount = await tx.companyApplication.count({ where: { jobId: id } });
    if (applicationCount > 0) {
      await tx.companyJob.update({ where: { id }, data: { archivedAt: new Date(), isActive: false } });
      const data = { title: job.title, applicationCount };
      await audit(tx, actor, { action: "company.job.archive", entityType: "CompanyJob", entityId: id, ip, data });
      return { archived: true, applicationCount };
    }
    await tx.companyJob.delete({ where: { id } });
    const data = { title: job.title };
    await audit(tx, actor, { action: "company.job.delete", entityType: "CompanyJob", entityId: id, ip, data });
    return { archived: false, applicationCount: 0 };
  });
  expirePublicReads(cacheTags.companyJobs, cacheTags.companyJob(id));
  return result;
}
