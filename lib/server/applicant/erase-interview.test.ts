// Erasure withdraws a candidate with an interview to come first: the round's cancellation mail is
// queued inside the erasure's transaction, which needs the queue's sender started before it, also
// in a process that has queued no mail yet (this file's own, fresh after a deploy or restart). The
// cancellation still goes out, and the outbox forgets it once it has.
import { afterEach, describe, expect, it } from "vitest";

import { resetEnv } from "@/lib/env";
import { eraseApplicantData } from "@/lib/server/applicant/erase";
import { db } from "@/lib/server/db/client";
import { deliverMail, FORGET_ONCE_SENT } from "@/lib/server/platform/mail";
import { makeApplication, makeInterview, makeJob } from "@/lib/testing/company-console";
import { startFakeSmtp } from "@/lib/testing/fake-smtp";
import { mailAttachments } from "@/lib/testing/mime";

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

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

  it("still sends the round's cancellation, so the invitation leaves their calendar, then forgets it", async () => {
    const email = "calendar.erase@example.in";
    const app = await makeApplication((await makeJob()).id, { email, status: "shortlisted" });
    await makeInterview(app.id);
    const applicant = await db.applicant.create({ data: { email } });
    await eraseApplicantData(applicant);

    const [cancellation] = await db.mailOutbox.findMany({ where: { to: email } });
    expect(cancellation).toMatchObject({ status: "queued", about: null });
    expect(cancellation.dedupeKey?.startsWith(`${FORGET_ONCE_SENT}interview:`)).toBe(true);
    expect(JSON.stringify(cancellation.attachments)).toContain("METHOD:CANCEL");

    const smtp = await startFakeSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      expect(await deliverMail(cancellation.id)).toBe("sent");
      expect(smtp.mails).toHaveLength(1);
      expect(
        mailAttachments(smtp.mails[0].data)
          .map((a) => a.content)
          .join(""),
      ).toContain("METHOD:CANCEL");
      // Nothing of the person stays in the outbox.
      expect(await db.mailOutbox.count({ where: { to: email } })).toBe(0);
    } finally {
      await smtp.close();
    }
  });
});
