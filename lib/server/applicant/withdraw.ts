import "server-only";

import { company } from "@/content/company";
import { ApiError } from "@/lib/server/http/api";
import { WITHDRAWABLE_COMPANY } from "@/lib/server/careers/status";
import { db, type Tx } from "@/lib/server/db/client";
import { sender } from "@/lib/server/jobs/queue";
import { sendMail } from "@/lib/server/platform/mail";
import { applicantMessages } from "@/lib/validation/applicant";

// An applicant withdraws their own application: a company application until it is rejected or
// hired, a government application while its fee is unpaid. One transaction: the conditional
// update (which also decides ownership and state, so two clicks withdraw once), the history row
// and the confirmation e-mail.

export type Board = "company" | "gov";

type Found = { id: string; label: string; jobTitle: string; number: string };

async function withdrawCompany(tx: Tx, id: string, email: string, now: Date): Promise<Found | null> {
  const { count } = await tx.companyApplication.updateMany({
    where: { id, email, status: { in: [...WITHDRAWABLE_COMPANY] } },
    data: { status: "withdrawn", statusChangedAt: now, statusChangedById: null },
  });
  if (count === 0) return null;
  const app = await tx.companyApplication.findUniqueOrThrow({
    where: { id },
    select: { reference: true, job: { select: { title: true } } },
  });
  return { id, label: "reference", jobTitle: app.job.title, number: app.reference };
}

async function withdrawGov(tx: Tx, id: string, email: string, now: Date): Promise<Found | null> {
  const { count } = await tx.govApplication.updateMany({
    where: {
      id,
      email,
      paymentStatus: { in: ["pending", "failed"] },
      status: { notIn: ["withdrawn", "cancelled"] },
    },
    data: { status: "withdrawn", statusChangedAt: now, statusChangedById: null },
  });
  if (count === 0) return null;
  const app = await tx.govApplication.findUniqueOrThrow({
    where: { id },
    select: { applicationNumber: true, job: { select: { title: true } } },
  });
  return { id, label: "application number", jobTitle: app.job.title, number: app.applicationNumber };
}

export async function withdrawApplication(board: Board, id: string, email: string): Promise<{ withdrawnAt: string }> {
  const owned =
    board === "company"
      ? await db.companyApplication.count({ where: { id, email } })
      : await db.govApplication.count({ where: { id, email } });
  if (owned === 0) throw new ApiError("not_found", applicantMessages.notFound);

  await sender(); // before the transaction: the mail's delivery job is queued inside it
  const now = new Date();
  const done = await db.$transaction(async (tx) => {
    const app = board === "company" ? await withdrawCompany(tx, id, email, now) : await withdrawGov(tx, id, email, now);
    if (!app) return null;
    const row = await tx.applicationStatusChange.create({
      data: {
        ...(board === "company" ? { companyApplicationId: id } : { govApplicationId: id }),
        status: "withdrawn",
        actor: "applicant",
        createdAt: now,
      },
      select: { id: true },
    });
    await sendMail(
      {
        to: email,
        subject: `Application withdrawn: ${app.jobTitle} (${app.number})`,
        text: [
          `You withdrew your application for ${app.jobTitle} (${app.label} ${app.number}).`,
          "",
          "We will not consider it any further. If you did not do this, please contact us at once.",
          "",
          `${company.name}`,
          `${company.email} · ${company.phone}`,
        ].join("\n"),
      },
      { tx, dedupeKey: `withdrawn:${row.id}` },
    );
    return app;
  });
  if (!done) throw new ApiError("conflict", applicantMessages.notWithdrawable);
  return { withdrawnAt: now.toISOString() };
}
