import "server-only";

import { mailsAbout, type MailLogEntry } from "@/lib/server/platform/mail";
import { ApiError } from "@/lib/server/http/api";
import { type ApplicantFields, type ApplicationRow, countRows, selectRows } from "@/lib/server/careers/review-query";
import { db } from "@/lib/server/db/client";
import type { AuditAction } from "@/lib/server/platform/audit";
import { type ApplicationListQuery, type ApplicationStatus, reviewMessages } from "@/lib/validation/application-review";
import { jobMessages } from "@/lib/validation/jobs";

// What the company admin reads about applications: the paginated, filtered list, one
// application in full with its status history, and the applicants of one job.

export type ConsoleApplication = ApplicantFields & {
  /** ISO timestamps. */
  appliedDate: string;
  statusChangedAt: string | null;
  jobId: string;
  job: { id: string; title: string; company: string; isActive: boolean; archived: boolean } | null;
  /** "<file id>-<original name>": the spec's resume name; the download saves it without the prefix. */
  resume: string;
  resumeUrl: string;
  resumeSize: number;
};

export type TimelineEntry = {
  at: string;
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  /** Who made the change: a staff member's name, "The applicant" (a withdrawal), or null (a deleted user). */
  actor: string | null;
  actorRole: string | null;
  /** Why (rejections), as mailed to the applicant; null when none was given. */
  reason: string | null;
};

export type ConsoleApplicationDetail = ConsoleApplication & {
  coverLetter: string | null;
  /** When it was first made, for one made again after a withdrawal (appliedDate is that day); else null. */
  firstAppliedDate: string | null;
  timeline: TimelineEntry[];
  /** The e-mails sent to the applicant, newest first, and whether they were delivered. */
  mails: MailLogEntry[];
};

export type ApplicationPage = {
  applications: ConsoleApplication[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
};

export const STATUS_ACTION = "company.application.status" satisfies AuditAction;
/** Who the timeline names for a change the applicant made (a withdrawal, audited with no actor). */
export const APPLICANT_ACTOR = "The applicant";

export function resumeName(fileId: string, fileName: string): string {
  return `${fileId}-${fileName}`;
}

export function toConsoleApplication(row: ApplicationRow): ConsoleApplication {
  const resume = resumeName(row.fileId, row.fileName);
  return {
    id: row.id,
    reference: row.reference,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    currentCompany: row.currentCompany,
    linkedinUrl: row.linkedinUrl,
    githubUrl: row.githubUrl,
    status: row.status,
    appliedDate: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    jobId: row.jobId,
    job:
      row.jobTitle === null
        ? null
        : {
            id: row.jobId,
            title: row.jobTitle,
            company: row.jobCompany ?? "",
            isActive: Boolean(row.jobActive),
            archived: row.jobArchivedAt !== null,
          },
    resume,
    resumeUrl: `/api/applications/download/${encodeURIComponent(resume)}`,
    resumeSize: Number(row.fileSize),
  };
}

export async function listApplications(query: ApplicationListQuery): Promise<ApplicationPage> {
  const { page, pageSize } = query;
  const [rows, [{ total }]] = await Promise.all([
    db.$queryRaw<ApplicationRow[]>(selectRows(query, { limit: pageSize, offset: (page - 1) * pageSize })),
    db.$queryRaw<{ total: number }[]>(countRows(query)),
  ]);
  return {
    applications: rows.map(toConsoleApplication),
    total: Number(total),
    page,
    pageSize,
    totalPages: Math.max(1, Math.ceil(Number(total) / pageSize)),
  };
}

/** Newest first, through the list's own query. */
function newest(where: { id?: string; jobId?: string }, limit: number): Promise<ApplicationRow[]> {
  return db.$queryRaw<ApplicationRow[]>(selectRows({ sort: "appliedDate", order: "desc", ...where }, { limit }));
}

export async function getApplication(id: string): Promise<ConsoleApplicationDetail> {
  const [row] = await newest({ id }, 1);
  if (!row) throw new ApiError("not_found", reviewMessages.notFound);
  const application = toConsoleApplication(row);
  const [timeline, mails] = await Promise.all([
    statusTimeline(id),
    mailsAbout({ board: "company", applicationId: id }),
  ]);
  return {
    ...application,
    coverLetter: row.coverLetter,
    firstAppliedDate: row.firstAppliedAt?.toISOString() ?? null,
    timeline,
    mails,
  };
}

/** Every status change of an application, oldest first, from the audit log. */
export async function statusTimeline(id: string): Promise<TimelineEntry[]> {
  const entries = await db.auditLog.findMany({
    where: { entityType: "CompanyApplication", entityId: id, action: STATUS_ACTION },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { createdAt: true, data: true, actorRole: true, actor: { select: { name: true } } },
  });
  return entries.map((e) => {
    const data = (e.data ?? {}) as {
      from?: ApplicationStatus;
      to?: ApplicationStatus;
      reason?: string;
      by?: "applicant";
    };
    return {
      at: e.createdAt.toISOString(),
      from: data.from ?? null,
      to: data.to ?? "pending",
      actor: data.by === "applicant" ? APPLICANT_ACTOR : (e.actor?.name ?? null),
      actorRole: e.actorRole,
      reason: data.reason ?? null,
    };
  });
}

export const APPLICANTS_LIMIT = 200;

export type JobApplicants = {
  job: { id: string; title: string; company: string };
  applications: ConsoleApplication[];
  total: number;
};

/** The newest applicants of one job (archived jobs included: their applicants are kept). */
export async function listJobApplicants(jobId: string): Promise<JobApplicants> {
  const job = await db.companyJob.findUnique({
    where: { id: jobId },
    select: { id: true, title: true, company: true },
  });
  if (!job) throw new ApiError("not_found", jobMessages.notFound);
  const [rows, total] = await Promise.all([
    newest({ jobId }, APPLICANTS_LIMIT),
    db.companyApplication.count({ where: { jobId, anonymisedAt: null } }),
  ]);
  return { job, applications: rows.map(toConsoleApplication), total };
}
