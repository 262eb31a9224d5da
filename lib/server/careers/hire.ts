import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/server/http/api";
import { db, type Tx } from "@/lib/server/db/client";
import { type Actor, audit } from "@/lib/server/platform/audit";
import { readFile, storeFile } from "@/lib/server/platform/storage";
import { reviewMessages } from "@/lib/validation/application-review";
import { draftMessages } from "@/lib/validation/employee-drafts";

// Hire -> employee record, the company console's side: a hired application asks the employee
// admin for a record through an EmployeeDraft (name, contact, the job's title, a copy of the
// resume). The company admin only learns whether the record was requested or created: never
// anything of the employee record itself.

export type HireRecord = {
  status: "requested" | "created";
  /** ISO timestamps. */
  requestedAt: string;
  createdAt: string | null;
};

const recordSelect = { createdAt: true, completedAt: true } as const;

function hireRecord(draft: { createdAt: Date; completedAt: Date | null }): HireRecord {
  return {
    status: draft.completedAt ? "created" : "requested",
    requestedAt: draft.createdAt.toISOString(),
    createdAt: draft.completedAt?.toISOString() ?? null,
  };
}

const notFound = () => new ApiError("not_found", reviewMessages.notFound);

/** Whether an employee record was requested or created for this application (null: neither). */
export async function hireRecordOf(applicationId: string): Promise<HireRecord | null> {
  const app = await db.companyApplication.findUnique({
    where: { id: applicationId },
    select: { employeeDraft: { select: recordSelect } },
  });
  if (!app) throw notFound();
  return app.employeeDraft ? hireRecord(app.employeeDraft) : null;
}

async function createDraft(tx: Tx, actor: Actor, applicationId: string, ip?: string) {
  // Locked first, as every change to an application is: an erasure at the same moment goes first
  // (and is then seen below) or waits. Unlocked, the draft copied the name, e-mail, phone and resume
  // of an application erased while it was being made, and listed them after the erasure.
  await tx.$executeRaw`SELECT 1 FROM "CompanyApplication" WHERE "id" = ${applicationId} FOR UPDATE`;
  const app = await tx.companyApplication.findUnique({
    where: { id: applicationId },
    select: {
      id: true,
      reference: true,
      status: true,
      anonymisedAt: true,
      fullName: true,
      email: true,
      phone: true,
      resumeFileId: true,
      job: { select: { title: true } },
      employeeDraft: { select: recordSelect },
    },
  });
  if (!app) throw notFound();
  if (app.employeeDraft) return { created: false, record: hireRecord(app.employeeDraft) };
  if (app.anonymisedAt) throw new ApiError("conflict", draftMessages.anonymised);
  if (app.status !== "hired") throw new ApiError("conflict", draftMessages.notHired);
  // A copy, not the application's file: retention may erase the application's resume later.
  const resume = app.resumeFileId ? await readFile(tx, app.resumeFileId) : null;
  const copy = resume
    ? await storeFile(tx, {
        kind: "Resume",
        fileName: resume.fileName,
        contentType: resume.contentType,
        data: resume.data,
      })
    : null;
  const draft = await tx.employeeDraft.create({
    data: {
      applicationId: app.id,
      fullName: app.fullName,
      email: app.email,
      phone: app.phone,
      designation: app.job.title,
      resumeFileId: copy?.id ?? null,
      createdById: actor.id,
    },
    select: { id: true, ...recordSelect },
  });
  await audit(tx, actor, {
    action: "company.application.employee_draft",
    entityType: "CompanyApplication",
    entityId: app.id,
    data: { reference: app.reference, draftId: draft.id, resume: Boolean(copy) },
    ip,
  });
  return { created: true, record: hireRecord(draft) };
}

/**
 * Asks the employee admin for a record of this hire. Idempotent: when one was already requested
 * (or created) that one is returned with `created: false`.
 */
export async function requestEmployeeRecord(actor: Actor, applicationId: string, ip?: string) {
  try {
    return await db.$transaction((tx) => createDraft(tx, actor, applicationId, ip));
  } catch (error) {
    // Two requests at once: the second loses on the unique applicationId and answers like a repeat.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const record = await hireRecordOf(applicationId);
      if (record) return { created: false, record };
    }
    throw error;
  }
}
