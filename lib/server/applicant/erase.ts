import "server-only";

import { applicantLimitKeys } from "@/lib/server/applicant/otp";
import { db } from "@/lib/server/db/client";
import { TX_OPTIONS } from "@/lib/server/payments/ledger";
import { audit } from "@/lib/server/platform/audit";
import { lookupHash } from "@/lib/server/platform/crypto";
import {
  anonymiseCompanyApplication,
  anonymiseContactMessages,
  anonymiseGovApplication,
} from "@/lib/server/privacy/anonymise";

// "Delete my data" (DPDP Act 2023, s. 12): every application made with the applicant's e-mail is
// anonymised, one transaction each, through the same functions as the retention purge. The law
// keeps one thing: a paid fee stays in the payment ledger as an accounting record, without a name
// or contact details (anonymiseGovApplication keeps the Payment rows and redacts their events).
// Then the sign-in codes, the mail addressed to them and the Applicant row go, which ends every
// session. The audit entry holds counts and a keyed hash of the address, never the address, so
// staff can match a later request from the same person.

export const ERASURE_HASH_PURPOSE = "applicant-erasure";

export type ErasureSummary = {
  companyApplications: number;
  govApplications: number;
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
  ip?: string,
  now = new Date(),
): Promise<ErasureSummary> {
  const { email } = applicant;
  const [company, gov] = await Promise.all([
    db.companyApplication.findMany({ where: { email, anonymisedAt: null }, select: { id: true } }),
    db.govApplication.findMany({ where: { email, anonymisedAt: null }, select: { id: true } }),
  ]);
  const summary: ErasureSummary = {
    companyApplications: 0,
    govApplications: 0,
    files: 0,
    paymentEvents: 0,
    paymentsKept: await db.payment.count({ where: { applicationId: { in: gov.map((g) => g.id) } } }),
    signInCodes: 0,
    mails: 0,
    contactMessages: 0,
    newsletter: 0,
  };
  const each = async (ids: { id: string }[], fn: typeof anonymiseGovApplication) => {
    let changed = 0;
    for (const { id } of ids) {
      const result = await db.$transaction((tx) => fn(tx, id, now), TX_OPTIONS);
      if (result.anonymised) changed += 1;
      summary.files += result.files;
      summary.paymentEvents += result.paymentEvents;
      summary.mails += result.mails;
    }
    return changed;
  };
  summary.companyApplications = await each(company, anonymiseCompanyApplication);
  summary.govApplications = await each(gov, anonymiseGovApplication);

  await db.$transaction(async (tx) => {
    summary.signInCodes = (await tx.applicantOtp.deleteMany({ where: { email } })).count;
    // Sent, failed and queued alike: a queued delivery job whose row is gone is skipped. (Staff's
    // notices about their applications went with each application, above.)
    summary.mails += (await tx.mailOutbox.deleteMany({ where: { to: email } })).count;
    // What else the same person gave us with this address: contact messages and the newsletter.
    const messages = await tx.contactMessage.findMany({
      where: { email: { equals: email, mode: "insensitive" }, anonymisedAt: null },
      select: { id: true },
    });
    const contact = await anonymiseContactMessages(
      tx,
      messages.map((m) => m.id),
      now,
    );
    summary.contactMessages = contact.anonymised;
    summary.mails += contact.mails;
    summary.newsletter = (
      await tx.newsletterSubscription.deleteMany({
        where: { email: { equals: email, mode: "insensitive" } },
      })
    ).count;
    // The sign-in limits keyed by the address (lib/server/applicant/otp.ts) name it too.
    await tx.rateLimit.deleteMany({ where: { key: { in: applicantLimitKeys(email) } } });
    await tx.applicant.updateMany({ where: { id: applicant.id }, data: { tokenVersion: { increment: 1 } } });
    await tx.applicant.deleteMany({ where: { id: applicant.id } });
    await audit(tx, null, {
      action: "applicant.erasure",
      entityType: "Applicant",
      entityId: applicant.id,
      data: { ...summary, emailHash: lookupHash(email, ERASURE_HASH_PURPOSE) },
      ip,
      at: now,
    });
  }, TX_OPTIONS);
  return summary;
}
