// POST /api/applications from a Hindi page (Accept-Language: hi): refusals come back in Hindi.
import { beforeEach, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { type ApplyForm, countRows, fields, multipartRequest } from "@/lib/testing/apply";

import { POST } from "./route";

let jobId: string;
let ipCounter = 0;
let ip: string;

beforeEach(async () => {
  ip = `192.0.2.${++ipCounter}`;
  const job = await db.companyJob.create({
    data: {
      title: "Payroll Executive",
      company: "TechServe Solutions",
      location: "Muzaffarpur, Bihar",
      salary: "₹3 - 4 LPA",
      experience: "1-3 years",
      description: "Run payroll.",
    },
  });
  jobId = job.id;
});

async function post(form: ApplyForm, language: string) {
  const req = multipartRequest(form, ip);
  req.headers.set("accept-language", language);
  const res = await POST(req, { params: Promise.resolve({}) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe("POST /api/applications in Hindi", () => {
  it("refuses a bad e-mail with 400 and the Hindi message, on the field too", async () => {
    const before = await countRows();
    const res = await post({ ...fields(jobId), email: "not-an-email" }, "hi-IN,hi;q=0.9,en;q=0.8");
    expect(res.status).toBe(400);
    // The message is shared with other forms' schemas: whichever Hindi wording the catalogue settles on.
    const hindi = expect.stringMatching(/^कृपया सही ईमेल पता \S+$/);
    expect(res.json).toMatchObject({ success: false, message: hindi, errors: { email: hindi } });
    expect(await countRows()).toEqual(before);
  });

  it("puts a too-long name in Hindi through the shared template and the field's label", async () => {
    const res = await post({ ...fields(jobId), fullName: "क".repeat(101) }, "hi");
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ fullName: "पूरा नाम अधिकतम 100 अक्षरों का हो सकता है" });
  });

  it("says a second application for the job is a duplicate (409) in Hindi", async () => {
    const form = fields(jobId);
    expect((await post(form, "hi")).status).toBe(201);
    const again = await post(form, "hi");
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("आप इस नौकरी के लिए पहले ही आवेदन कर चुके हैं।");
    // The form offers the applicant portal by this code, as the message is translated.
    expect(again.json.code).toBe("duplicate");
  });

  it("still answers in English without the header", async () => {
    const res = await post({ ...fields(jobId), email: "not-an-email" }, "");
    expect(res.json.message).toBe("Please enter a valid email address");
  });
});
