import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/server/http/api";
import { cacheTags, expirePublicReads } from "@/lib/server/cache";
import { db } from "@/lib/server/db/client";
import { type Actor, audit } from "@/lib/server/platform/audit";
import { type JobColorName, type JobFields, jobMessages } from "@/lib/validation/jobs";

// The company admin's jobs: list, create, edit, delete. A job that has applications is never
// deleted with them: "deleting" it archives it (closed and hidden from the board and the admin's
// job list) and its applicants stay reviewable. Every change is audited.

export type AdminJob = {
  id: string;
  title: string;
  company: string;
  location: string;
  salary: string;
  experience: string;
  description: string;
  color: JobColorName;
  isActive: boolean;
  applicationCount: number;
  archived: boolean;
  /** ISO timestamps. */
  postedDate: string;
  updatedAt: string;
};

const jobSelect = {
  id: true,
  title: true,
  company: true,
  location: true,
  salary: true,
  experience: true,
  description: true,
  color: true,
  isActive: true,
  applicationCount: true,
  archivedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

type JobRecord = Prisma.CompanyJobGetPayload<{ select: typeof jobSelect }>;

function toAdminJob({ archivedAt, createdAt, updatedAt, ...job }: JobRecord): AdminJob {
  return {
    ...job,
    archived: archivedAt !== null,
    postedDate: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Newest first. Archived jobs only when asked for (the Applications tab's job filter). */
export async function listAdminJobs({ includeArchived = false } = {}): Promise<AdminJob[]> {
  const jobs = await db.companyJob.findMany({
    where: includeArchived ? {} : { archivedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: jobSelect,
  });
  return jobs.map(toAdminJob);
}

export async function createJob(fields: JobFields, actor: Actor, ip: string | null): Promise<AdminJob> {
  const job = await db.$transaction(async (tx) => {
    const job = await tx.companyJob.create({ data: fields, select: jobSelect });
    await audit(tx, actor, {
      action: "company.job.create",
      entityType: "CompanyJob",
      entityId: job.id,
      ip,
      data: { title: job.title, isActive: job.isActive },
    });
    return toAdminJob(job);
  });
  expirePublicReads(cacheTags.companyJobs);
  return job;
}

export async function updateJob(id: string, fields: JobFields, actor: Actor, ip: string | null): Promise<AdminJob> {
  const job = await db.$transaction(async (tx) => {
    const updated = await tx.companyJob.updateMany({ where: { id, archivedAt: null }, data: fields });
    if (updated.count !== 1) throw new ApiError("not_found", jobMessages.notFound);
    await audit(tx, actor, {
      action: "company.job.update",
      entityType: "CompanyJob",
      entityId: id,
      ip,
      data: { title: fields.title, isActive: fields.isActive },
    });
    return toAdminJob(await tx.companyJob.findUniqueOrThrow({ where: { id }, select: jobSelect }));
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
      await audit(tx, actor, {
        action: "company.job.archive",
        entityType: "CompanyJob",
        entityId: id,
        ip,
        data: { title: job.title, applicationCount },
      });
      return { archived: true, applicationCount };
    }
    await tx.companyJob.delete({ where: { id } });
    await audit(tx, actor, {
      action: "company.job.delete",
      entityType: "CompanyJob",
      entityId: id,
      ip,
      data: { title: job.title },
    });
    return { archived: false, applicationCount: 0 };
  });
  expirePublicReads(cacheTags.companyJobs, cacheTags.companyJob(id));
  return result;
}
