// One application per Aadhaar number per job, and what happens when someone else's form holds the
// number: the holder of the number is told to ask the office, the office finds that form by the
// number and cancels it, and the number is then free for its holder. A form that stands, or one a
// fee was paid for, or is being paid for, keeps it.
import { beforeAll, describe, expect, it } from "vitest";

import { GET as listApplications, POST as submit } from "@/app/api/gov/applications/route";
import { db } from "@/lib/server/db/client";
import { withdrawApplication } from "@/lib/server/applicant/withdraw";
import { applicationStatusView } from "@/lib/server/gov/status";
import { call } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, send, uniqueAadhaar } from "@/lib/testing/gov";
import { bearerFor, decideStatus, pay } from "@/lib/testing/gov-console";
import hi from "@/messages/hi.json";
import { GOV_MESSAGES } from "@/lib/validation/gov-applications";

let staff: Record<string, string>;

beforeAll(async () => {
  staff = (await bearerFor("GovAdmin")).headers;
});

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  send(submit, applicationRequest(fields, undefined, headers));

/** The first form, made with `aadhaar` by someone else than its holder (another date of birth and e-mail). */
const SQUATTER = { name: "Mohan Lal", dob: "1990-01-02", email: "mohan.lal@example.in" };
const HOLDER = { name: "Sita Kumari", dob: "1998-04-15", email: "sita.kumari@example.in" };

async function applied(jobId: string, aadharNo: string, who: Record<string, string>) {
  const res = await post(applicationFields(jobId, { aadharNo, ...who }));
  expect(res.status, res.text).toBe(201);
  return res.json.application as { id: string; applicationNumber: string };
}

async function search(q: string) {
  const res = await call(listApplications, {
    path: `/api/gov/applications?q=${encodeURIComponent(q)}`,
    headers: staff,
  });
  expect(res.status, res.text).toBe(200);
  return (res.json as { applications: { id: string }[] }).applications.map((a) => a.id);
}

const hashOf = async (id: string) =>
  (await db.govApplication.findUniqueOrThrow({ where: { id }, omit: { aadhaarHash: false } })).aadhaarHash;

describe("someone else's form holding an Aadhaar number", () => {
  it("is refused to the number's holder with the way out, found by the office by the number, and gives the number up once cancelled", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const aadhaar = uniqueAadhaar();
    const theirs = await applied(job.id, aadhaar, SQUATTER);

    const refused = await post(applicationFields(job.id, { aadharNo: aadhaar, ...HOLDER }));
    expect([refused.status, refused.json.message]).toEqual([409, GOV_MESSAGES.alreadyApplied]);
    expect(refused.json.message).toContain("contact us with your Aadhaar number");
    const inHindi = await post(applicationFields(job.id, { aadharNo: aadhaar, ...HOLDER }), {
      "accept-language": "hi",
    });
    expect(inHindi.json.message).toBe(hi.errors.gov.alreadyApplied);
    expect(inHindi.json.message).toContain("कार्यालय");

    // The office finds it by the number as the holder gives it (grouped in fours), not by a part of it.
    const grouped = aadhaar.replace(/(\d{4})(?=\d)/g, "$1 ");
    expect(await search(grouped)).toEqual([theirs.id]);
    expect(await search(aadhaar)).toEqual([theirs.id]);
    expect(await search(aadhaar.slice(0, 8))).toEqual([]);

    expect((await decideStatus(theirs.id, staff, "cancelled", "Documents incomplete or invalid")).status).toBe(200);
    const before = await db.govApplication.findUniqueOrThrow({ where: { id: theirs.id } });

    const res = await post(applicationFields(job.id, { aadharNo: aadhaar, ...HOLDER }));
    expect(res.status, res.text).toBe(201);
    const mine = res.json.application as { id: string; applicationNumber: string; paymentStatus: string };
    expect(mine.id).not.toBe(theirs.id);
    expect(mine.applicationNumber).not.toBe(theirs.applicationNumber);
    expect(mine.paymentStatus).toBe("pending");
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: mine.id } })).name).toBe(HOLDER.name);

    // The cancelled form stays as it was, under its own number and date of birth, with a hash no
    // Aadhaar number has; the office's search by the number now finds the holder's application.
    expect(await db.govApplication.findUniqueOrThrow({ where: { id: theirs.id } })).toEqual({
      ...before,
      updatedAt: expect.any(Date),
    });
    expect(await hashOf(theirs.id)).toBe(`released:${theirs.id}`);
    expect((await applicationStatusView(theirs.applicationNumber, SQUATTER.dob))?.statusLabel).toBe("Cancelled");
    expect(await search(aadhaar)).toEqual([mine.id]);
    // However the number is typed into the search: with dashes, or in Devanagari digits.
    expect(await search(aadhaar.replace(/^(\d{4})(\d{4})(\d{4})$/, "$1-$2-$3"))).toEqual([mine.id]);
    expect(await search(aadhaar.replace(/\d/g, (d) => String.fromCodePoint(0x966 + Number(d))))).toEqual([mine.id]);
    const entry = await db.auditLog.findFirst({
      where: { entityId: theirs.id, action: "gov.application.aadhaar_released" },
    });
    expect(entry?.actorId).toBeNull();
    expect(entry?.data).toMatchObject({ status: "cancelled", by: "applicant" });

    // The holder's application now holds the number: a third form with it is refused.
    const third = await post(
      applicationFields(job.id, { aadharNo: aadhaar, dob: "1985-07-07", email: "x@example.in" }),
    );
    expect([third.status, third.json.message]).toEqual([409, GOV_MESSAGES.alreadyApplied]);
  });

  it("gives the number up after the other person withdrew their unpaid form", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const aadhaar = uniqueAadhaar();
    const theirs = await applied(job.id, aadhaar, SQUATTER);
    await withdrawApplication("gov", theirs.id, SQUATTER.email);

    const mine = await applied(job.id, aadhaar, HOLDER);
    expect(mine.id).not.toBe(theirs.id);
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe("withdrawn");
  });

  it("keeps the number while the form stands, was rejected, was paid, or is being paid, changing nothing", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const cases: { label: string; make: (id: string) => Promise<unknown> }[] = [
      { label: "standing", make: async () => undefined },
      { label: "rejected", make: (id) => decideStatus(id, staff, "rejected", "Required qualification not met") },
      {
        label: "paid, then cancelled (fee not refunded)",
        make: async (id) => {
          await pay(id);
          expect((await decideStatus(id, staff, "cancelled", "Documents incomplete or invalid")).status).toBe(200);
        },
      },
      {
        label: "cancelled while a payment is being counted",
        make: async (id) => {
          expect((await decideStatus(id, staff, "cancelled", "Documents incomplete or invalid")).status).toBe(200);
          await db.govApplication.update({
            where: { id },
            data: { captureClaim: "pay_arriving", captureClaimedAt: new Date() },
          });
        },
      },
    ];
    const kept: string[] = [];
    for (const { label, make } of cases) {
      const aadhaar = uniqueAadhaar();
      const theirs = await applied(job.id, aadhaar, SQUATTER);
      kept.push(theirs.id);
      await make(theirs.id);
      const before = await db.govApplication.findUniqueOrThrow({
        where: { id: theirs.id },
        omit: { aadhaarHash: false },
      });
      const count = await db.govApplication.count({ where: { jobId: job.id } });

      const res = await post(applicationFields(job.id, { aadharNo: aadhaar, ...HOLDER }));
      expect([label, res.status, res.json.message]).toEqual([label, 409, GOV_MESSAGES.alreadyApplied]);
      expect(
        await db.govApplication.findUniqueOrThrow({ where: { id: theirs.id }, omit: { aadhaarHash: false } }),
      ).toEqual(before);
      expect(await db.govApplication.count({ where: { jobId: job.id } })).toBe(count);
    }
    expect(
      await db.auditLog.count({ where: { action: "gov.application.aadhaar_released", entityId: { in: kept } } }),
    ).toBe(0);
  });
});
