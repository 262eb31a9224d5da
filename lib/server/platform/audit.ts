import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import type { Db, Tx } from "@/lib/server/db/prisma";

// The audit log: who did what to which record, from where. Pass the caller's transaction and the
// entry commits (or rolls back) with the change it records. `data` carries ids, names, counts and
// filters, never secrets.

export type AuditAction =
  | "auth.login"
  | "auth.password_change"
  /** A password set through an e-mailed link (forgot password, or an invited employee's first). */
  | "auth.password_reset"
  | "staff.create"
  | "staff.password_reset"
  | "staff.disable"
  | "staff.enable"
  | "employee.create"
  | "employee.update"
  | "employee.delete"
  | "employee.reveal"
  | "employee.export"
  | "employee.data_export"
  | "employee.password_change"
  | "employee.draft_dismiss"
  | "document.upload"
  | "document.delete"
  | "document.view"
  | "document.download"
  | "company.job.create"
  | "company.job.update"
  | "company.job.archive"
  | "company.job.delete"
  | "company.application.status"
  | "company.application.resume_download"
  | "company.application.employee_draft"
  | "company.interview.schedule"
  | "company.interview.update"
  | "company.interview.cancel"
  | "company.interview.feedback"
  | "company.applications.export"
  | "gov.job.create"
  | "gov.job.update"
  | "gov.job.delete"
  | "gov.job.call_letters_resend"
  | "gov.application.status"
  | "gov.application.aadhaar_released"
  | "gov.application.reveal"
  | "gov.application.pdf_download"
  | "gov.application.certificate_download"
  | "gov.application.call_letter"
  | "gov.applications.export"
  | "gov.payment.refund"
  | "gov.payment.refund_update"
  | "mail.retry"
  | "privacy.purge"
  | "applicant.export"
  | "applicant.erasure";

export type AuditEntity =
  | "User"
  | "Employee"
  | "EmployeeDocument"
  | "CompanyJob"
  | "CompanyApplication"
  | "GovJob"
  | "GovApplication"
  | "MailOutbox"
  /** A job seeker of the applicant portal (the row is gone after an erasure; the id stays). */
  | "Applicant"

  /** The data-retention rules as a whole (one entry per purge run). */
  | "Retention";

/** Who acted: a signed-in user (their role is kept, since it may change later). */
export type Actor = { id: string; role: Role };

export type AuditEntry = {
  action: AuditAction;
  entityType: AuditEntity;
  entityId?: string | null;
  data?: Prisma.InputJsonValue;
  ip?: string | null;
  /** When it happened, if it must equal a timestamp the same change writes (default: now). */
  at?: Date;
};

/**
 * Writes one or more entries in one statement and returns their ids, in order. `actor` is null
 * for actions taken outside a session (the staff:create command).
 */
export function audit(
  client: Db | Tx,
  actor: Actor | null,
  ...entries: AuditEntry[]
): Promise<{ id: string; createdAt: Date }[]> {
  return client.auditLog.createManyAndReturn({
    data: entries.map((entry) => ({
      actorId: actor?.id ?? null,
      actorRole: actor?.role ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      data: entry.data,
      ip: entry.ip ?? null,
      createdAt: entry.at,
    })),
    select: { id: true, createdAt: true },
  });
}

/**
 * An export's filter as the audit log keeps it: without undefined fields, and with its search text
 * left out. The search matches names, e-mail addresses and phone numbers, so it often is one, and
 * the log keeps it for good, where erasing an application reaches only the entries about it.
 */
export function auditedFilter(filter: object): Prisma.InputJsonObject {
  const { q, ...rest } = JSON.parse(JSON.stringify(filter)) as Record<string, Prisma.InputJsonValue>;
  return q === undefined || q === "" ? rest : { ...rest, q: "(search)" };
}
