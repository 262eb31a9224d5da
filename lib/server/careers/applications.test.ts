import { beforeAll, describe, expect, it } from "vitest";

import { POST } from "@/app/api/applications/route";
import { db } from "@/lib/server/db/client";
import { apply, countRows, fields, jobCount, waitForMail } from "@/lib/testing/apply";
import { createUser } from "@/lib/testing/fixtures";

import { newReference } from "@/lib/server/careers/applications";

let jobId: string;

beforeAll(async () => {
  await createUser({ role: "CompanyAdmin" });
  const job = await db.companyJob.create({
    data: {
      title: "IT Trainer",
      company: "TechServe",
      location: "Bhagalpur",
      salary: "₹3 LPA",
      experience: "1 year",
      description: "Teach.",
    },
  });
  jobId = job.id;
  // A real failure at the last write of the transaction (after the count and the resume):
  // the database refuses an application from "Fail Insert".
  await refuseInserts("refuse_test_application", "CompanyApplication", "fullName", "Fail Insert");
  // And the outbox refuses the confirmation to one address.
  await refuseInserts("refuse_test_mail", "MailOutbox", "to", "no.outbox@example.in");
});

/** A trigger that makes the database refuse any row of `table` whose `column` is `value`. */
async function refuseInserts(name: string, table: string, column: string, value: string) {
  await db.$executeRawUnsafe(`
    CREATE FUNCTION ${name}() RETURNS trigger AS $$
    BEGIN
      IF NEW."${column}" = '${value}' THEN RAISE EXCEPTION 'refused by test trigger'; END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`);
  await db.$executeRawUnsafe(`
    CREATE TRIGGER ${name} BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${name}()`);
}

describe("submitting an application", () => {
  it("leaves nothing behind when the transaction fails at its last write", async () => {
    const before = await countRows();
    const res = await apply(POST, { ...fields(jobId), fullName: "Fail Insert" }, "192.0.2.10");
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ success: false, message: "Something went wrong on our side. Please try again." });
    await new Promise((r) => setTimeout(r, 200)); // no background mail may follow either
    expect(await countRows()).toEqual(before);
    expect(await jobCount(jobId)).toBe(0);

    const ok = await apply(POST, { ...fields(jobId), fullName: "Real Person" }, "192.0.2.10");
    expect(ok.status).toBe(201);
    expect(await jobCount(jobId)).toBe(1);
    // Its two mails (applicant, company admin) are written after the response: let them land
    // here, not during the next test's before-and-after count.
    await waitForMail(String(ok.json.reference), 2);
  });

  it("never accepts an application whose confirmation mail could not be queued", async () => {
    const before = await countRows();
    const res = await apply(POST, { ...fields(jobId), email: "no.outbox@example.in" }, "192.0.2.11");
    expect(res.status).toBe(500);
    await new Promise((r) => setTimeout(r, 200));
    expect(await countRows()).toEqual(before);
    expect(await db.companyApplication.count({ where: { email: "no.outbox@example.in" } })).toBe(0);
  });

  it("gives every application its own reference", async () => {
    const refs = new Set(Array.from({ length: 2000 }, () => newReference(new Date(Date.UTC(2026, 10, 22, 20, 0)))));
    // Six random characters of 32: two of 2,000 match by chance about once in 500 runs (the insert
    // draws again on a taken reference); three or more, once in a billion, unless the draw is broken.
    expect(refs.size).toBeGreaterThanOrEqual(1998);
    // 20:00 UTC is already the next day in India.
    expect([...refs][0]).toMatch(/^CA-261123-[0-9A-HJKMNP-TV-Z]{6}$/);
  });
});

describe("abuse protection", () => {
  it("refuses a form whose hidden honeypot field is filled, and stores nothing", async () => {
    const before = await countRows();
    const res = await apply(POST, { ...fields(jobId), contactByFax: "+1 555 0100" }, "192.0.2.20");
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Your application could not be submitted. Please try again.");
    expect(await countRows()).toEqual(before);
  });

  it("limits each address to 30 submissions in 15 minutes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await apply(POST, { jobId, fullName: "" }, "192.0.2.30")).status);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await apply(POST, fields(jobId), "192.0.2.30");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await apply(POST, fields(jobId), "192.0.2.31")).status).toBe(201);
  });
});
