import "server-only";

import { applicantLimitKeys } from "@/lib/server/applicant/otp";
import { companyApplicationMailKey } from "@/lib/server/careers/applications";
import { applicationMailKey } from "@/lib/server/gov/applications";
import { withdrawBeforeErasure } from "@/lib/server/applicant/withdraw";
import { db } from "@/lib/server/db/client";
import { sender } from "@/lib/server/jobs/queue";
import { MONEY_TAKEN, TX_OPTIONS } from "@/lib/server/payments/ledger";
import { audit } from "@/lib/server/platform/audit";
import { FORGET_ONCE_SENT } from "@/lib/server/platform/mail";
import { newsletterMailKey } from "@/lib/server/platform/newsletter";
import { lookupHash } from "@/lib/server/platform/crypto";
import {
  anonymiseCompanyApplication,
  anonymiseContactMessages,
  anonymiseGovApplication,
} from "@/lib/server/privacy/anonymise";
import { contactMessageIdsFrom } from "@/lib/server/privacy/same-address";

// "Delete my data" (DPDP Act 2023, s. 12): every application made with the applicant's e-mail is
// anonymised through the same functions as the retention purge, after those still in progress are
// withdrawn (withdrawBeforeErasure: nobody is left to decide a candidate who is gone). The law keeps one thing: a paid fee
// stays in the payment ledger as an accounting record, without a name or contact details
// (anonymiseGovApplication keeps the Payment rows and redacts their events). Then the sign-in
// codes, the applicant's own mail and the Applicant row go, which ends every session. All of it is
// one transaction with its audit entry: a failure part-way (a lock timeout, a restart) leaves
// nothing half-erased and unaudited, and the retry's entry counts everything. The entry holds
// counts and a keyed hash of the address, never the address, so staff can match a later request
// from the same person.

export const ERASURE_HASH_PURPOSE = "applicant-erasure";

/**
 * One transaction for everything. The retention purge anonymises 100 applications in about 5 s on
 * PGlite, inside TX_OPTIONS' 30 s; one person's applications are far fewer, but the erasure also
 * waits on the row locks of payments and staff edits under way, so it gets the longer timeout the
 * gov console's bulk work has. The wait for a connection is the payments' (TX_OPTIONS).
 */
const ERASURE_TX_OPTIONS = { maxWait: TX_OPTIONS.maxWait, timeout: 120_000 } as const;

/**
 * The mail to the address that is not the applicant's but staff's, when the person is also a staff
 * member: a password or invitation link (auth/password-reset.ts). It carries no `about`; staff's
 * notices about other people's applications carry theirs ("company-staff:<id>"), and the mail
 * about the applicant's own applications went with each of them.
 */
// Not the person's to erase with the rest: a staff member's password link, and the cancellations
// above (they must still go out).
const KEPT_MAIL_KEYS = ["password-token:", FORGET_ONCE_SENT];

export type ErasureSummary = {
  companyApplications: number;
  govApplications: number;
  /** Of those, still in progress and withdrawn first (withdrawBeforeErasure). */
  withdrawn: number;
  files: number;
  paymentEvents: number;
  /** Payment rows kept as accounting records (of the applications just anonymised). */
  paymentsKept: number;
  signInCodes: number;
  mails: number;
  /** Contact-form messages sent from the address (anonymised) and its newsletter subscription (deleted). */
  contactMessages: number;
  newsletter: number;
};

export async function eraseApplicantData(
  applicant: { id: string; email: string },
  now = new Date(),
): Promise<ErasureSummary> {
  const { email } = applicant;
  // Withdrawing a candidate cancels their coming interviews, whose mail is queued in the transaction.
  await sender();
  return db.$transaction(async (tx) => {
    const summary: ErasureSummary = {
      companyApplications: 0,
      govApplications: 0,
      withdrawn: 0,
      files: 0,
      paymentEvents: 0,
      paymentsKept: 0,
      signInCodes: 0,
      mails: 0,
      contactMessages: 0,
      newsletter: 0,
    };
    const govErased: string[] = [];
    const each = async (ids: string[], fn: typeof anonymiseGovApplication, erased?: string[]) => {
      let changed = 0;
      for (const id of ids) {
        const result = await fn(tx, id, now);
        if (result.anonymised) {
          changed += 1;
          erased?.push(id);
        }
        summary.files += result.files;
        summary.paymentEvents += result.paymentEvents;
        summary.mails += result.mails;
      }
      return changed;
    };
    const where = { email, anonymisedAt: null };
    const company = await tx.companyApplication.findMany({ where, select: { id: true }, orderBy: { id: "asc" } });
    const gov = await tx.govApplication.findMany({ where, select: { id: true }, orderBy: { id: "asc" } });
    for (const [board, rows] of [
      ["company", company],
      ["gov", gov],
    ] as const) {
      for (const { id } of rows) if (await withdrawBeforeErasure(tx, board, id, now)) summary.withdrawn += 1;
    }
    // The withdrawal cancelled the interviews to come and queued their cancellations: those still
    // go (the invitation must leave the person's calendar), about no record, so the anonymising
    // below keeps them, and the outbox forgets each once it is sent (FORGET_ONCE_SENT).
    const cancelled = await tx.interview.findMany({
      where: { applicationId: { in: company.map((a) => a.id) }, status: "cancelled" },
      select: { id: true, sequence: true },
    });
    for (const { id, sequence } of cancelled) {
      const key = `interview:${id}:${sequence}`;
      await tx.mailOutbox.updateMany({
        where: { dedupeKey: key, status: "queued" },
        data: { about: null, dedupeKey: `${FORGET_ONCE_SENT}${key}` },
      });
    }
    summary.companyApplications = await each(
      company.map((a) => a.id),
      anonymiseCompanyApplication,
    );
    summary.govApplications = await each(
      gov.map((a) => a.id),
      anonymiseGovApplication,
      govErased,
    );
    // The fees kept: gateway payments that took money (refunded later or not). An order opened and
    // never paid, or an attempt that failed, holds none; an overpayment's row is part of its payment.
    summary.paymentsKept = await tx.payment.count({
      where: {
        applicationId: { in: govErased },
        status: { in: MONEY_TAKEN },
        refundFromPaymentId: null,
      },
    });

    summary.signInCodes = (await tx.applicantOtp.deleteMany({ where: { email } })).count;
    // The rest of the mail to the address that is about the person as an applicant, and about no
    // record that stays: sign-in codes, the newsletter's confirmation and the like (sent, failed
    // and queued alike: a queued delivery job whose row is gone is skipped). Mail with an `about`
    // is about a record: the applicant's own went with their applications above, and one about
    // somebody else's application (a company admin's notice) is not theirs. A staff member's
    // password link is not either, and a queued one must still go out.
    summary.mails += (
      await tx.mailOutbox.deleteMany({
        where: {
          to: email,
          about: null,
          AND: KEPT_MAIL_KEYS.map((prefix) => ({
            OR: [{ dedupeKey: null }, { NOT: { dedupeKey: { startsWith: prefix } } }],
          })),
        },
      })
    ).count;
    // What else the same person gave us with this address: contact messages and the newsletter.
    const contact = await anonymiseContactMessages(tx, await contactMessageIdsFrom(tx, email), now);
    summary.contactMessages = contact.anonymised;
    summary.mails += contact.mails;
    // The newsletter's address is stored lower-cased, as the applicant's is.
    summary.newsletter = (await tx.newsletterSubscription.deleteMany({ where: { email } })).count;
    // The limits keyed by the address name it too: sign-in (lib/server/applicant/otp.ts), the two
    // forms' mails and the newsletter's confirmations.
    await tx.rateLimit.deleteMany({
      where: {
        key: {
          in: [
            ...applicantLimitKeys(email),
            applicationMailKey(email),
            companyApplicationMailKey(email),
            newsletterMailKey(email),
          ],
        },
      },
    });
    await tx.applicant.updateMany({ where: { id: applicant.id }, data: { tokenVersion: { increment: 1 } } });
    await tx.applicant.deleteMany({ where: { id: applicant.id } });
    // The portal's own audit entries (its data exports) keep what was done and when, not the
    // addresses it was done from: with the erasure entry's hash of the e-mail they would say where
    // the person had been. The erasure entry itself records no address either.
    await tx.auditLog.updateMany({ where: { entityType: "Applicant", entityId: applicant.id }, data: { ip: null } });
    await audit(tx, null, {
      action: "applicant.erasure",
      entityType: "Applicant",
      entityId: applicant.id,
      data: { ...summary, emailHash: lookupHash(email, ERASURE_HASH_PURPOSE) },
      at: now,
    });
    return summary;
  }, ERASURE_TX_OPTIONS);
}
