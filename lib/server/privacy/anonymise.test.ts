// Erasing a government application keeps its status changes and refunds in the audit log and the
// ledger (who, when, from, to, how much) but not the reasons staff wrote for them: free text that
// may name the applicant, as the status history's copy (already cleared) could.
import { beforeAll, describe, expect, it } from "vitest";

import { POST as refundRoute } from "@/app/api/gov/payments/[paymentRowId]/refund/route";
import { db } from "@/lib/server/db/client";
import { minimalPdf } from "@/lib/server/db/seed/pdf";
import { storeFile } from "@/lib/server/platform/storage";
import { anonymiseCompanyApplication, anonymiseGovApplication, ERASED } from "@/lib/server/privacy/anonymise";
import { withFakeRazorpay } from "@/lib/testing/fake-razorpay-env";
import { makeApplication, makeInterview, makeJob } from "@/lib/testing/company-console";
import { call } from "@/lib/testing/fixtures";
import { bearerFor, decideStatus, paidThroughCheckout } from "@/lib/testing/gov-console";

import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-console";

const fake = withFakeRazorpay();
let auth: Record<string, string>;

beforeAll(async () => {
  auth = (await bearerFor("GovAdmin")).headers;
});

describe("anonymiseGovApplication", () => {
  it("drops the reasons from the application's status entries in the audit log, and keeps the changes", async () => {
    const { app } = await paidThroughCheckout(fake());
    const reason = "Ravi Shankar's marksheet does not match the board's record";
    const res = await decideStatus(app.id, auth, "rejected", reason);
    expect(res.status).toBe(200);
    const logged = () => db.auditLog.findMany({ where: { entityId: app.id, action: "gov.application.status" } });
    expect(JSON.stringify((await logged()).map((e) => e.data))).toContain("Ravi Shankar");

    expect((await db.$transaction((tx) => anonymiseGovApplication(tx, app.id))).anonymised).toBe(true);
    const after = await logged();
    expect(after.map((e) => e.data)).toEqual([expect.objectContaining({ to: "rejected" })]);
    expect(JSON.stringify(after.map((e) => e.data))).not.toContain("Ravi");
  });

  it("erases the reason written on a refund of its fee, on the Refund row and in the audit log", async () => {
    const { app, row } = await paidThroughCheckout(fake());
    await db.govApplication.update({ where: { id: app.id }, data: { status: "cancelled" } });
    const reason = "Ravi Shankar moved to Pune and asked for his fee back";
    const res = await call(refundRoute, {
      method: "POST",
      path: `/api/gov/payments/${row.id}/refund`,
      body: { reason },
      params: { paymentRowId: row.id },
      headers: auth,
    });
    expect(res.status, res.text).toBe(200);
    const logged = () => db.auditLog.findMany({ where: { entityId: app.id, action: "gov.payment.refund" } });
    expect(JSON.stringify((await logged()).map((e) => e.data))).toContain("Ravi Shankar");

    expect((await db.$transaction((tx) => anonymiseGovApplication(tx, app.id))).anonymised).toBe(true);
    const refunds = await db.refund.findMany({ where: { paymentRowId: row.id } });
    expect(refunds).toEqual([expect.objectContaining({ reason: ERASED, amountPaise: row.amountPaise })]);
    const after = await logged();
    expect(after.map((e) => e.data)).toEqual([
      expect.objectContaining({ refundRowId: refunds[0].id, amountPaise: row.amountPaise }),
    ]);
    expect(JSON.stringify(after.map((e) => e.data))).not.toContain("Ravi");
  });
});

describe("an erased government application in the console", () => {
  it("takes no decision: 409, and no history row, reason or mail is written", async () => {
    const { app } = await paidThroughCheckout(fake());
    expect((await db.$transaction((tx) => anonymiseGovApplication(tx, app.id))).anonymised).toBe(true);
    const history = () => db.applicationStatusChange.count({ where: { govApplicationId: app.id } });
    const before = { history: await history(), mails: await db.mailOutbox.count() };

    const res = await decideStatus(app.id, auth, "rejected", "Ravi Shankar's marksheet does not match");
    expect(res.status, res.text).toBe(409);
    expect(res.json.message).toBe(GOV_ADMIN_MESSAGES.anonymised);
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row.status).not.toBe("rejected");
    expect({ history: await history(), mails: await db.mailOutbox.count() }).toEqual(before);
  });
});

describe("erasure while the applicant applies again", () => {
  it("waits for the reopening and deletes the new resume, leaving no file behind", async () => {
    const job = await makeJob();
    const app = await makeApplication(job.id, { status: "withdrawn" });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reopened!: () => void;
    const locked = new Promise<void>((resolve) => (reopened = resolve));
    // A reopening (as lib/server/careers/applications.ts makes it): row locked, new resume stored,
    // old one deleted; it commits only once the erasure below has started.
    let newFileId = "";
    const reopening = db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "CompanyApplication" WHERE "id" = ${app.id} FOR UPDATE`;
        const file = await storeFile(tx, {
          kind: "Resume",
          fileName: "new.pdf",
          contentType: "application/pdf",
          data: minimalPdf("new resume"),
        });
        newFileId = file.id;
        await tx.companyApplication.update({
          where: { id: app.id },
          data: { resumeFileId: file.id, status: "pending" },
        });
        await tx.storedFile.delete({ where: { id: app.resumeFileId } });
        reopened();
        await held;
      },
      { timeout: 20_000 },
    );
    await locked;
    const erasure = db.$transaction((tx) => anonymiseCompanyApplication(tx, app.id), { timeout: 20_000 });
    // Give the erasure time to read the row (on one connection, as PGlite has, it simply queues).
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await reopening;
    expect((await erasure).anonymised).toBe(true);

    expect(await db.storedFile.count({ where: { id: { in: [app.resumeFileId, newFileId] } } })).toBe(0);
    const row = await db.companyApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({ fullName: ERASED, resumeFileId: null });
  });
});

describe("anonymiseCompanyApplication", () => {
  it("cancels the interviews still to come, which nobody can be told of any more, and keeps the past ones as they were", async () => {
    const job = await makeJob();
    const app = await makeApplication(job.id);
    const past = await makeInterview(app.id, { startsAt: new Date(Date.now() - 86_400_000), result: "passed" });
    const coming = await makeInterview(app.id, { round: "Technical" });
    expect((await db.$transaction((tx) => anonymiseCompanyApplication(tx, app.id))).anonymised).toBe(true);

    const rounds = await db.interview.findMany({ where: { applicationId: app.id }, orderBy: { startsAt: "asc" } });
    expect(rounds.map((r) => [r.id, r.status, r.result, r.location, r.interviewers])).toEqual([
      [past.id, "scheduled", "passed", "", ""],
      [coming.id, "cancelled", "pending", "", ""],
    ]);
  });
});
