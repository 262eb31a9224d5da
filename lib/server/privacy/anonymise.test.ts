// Erasing a government application keeps its status changes and refunds in the audit log and the
// ledger (who, when, from, to, how much) but not the reasons staff wrote for them: free text that
// may name the applicant, as the status history's copy (already cleared) could.
import { beforeAll, describe, expect, it } from "vitest";

import { PUT as statusRoute } from "@/app/api/gov/applications/[id]/status/route";
import { POST as refundRoute } from "@/app/api/gov/payments/[paymentRowId]/refund/route";
import { db } from "@/lib/server/db/client";
import { anonymiseGovApplication, ERASED } from "@/lib/server/privacy/anonymise";
import { withFakeRazorpay } from "@/lib/testing/fake-razorpay-env";
import { call } from "@/lib/testing/fixtures";
import { bearerFor, paidThroughCheckout } from "@/lib/testing/gov-console";

const fake = withFakeRazorpay();
let auth: Record<string, string>;

beforeAll(async () => {
  auth = (await bearerFor("GovAdmin")).headers;
});

describe("anonymiseGovApplication", () => {
  it("drops the reasons from the application's status entries in the audit log, and keeps the changes", async () => {
    const { app } = await paidThroughCheckout(fake());
    const reason = "Ravi Shankar's marksheet does not match the board's record";
    const res = await call(statusRoute, {
      method: "PUT",
      path: `/api/gov/applications/${app.id}/status`,
      body: { status: "rejected", reason },
      params: { id: app.id },
      headers: auth,
    });
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
