// Erasure withdraws a candidate with an interview to come first: the round's cancellation mail is
// queued inside the erasure's transaction, which needs the queue's sender started before it, also
// in a process that has queued no mail yet (this file's own, fresh after a deploy or restart).
import { describe, expect, it } from "vitest";

import { eraseApplicantData } from "@/lib/server/applicant/erase";
import { db } from "@/lib/server/db/client";
import { makeApplication, makeInterview, makeJob } from "@/lib/testing/company-console";

describe("eraseApplicantData with an interview to come", () => {
  it("withdraws the candidate, cancels the round and erases, in a process that has queued no mail yet", async () => {
    const email = "interviewed.erase@example.in";
    const app = await makeApplication((await makeJob()).id, { email, status: "shortlisted" });
    const interview = await makeInterview(app.id);
    const applicant = await db.applicant.create({ data: { email } });

    expect(await eraseApplicantData(applicant)).toMatchObject({ companyApplications: 1, withdrawn: 1 });
    expect((await db.interview.findUniqueOrThrow({ where: { id: interview.id } })).status).toBe("cancelled");
    expect(await db.companyApplication.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({
      status: "withdrawn",
      anonymisedAt: expect.any(Date),
    });
  });
});
