// The recruiting records and the applicant's privacy rights: their data export lists the interviews
// they were invited to (not the internal feedback), and erasure removes notes and ratings and blanks
// what an interview says about them.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";

import { POST as erase } from "@/app/api/applicant/erase/route";
import { GET as exportData } from "@/app/api/applicant/export/route";
import { db } from "@/lib/server/db/client";
import { anonymiseCompanyApplication } from "@/lib/server/privacy/anonymise";
import { applicantSession } from "@/lib/testing/applicant";
import { makeApplication, makeInterview, makeJob } from "@/lib/testing/company-console";
import { call, createUser } from "@/lib/testing/fixtures";

async function withRecords(email: string) {
  const job = await makeJob({ title: "Privacy Analyst" });
  const app = await makeApplication(job.id, { email });
  const reviewer = await createUser({ role: "CompanyAdmin" });
  await db.companyApplicationNote.create({
    data: { applicationId: app.id, authorId: reviewer.id, body: "Mentions a health issue." },
  });
  await db.companyApplicationRating.create({ data: { applicationId: app.id, reviewerId: reviewer.id, score: 3 } });
  const interview = await makeInterview(app.id, {
    round: "Final",
    startsAt: new Date("2099-03-04T05:30:00Z"),
    durationMinutes: 60,
    mode: "in_person",
    location: "Boring Road, Patna",
    feedback: "Nervous but capable.",
    result: "passed",
  });
  return { app, interview };
}

describe("recruiting records and privacy", () => {
  it("the applicant's export lists their interviews without the feedback or result", async () => {
    const email = "export.interviews@example.in";
    await withRecords(email);
    const { headers } = await applicantSession(email);
    const res = await exportData(new Request("http://127.0.0.1:3000/api/applicant/export", { headers }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const text = strFromU8(zip["applications.json"]);
    const [company] = JSON.parse(text).company;
    expect(company.interviews).toEqual([
      {
        round: "Final",
        startsAt: "2099-03-04T05:30:00.000Z",
        durationMinutes: 60,
        mode: "in_person",
        location: "Boring Road, Patna",
        status: "scheduled",
      },
    ]);
    expect(text).not.toContain("Nervous but capable.");
    expect(text).not.toContain("Mentions a health issue.");
  });

  it("anonymising an application deletes its notes and ratings and blanks its interviews' details", async () => {
    const { app, interview } = await withRecords("anonymise.interviews@example.in");
    await db.$transaction((tx) => anonymiseCompanyApplication(tx, app.id));
    expect(await db.companyApplicationNote.count({ where: { applicationId: app.id } })).toBe(0);
    expect(await db.companyApplicationRating.count({ where: { applicationId: app.id } })).toBe(0);
    expect(await db.interview.findUniqueOrThrow({ where: { id: interview.id } })).toMatchObject({
      round: "Final",
      result: "passed",
      location: "",
      interviewers: "",
      feedback: null,
    });
  });

  it("an applicant's erasure does the same", async () => {
    const email = "erase.interviews@example.in";
    const { app, interview } = await withRecords(email);
    const { headers } = await applicantSession(email);
    const res = await call(erase, {
      method: "POST",
      body: { confirm: "DELETE" },
      headers: { origin: "http://127.0.0.1:3000", ...headers },
    });
    expect(res.status).toBe(200);
    expect(await db.companyApplicationNote.count({ where: { applicationId: app.id } })).toBe(0);
    expect(await db.companyApplicationRating.count({ where: { applicationId: app.id } })).toBe(0);
    expect((await db.interview.findUniqueOrThrow({ where: { id: interview.id } })).feedback).toBeNull();
  });
});
