import "server-only";

import { decisionMail, type DecisionStatus } from "@/content/decision-mail";
import type { Tx } from "@/lib/server/db/client";
import { mailLocale } from "@/lib/server/i18n/mail";
import { sendMail } from "@/lib/server/platform/mail";
import { siteUrl } from "@/lib/seo";

// A staff decision as the applicant sees it (both boards): one ApplicationStatusChange row (the
// status history, with the reason) and one e-mail, both in the caller's transaction, so the mail
// exists exactly when the change was committed. The caller awaits `sender()` before that
// transaction (lib/server/jobs/queue.ts). The mail is in the language the application was made in.

export type Decision = {
  /** The board and new status. */
  to: DecisionStatus;
  applicationId: string;
  reason?: string | null;
  changedById: string;
  applicant: { name: string; email: string; reference: string; jobTitle: string };
  /**
   * False when the applicant's words for the status stay the same (a government application moved
   * between Pending and Under Review, or one whose fee is unpaid): the history row is recorded and
   * no mail says what they already read.
   */
  mail?: boolean;
};

export async function recordDecision(tx: Tx, decision: Decision): Promise<{ changeId: string; mailId: string | null }> {
  const { to, applicant } = decision;
  const reason = decision.reason || null;
  const change = await tx.applicationStatusChange.create({
    data: {
      ...(to.board === "company"
        ? { companyApplicationId: decision.applicationId }
        : { govApplicationId: decision.applicationId }),
      status: to.status,
      reason,
      actor: "staff",
      changedById: decision.changedById,
    },
    select: { id: true },
  });
  if (decision.mail === false) return { changeId: change.id, mailId: null };
  const where = { where: { id: decision.applicationId }, select: { locale: true } };
  const stored =
    to.board === "company" ? await tx.companyApplication.findUnique(where) : await tx.govApplication.findUnique(where);
  const content = decisionMail({
    ...to,
    locale: mailLocale(stored?.locale),
    site: siteUrl().origin,
    name: applicant.name,
    jobTitle: applicant.jobTitle,
    reference: applicant.reference,
    reason,
  });
  const about = { board: to.board, applicationId: decision.applicationId };
  const mail = await sendMail(
    { to: applicant.email, ...content, about },
    { tx, dedupeKey: `status-change:${change.id}` },
  );
  return { changeId: change.id, mailId: mail.id };
}
