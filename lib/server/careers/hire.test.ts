// Asking for an employee record of a hire while the applicant's data is being erased: the erasure
// wins, and no draft keeps the name, e-mail, phone or resume it erased.
import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { requestEmployeeRecord } from "@/lib/server/careers/hire";
import { anonymiseCompanyApplication } from "@/lib/server/privacy/anonymise";
import { draftMessages } from "@/lib/validation/employee-drafts";
import { aMoment, heldOpen } from "@/lib/testing/concurrency";
import { createUser } from "@/lib/testing/fixtures";
import { makeHiredApplication } from "@/lib/testing/hire";

describe("requestEmployeeRecord", () => {
  it("refuses a hire whose data is being erased at the same moment, and copies none of it", async () => {
    const recruiter = await createUser({ role: "CompanyAdmin" });
    const application = await makeHiredApplication();
    const erasure = heldOpen((tx) => anonymiseCompanyApplication(tx, application.id));
    await erasure.ready;
    const request = requestEmployeeRecord({ id: recruiter.id, role: "CompanyAdmin" }, application.id);
    const refused = expect(request).rejects.toMatchObject({ code: "conflict", message: draftMessages.anonymised });
    await aMoment();
    erasure.commit();
    await erasure.done;
    await refused;
    expect(await db.employeeDraft.count({ where: { applicationId: application.id } })).toBe(0);
  });
});
