import { beforeEach, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { apply, type ApplyForm, countRows, fields, jobCount, multipartRequest, waitForMail } from "@/lib/testing/apply";
import { compoundFile, wordDocumentStream, zip } from "@/lib/testing/docx";
import { RESUME_MAX_BYTES } from "@/lib/validation/applications";

import { POST } from "./route";

let jobId: string;
let ipCounter = 0;
let ip: string;

beforeEach(async () => {
  ip = `198.51.100.${++ipCounter}`;
  const job = await db.companyJob.create({
    data: {
      title: "Hardware Technician",
      company: "TechServe Solutions",
      location: "Darbhanga, Bihar",
      salary: "₹2.2 - 3 LPA",
      experience: "1-3 years",
      description: "Repair desktops.",
    },
  });
  jobId = job.id;
});

const post = (form: ApplyForm) => apply(POST, form, ip);

/** Refused requests leave no application, file, mail or count behind. */
async function expectNothingWritten(before: Awaited<ReturnType<typeof countRows>>) {
  expect(await countRows()).toEqual(before);
  expect(await jobCount(jobId)).toBe(0);
}

describe("POST /api/applications refusals", () => {
  it.each([
    ["fullName", { fullName: "   " }, "Please enter your full name"],
    // Only invisible characters: two zero-width spaces; a soft hyphen and a word joiner; a Hangul filler.
    ["fullName", { fullName: "\u200b\u200b" }, "Please enter your full name"],
    ["fullName", { fullName: "\u00ad\u2060" }, "Please enter your full name"],
    ["fullName", { fullName: "\u3164" }, "Please enter your full name"],
    ["email", { email: "" }, "Please enter your email address"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["phone", { phone: " " }, "Please enter your phone number"],
    ["phone", { phone: "12345" }, "Please enter a valid phone number"],
    ["resume", { resume: undefined }, "Please upload your resume"],
    ["resume", { resume: { data: new Uint8Array(0), filename: "empty.pdf" } }, "Please upload your resume"],
    ["linkedinUrl", { linkedinUrl: "javascript:alert(1)" }, "Please enter a valid LinkedIn URL"],
    ["githubUrl", { githubUrl: "ftp://files.example.in/me" }, "Please enter a valid portfolio/GitHub URL"],
    ["coverLetter", { coverLetter: "x".repeat(5001) }, "Cover letter must be at most 5000 characters"],
    ["jobId", { jobId: "" }, "Please choose a job to apply for."],
  ])("refuses a bad %s with 400 and the message", async (field, change, message) => {
    const before = await countRows();
    const res = await post({ ...fields(jobId), ...change });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message, errors: { [field]: message } });
    await expectNothingWritten(before);
  });

  it("refuses a form posted from another site's page with 403, before anything is stored or mailed", async () => {
    const before = await countRows();
    const sent = multipartRequest(fields(jobId), ip);
    const res = await POST(
      new Request(sent, { headers: { ...Object.fromEntries(sent.headers), origin: "https://evil.example" } }),
      {
        params: Promise.resolve({}),
      },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, message: "Cross-site request refused." });
    await expectNothingWritten(before);
  });

  it("reports missing fields in the spec's order", async () => {
    const res = await post({ jobId, fullName: "", email: "", phone: "" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Please enter your full name");
    expect(Object.values(res.json.errors as object)).toEqual([
      "Please enter your full name",
      "Please enter your email address",
      "Please enter your phone number",
      "Please upload your resume",
      "Please give your consent to continue",
    ]);
  });

  it("refuses a resume over 5 MB with 413 while streaming", async () => {
    const before = await countRows();
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(new TextEncoder().encode("%PDF-1.4\n"));
    const res = await post({ ...fields(jobId), resume: { data: big, filename: "big.pdf" } });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, message: "File size must be less than 5MB" });
    await expectNothingWritten(before);
  });

  it("accepts a resume of exactly 5 MB", async () => {
    const data = new Uint8Array(RESUME_MAX_BYTES);
    data.set(new TextEncoder().encode("%PDF-1.4\n"));
    const res = await post({ ...fields(jobId), resume: { data, filename: "max.pdf" } });
    expect(res.status).toBe(201);
    // The confirmation is written after the response: let it land before the next test counts rows.
    await waitForMail(String(res.json.reference), 1);
  });

  it.each([
    ["a text file renamed .pdf", new TextEncoder().encode("I am a plain text resume"), "resume.pdf"],
    ["an executable renamed .docx", new TextEncoder().encode("MZ\x90\x00\x03 This program cannot be run"), "cv.docx"],
    ["a ZIP that is not a Word file", new TextEncoder().encode("PK\u0003\u0004 photos/1.jpg"), "cv.docx"],
    ["a ZIP that only names word/document.xml", zip({ "notes.txt": "word/ word/document.xml" }), "cv.docx"],
    ["an image", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "cv.png"],
    // OLE2 like a .doc, but Excel's: no WordDocument stream.
    ["an Excel workbook renamed .doc", compoundFile({ Workbook: wordDocumentStream(4096, 0x0809) }), "cv.doc"],
  ])("refuses %s with 415", async (_case, data, filename) => {
    const before = await countRows();
    const res = await post({ ...fields(jobId), resume: { data, filename, type: "application/pdf" } });
    expect(res.status).toBe(415);
    expect(res.json.message).toBe("Please upload only PDF, DOC, or DOCX files");
    await expectNothingWritten(before);
  });

  it("refuses a body that is not multipart with 415", async () => {
    const res = await POST(
      new Request("http://127.0.0.1:3000/api/applications", {
        method: "POST",
        body: JSON.stringify({ fullName: "A" }),
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
      }),
    );
    expect(res.status).toBe(415);
  });

  it("refuses an unknown job with 404 and a closed or archived one with 409", async () => {
    const before = await countRows();
    const unknown = await post(fields("no-such-job"));
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("This job opening was not found. It may have been removed.");
    await db.companyJob.update({ where: { id: jobId }, data: { isActive: false } });
    const inactive = await post(fields(jobId));
    expect(inactive.status).toBe(409);
    expect(inactive.json.message).toBe("This job is no longer accepting applications.");
    expect(inactive.json.code).toBeUndefined(); // not the duplicate the form offers the portal for
    await db.companyJob.update({ where: { id: jobId }, data: { isActive: true, archivedAt: new Date() } });
    expect((await post(fields(jobId))).status).toBe(409);
    await expectNothingWritten(before);
  });

  it("refuses a second application with the same e-mail for the same job with 409", async () => {
    const first = await post({ ...fields(jobId), email: "same.person@example.in" });
    expect(first.status).toBe(201);
    const again = await post({ ...fields(jobId), email: "  SAME.Person@example.in " });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      success: false,
      message: "You have already applied for this job.",
      code: "duplicate",
    });
    expect(await jobCount(jobId)).toBe(1);
    const other = await db.companyJob.create({
      data: { title: "Other", company: "C", location: "L", salary: "S", experience: "E", description: "D" },
    });
    expect((await post({ ...fields(other.id), email: "same.person@example.in" })).status).toBe(201);
  });

  it("lets only one of two simultaneous identical applications through", async () => {
    const form = { ...fields(jobId), email: "double.click@example.in" };
    const results = await Promise.all([post(form), post(form)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await jobCount(jobId)).toBe(1);
    expect(await db.companyApplication.count({ where: { jobId } })).toBe(1);
  });
});

describe("POST /api/applications with control characters", () => {
  it("stores the text without them, so a NUL cannot make the form tell who has applied without applying", async () => {
    const form: ApplyForm = {
      ...fields(jobId),
      fullName: "Ravi\u0000 Kumar\u0007",
      coverLetter: "Dear team,\r\n\u0000I apply.\tThanks",
    };
    const res = await post(form);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const row = await db.companyApplication.findFirstOrThrow({
      where: { email: form.email as string },
      select: { fullName: true, coverLetter: true },
    });
    expect(row).toEqual({ fullName: "Ravi Kumar", coverLetter: "Dear team,\nI apply.\tThanks" });
    // The same address again, NUL or not, is the form's ordinary answer.
    const again = await post({ ...form, fullName: "A\u0000" });
    expect([again.status, again.json.message]).toEqual([409, "You have already applied for this job."]);
  });
});

describe("POST /api/applications to one inbox under many spellings", () => {
  it("confirms at most 20 a day to one inbox; the applications past that are still made", async () => {
    const spelling = (n: number) => `flooded.inbox+${n}@gmail.com`;
    for (let n = 0; n < 22; n++) {
      const res = await apply(POST, { ...fields(jobId), email: spelling(n) }, `203.0.113.${n + 1}`);
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    }
    const to = { in: Array.from({ length: 22 }, (_, n) => spelling(n)) };
    expect(await db.companyApplication.count({ where: { email: to } })).toBe(22);
    expect(await db.mailOutbox.count({ where: { to } })).toBe(20);
  });
});
