import "server-only";

import { formatIstDate, istDayEnd, istDayStart, toDateOnly } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { GovApplicationStatus, PaymentStatus } from "@/lib/generated/prisma/enums";
import { feeFor, feeTableOf, type FeeColumns, type FeeDecision, type FeeTable } from "@/lib/gov-fees";
import type { CorrectableField } from "@/lib/validation/gov-correctable-fields";

// The correction window of a government job: IST calendar dates, both inclusive, during which an
// applicant may correct a submitted application (see correction.ts).

export const CORRECTION_MESSAGES = {
  none: "This job has no correction window.",
  closed: "The correction window for this job is closed.",
  notYet: (from: Date) => `The correction window for this job opens on ${formatIstDate(from)}.`,
  notCorrectable:
    "Only a submitted application that is paid, exempt from the fee or awaiting payment can be corrected.",
  unchanged: "Nothing to correct: no field was changed.",
} as const;

type Window = { correctionFrom: Date | null; correctionTo: Date | null };

export function correctionWindowState(job: Window, now = new Date()): "none" | "not_yet" | "open" | "closed" {
  if (!job.correctionFrom || !job.correctionTo) return "none";
  if (now.getTime() < istDayStart(job.correctionFrom).getTime()) return "not_yet";
  if (now.getTime() > istDayEnd(job.correctionTo).getTime()) return "closed";
  return "open";
}

/** Why this application cannot be corrected now, or null when it can. */
export function correctionBlocker(
  app: { status: GovApplicationStatus; paymentStatus: PaymentStatus },
  job: Window,
  now = new Date(),
): string | null {
  const state = correctionWindowState(job, now);
  if (state === "none") return CORRECTION_MESSAGES.none;
  if (state === "not_yet") return CORRECTION_MESSAGES.notYet(job.correctionFrom!);
  if (state === "closed") return CORRECTION_MESSAGES.closed;
  const live = app.status !== "withdrawn" && app.status !== "cancelled" && app.status !== "rejected";
  const submitted = ["completed", "exempt", "pending", "failed"].includes(app.paymentStatus);
  return live && submitted ? null : CORRECTION_MESSAGES.notCorrectable;
}

export const correctableColumns = {
  name: true,
  fatherHusbandName: true,
  motherName: true,
  presentAddress: true,
  maritalStatus: true,
  gender: true,
  mobile1: true,
  mobile2: true,
  category: true,
  categoryCertificateNumber: true,
  pwd: true,
  exServiceman: true,
} satisfies Record<CorrectableField, true> & Prisma.GovApplicationSelect;

/** What the correction form shows: the correctable fields, and the e-mail read-only (only the office changes it). */
export const correctionFormColumns = { ...correctableColumns, email: true } satisfies Prisma.GovApplicationSelect;

export type CorrectionFormValues = Prisma.GovApplicationGetPayload<{ select: typeof correctionFormColumns }>;

/**
 * What the status page needs to offer a correction: current values, the fee table, the fee charged
 * now (kept while the answers that decide the fee stay as they are), the last day.
 */
export type CorrectionOffer = {
  values: CorrectionFormValues;
  fees: FeeTable;
  fee: FeeDecision;
  lastDate: string;
};

export function correctionFor(
  app: CorrectionFormValues & {
    status: GovApplicationStatus;
    paymentStatus: PaymentStatus;
    feePaise: number;
    feeReason: string | null;
  },
  job: Window & FeeColumns,
  now = new Date(),
): CorrectionOffer | null {
  if (correctionBlocker(app, job, now)) return null;
  const values = Object.fromEntries(
    Object.keys(correctionFormColumns).map((field) => [field, app[field as keyof CorrectionFormValues]]),
  ) as CorrectionFormValues;
  const fees = feeTableOf(job);
  // An application made before fee tables has no stored reason: the table's reason for its answers.
  const fee = { paise: app.feePaise, reason: app.feeReason ?? feeFor(fees, values).reason };
  return { values, fees, fee, lastDate: toDateOnly(job.correctionTo!) };
}
