import "server-only";

import { ApiError } from "@/lib/server/http/api";
import { db, type Tx } from "@/lib/server/db/client";
import { type Actor, audit } from "@/lib/server/platform/audit";
import { draftMessages } from "@/lib/validation/employee-drafts";

// Hire -> employee record, the employee admin's side: the open drafts ("From hiring"), one draft
// to prefill the create form, dismissal, and completion inside the employee create transaction.
// A draft is open while it has no employee and its application is still marked hired.

const openWhere = { completedAt: null, application: { status: "hired" } } as const;

const draftSelect = {
  id: true,
  fullName: true,
  email: true,
  phone: true,
  designation: true,
  createdAt: true,
  resume: { select: { fileName: true, size: true } },
  application: {
    select: { id: true, reference: true, createdAt: true, job: { select: { title: true, company: true } } },
  },
} as const;

type DraftRow = {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  designation: string;
  createdAt: Date;
  resume: { fileName: string; size: number } | null;
  application: { id: string; reference: string; createdAt: Date; job: { title: string; company: string } };
};

function draftDto(row: DraftRow) {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    designation: row.designation,
    requestedAt: row.createdAt.toISOString(),
    resume: row.resume ? { fileName: row.resume.fileName, size: row.resume.size } : null,
    application: {
      reference: row.application.reference,
      appliedAt: row.application.createdAt.toISOString(),
      jobTitle: row.application.job.title,
      company: row.application.job.company,
    },
  };
}

export type EmployeeDraftDto = ReturnType<typeof draftDto>;

const notFound = () => new ApiError("not_found", draftMessages.notFound);

export const DRAFTS_SHOWN = 100;

/**
 * Open drafts, oldest request first (the hire that has waited longest comes first), at most
 * DRAFTS_SHOWN of them, and how many are open in all.
 */
export async function listOpenDrafts(): Promise<{ drafts: EmployeeDraftDto[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.employeeDraft.findMany({
      where: openWhere,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: DRAFTS_SHOWN,
      select: draftSelect,
    }),
    db.employeeDraft.count({ where: openWhere }),
  ]);
  return { drafts: rows.map(draftDto), total };
}

export async function getOpenDraft(id: string): Promise<EmployeeDraftDto> {
  const row = await db.employeeDraft.findFirst({ where: { id, ...openWhere }, select: draftSelect });
  if (!row) throw notFound();
  return draftDto(row);
}

/** Dismisses an open draft (the hire will not get a record here): the draft and its resume copy go. */
export async function dismissDraft(actor: Actor, id: string, ip?: string) {
  await db.$transaction(async (tx) => {
    // Locked: a completion of this hire at the same moment goes first or waits (completeDraft).
    await lockDraft(tx, id);
    const draft = await tx.employeeDraft.findFirst({
      where: { id, completedAt: null },
      select: { resumeFileId: true, fullName: true, application: { select: { id: true, reference: true } } },
    });
    if (!draft) throw notFound();
    await tx.employeeDraft.delete({ where: { id } });
    if (draft.resumeFileId) await tx.storedFile.delete({ where: { id: draft.resumeFileId } });
    await audit(tx, actor, {
      action: "employee.draft_dismiss",
      entityType: "CompanyApplication",
      entityId: draft.application.id,
      data: { reference: draft.application.reference, name: draft.fullName },
      ip,
    });
  });
}

/**
 * Completes a draft with the employee just created in the same transaction: the resume copy becomes
 * the employee's Resume document and the draft points at the employee. The update is conditional,
 * so a draft completes once; a second completion (or a dismissed draft) is refused and the whole
 * transaction, employee included, rolls back.
 */
export async function completeDraft(tx: Tx, actor: Actor, draftId: string, employeeId: string, now = new Date()) {
  // The application first, as every change to it locks it (then the draft): a recruiter moving it
  // off Hired at this moment goes first and is seen below, or waits. Unlocked, a candidate rejected
  // (and mailed so) while the hire was being completed still became an employee.
  const owner = await tx.employeeDraft.findUnique({ where: { id: draftId }, select: { applicationId: true } });
  if (owner) await tx.$executeRaw`SELECT 1 FROM "CompanyApplication" WHERE "id" = ${owner.applicationId} FOR UPDATE`;
  await lockDraft(tx, draftId);
  const draft = await tx.employeeDraft.findUnique({
    where: { id: draftId },
    select: {
      completedAt: true,
      resumeFileId: true,
      resume: { select: { fileName: true } },
      application: { select: { reference: true, status: true } },
    },
  });
  if (!draft) throw new ApiError("not_found", draftMessages.notFound, { draftId: draftMessages.notFound });
  if (draft.completedAt) throw new ApiError("conflict", draftMessages.completed, { draftId: draftMessages.completed });
  if (draft.application.status !== "hired") {
    throw new ApiError("conflict", draftMessages.noLongerHired, { draftId: draftMessages.noLongerHired });
  }
  const { count } = await tx.employeeDraft.updateMany({
    where: { id: draftId, completedAt: null, employeeId: null },
    // The file now belongs to the document; the draft keeps only the link to the employee: the
    // name, e-mail and phone live on in the employee's record, and nothing erases a draft later.
    data: { employeeId, completedAt: now, resumeFileId: null, fullName: "", email: "", phone: "" },
  });
  if (count !== 1) throw new ApiError("conflict", draftMessages.completed, { draftId: draftMessages.completed });
  if (draft.resumeFileId && draft.resume) {
    await tx.storedFile.update({ where: { id: draft.resumeFileId }, data: { kind: "EmployeeDocument" } });
    await tx.employeeDocument.create({
      data: {
        employeeId,
        fileId: draft.resumeFileId,
        name: draft.resume.fileName,
        documentType: "Resume",
        description: `From application ${draft.application.reference}`,
        uploadedById: actor.id,
      },
    });
  }
  return { reference: draft.application.reference, resume: Boolean(draft.resumeFileId) };
}

/**
 * Dismissing and completing one hire are serialised: each reads the draft after the other has
 * committed. Unlocked, a dismissal that read the draft before a completion deleted the completed
 * draft, or failed on its resume, which by then belonged to the new employee's documents.
 */
async function lockDraft(tx: Tx, id: string) {
  await tx.$executeRaw`SELECT 1 FROM "EmployeeDraft" WHERE "id" = ${id} FOR UPDATE`;
}
