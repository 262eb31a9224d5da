// POST /api/gov/applications, GET /api/gov/jobs and the status lookup, on a real database.
import { describe, expect, it, vi } from "vitest";

import { GET as listJobs } from "@/app/api/gov/jobs/route";
import { POST as lookup } from "@/app/api/gov/applications/lookup/route";
import { POST as submit } from "@/app/api/gov/applications/route";
import { resetEnv } from "@/lib/env";
import { withdrawApplication } from "@/lib/server/applicant/withdraw";
import { decryptField, lookupHash } from "@/lib/server/platform/crypto";
import { db } from "@/lib/server/db/client";
import { receiptFor, STATUS_LOOKUP_LIMITS } from "@/lib/server/gov/status";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { isValidReceiptToken, RECEIPT_SECONDS, receiptToken, reserveApplicationNumber } from "@/lib/server/gov/tokens";
import UPNG from "@pdf-lib/upng";

import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { CONSENT, DECLARATION, DECLARATION_MESSAGES } from "@/content/gov-declaration";
import { prismaClient } from "@/lib/testing/fixtures";
import { makeJpeg, PHONE_NAME, pngClaiming, withPhoneMetadata } from "@/lib/testing/jpeg";
import { imageSize } from "image-size";
import {
  applicationFields,
  applicationRequest,
  createGovJob,
  jsonRequest,
  PHOTO_JPEG,
  send,
  SIGNATURE_JPEG,
} from "@/lib/testing/gov";
import {
  CERTIFICATE_MESSAGE,
  CERTIFICATE_MESSAGES,
  CLIENT_FEE_MESSAGE,
  currentIstYear,
  GOV_MESSAGES,
} from "@/lib/validation/gov-applications";

const post = (fields: Record<string, string>, photo?: Parameters<typeof applicationRequest>[1]) =>
  send(submit, applicationRequest(fields, photo));
/** The form with a category certificate attached. */
const postWithCertificate = (
  fields: Record<string, string>,
  certificate: { data: Buffer; name: string; type: string },
) => send(submit, applicationRequest(fields, undefined, {}, { categoryCertificate: certificate }));

/** Sends forms, each from the next address of the /24 `network`. */
function eachFromAnotherAddress(network: string) {
  let address = 0;
  return (form: Record<string, string>) =>
    send(submit, applicationRequest(form, undefined, { "x-forwarded-for": `${network}.${++address}` }));
}

/** The status page's lookup of `number` with a date of birth, from the address `ip`. */
const guessDob = (number: string, dob: string, ip: string) =>
  send(
    lookup,
    jsonRequest("/api/gov/applications/lookup", { applicationNumber: number, dob }, { "x-forwarded-for": ip }),
  );

describe("POST /api/gov/applications", () => {
  it("saves a pending application with photo, tables, encrypted IDs and a server-made number", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const fields = applicationFields(job.id, { applicationNumber: "APP000000HACKED" });
    const res = await post(fields);
    expect(res.status, res.text).toBe(201);
    const application = res.json.application as Record<string, string>;
    expect(application.applicationNumber).toMatch(/^APP\d{6}[0-9A-Z]{6}$/);
    expect(application.applicationNumber).not.toBe("APP000000HACKED");
    expect(application.aadhaar).toBe(`XXXX XXXX ${fields.aadharNo.slice(-4)}`);
    expect(application.pan).toBe("XXXXXX234F");
    expect(res.text).not.toContain(fields.aadharNo);
    expect(res.text).not.toContain("ABCDE1234F");

    const row = await db.govApplication.findUniqueOrThrow({
      where: { id: application.id },
      omit: { aadhaarEncrypted: false, panEncrypted: false, aadhaarHash: false },
      include: {
        education: true,
        experience: true,
        photo: { omit: { data: false } },
        signature: { omit: { data: false } },
      },
    });
    expect(row).toMatchObject({
      paymentStatus: "pending",
      status: "pending",
      email: "sita.kumari@example.in",
      feePaise: 50_000,
    });
    expect(row.aadhaarEncrypted).not.toContain(fields.aadharNo);
    expect(decryptField(row.aadhaarEncrypted)).toBe(fields.aadharNo);
    expect(decryptField(row.panEncrypted)).toBe("ABCDE1234F");
    expect(row.aadhaarHash).toBe(lookupHash(fields.aadharNo, "aadhaar"));
    expect(row.education).toHaveLength(1); // the blank row is dropped
    expect(row.education[0]).toMatchObject({ qualification: "B.A.", year: 2019 });
    expect(Number(row.education[0].marks)).toBe(68.5);
    expect(row.experience[0].fromDate?.toISOString().slice(0, 10)).toBe("2020-01-01");
    expect(Buffer.from(row.photo!.data).equals(PHOTO_JPEG)).toBe(true);
    expect(row.photo).toMatchObject({ kind: "GovPhoto", contentType: "image/jpeg" });
    expect(Buffer.from(row.signature!.data).equals(SIGNATURE_JPEG)).toBe(true);
    expect(row.signature).toMatchObject({ kind: "GovSignature", contentType: "image/jpeg" });
    expect(row).toMatchObject({
      category: "GENERAL",
      categoryCertificateNumber: null,
      pwd: false,
      exServiceman: false,
      feeReason: "UR / General fee",
      declarationVersion: DECLARATION.version,
      consentVersion: CONSENT.version,
    });
    expect(Date.now() - row.declaredAt!.getTime()).toBeLessThan(60_000);
    expect(row.consentedAt).toEqual(row.declaredAt);
  });

  it("uses the number reserved on the form when its token is genuine", async () => {
    const job = await createGovJob();
    const reservation = reserveApplicationNumber();
    const res = await post(
      applicationFields(job.id, {
        applicationNumber: reservation.applicationNumber,
        applicationToken: reservation.token,
      }),
    );
    expect((res.json.application as Record<string, string>).applicationNumber).toBe(reservation.applicationNumber);
  });

  it("updates an unpaid application for the same Aadhaar and job instead of failing", async () => {
    const job = await createGovJob();
    const fields = applicationFields(job.id);
    const first = await post(fields);
    const photosBefore = await db.storedFile.count({ where: { kind: "GovPhoto" } });
    const second = await post({ ...fields, name: "Sita Kumari Singh" });
    expect(second.status).toBe(200);
    const a = first.json.application as Record<string, string>;
    const b = second.json.application as Record<string, string>;
    expect(b.id).toBe(a.id);
    expect(b.applicationNumber).toBe(a.applicationNumber);
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: a.id } })).name).toBe("Sita Kumari Singh");
    expect(await db.storedFile.count({ where: { kind: "GovPhoto" } })).toBe(photosBefore); // old photo replaced
    expect(await db.govApplicationEducation.count({ where: { applicationId: a.id } })).toBe(1);
  });

  it("lets the same applicant update it with their e-mail in any case, but not someone who only knows the Aadhaar", async () => {
    const job = await createGovJob();
    const fields = applicationFields(job.id);
    const first = await post(fields);
    const { id } = first.json.application as Record<string, string>;
    const before = await db.govApplication.findUniqueOrThrow({ where: { id } });

    const strangers = [
      { dob: "1990-01-01", email: "mallory@example.in" },
      { dob: fields.dob, email: "mallory@example.in" },
      { dob: "1990-01-01", email: fields.email },
    ];
    for (const other of strangers) {
      const res = await post({ ...fields, ...other, name: "Mallory" });
      expect([res.status, res.json.message]).toEqual([409, GOV_MESSAGES.alreadyApplied]);
      expect(res.text).not.toContain(before.applicationNumber);
    }
    const after = await db.govApplication.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({ name: before.name, email: before.email, dob: before.dob });
    expect(after.photoFileId).toBe(before.photoFileId);

    // Paid or not, a stranger gets the same answer: it does not tell whether that person paid.
    await db.govApplication.update({ where: { id }, data: { paymentStatus: "completed" } });
    const paid = await post({ ...fields, ...strangers[0] });
    expect([paid.status, paid.json.message]).toEqual([409, GOV_MESSAGES.alreadyApplied]);
    await db.govApplication.update({ where: { id }, data: { paymentStatus: "pending" } });

    const same = await post({ ...fields, email: ` ${fields.email.toUpperCase()} `, name: "Sita Kumari Singh" });
    expect(same.status, same.text).toBe(200);
    expect((same.json.application as Record<string, string>).id).toBe(id);
  });

  it("limits guesses at an existing application's date of birth from any address, and gives the applicant's own tries back", async () => {
    const job = await createGovJob();
    const fields = applicationFields(job.id);
    // Each form from another address: the per-address limit is not what stops this.
    const from = eachFromAnotherAddress("203.0.113");
    const { id } = (await from(fields)).json.application as Record<string, string>;

    // The applicant sending their form again (to change it) uses up nothing.
    for (let i = 0; i < 3; i++) expect((await from({ ...fields, name: `Sita Kumari ${i}` })).status).toBe(200);

    const { attempts } = STATUS_LOOKUP_LIMITS.perApplication;
    for (let i = 0; i < attempts; i++) {
      const guess = await from({ ...fields, dob: `1990-01-${String(i + 1).padStart(2, "0")}`, name: "Mallory" });
      expect(guess.status).toBe(409);
    }
    const refused = await from({ ...fields, dob: "1990-02-01", name: "Mallory" });
    expect([refused.status, refused.json.message]).toEqual([429, GOV_MESSAGES.tooManyAttempts]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Nothing of the application changed, and a first form for another job is not held up.
    expect((await db.govApplication.findUniqueOrThrow({ where: { id } })).name).toBe("Sita Kumari 2");
    const other = await createGovJob();
    expect((await from(applicationFields(other.id))).status).toBe(201);
  });

  it("counts the form's guesses at a date of birth against the status page's budget for the application, by the hour and by the week", async () => {
    const job = await createGovJob();
    const fields = applicationFields(job.id);
    const from = eachFromAnotherAddress("198.51.100");
    const { applicationNumber: number } = (await from(fields)).json.application as Record<string, string>;
    const { perApplication, perApplicationWeekly } = STATUS_LOOKUP_LIMITS;
    const half = perApplication.attempts / 2;
    // Half the hour's budget spent on the status page, half on the form: the hour's budget is gone for both.
    for (let i = 0; i < half; i++)
      expect((await guessDob(number, `1990-03-0${i + 1}`, `192.0.2.${i}`)).status).toBe(404);
    for (let i = 0; i < half; i++) {
      expect((await from({ ...fields, dob: `1990-04-0${i + 1}`, name: "Mallory" })).status).toBe(409);
    }
    expect((await from({ ...fields, dob: "1990-05-01", name: "Mallory" })).status).toBe(429);
    expect((await guessDob(number, "1998-04-15", "192.0.2.100")).status).toBe(429);

    // Each hour starts afresh, but the week does not: the form's guesses count there too.
    let tried = perApplication.attempts;
    while (tried < perApplicationWeekly.attempts) {
      await rateLimit.reset(`gov-status:application:${number}`);
      for (let i = 0; i < perApplication.attempts; i++, tried++) {
        const day = String((tried % 28) + 1).padStart(2, "0");
        expect((await from({ ...fields, dob: `1991-01-${day}`, name: "Mallory" })).status).toBe(409);
      }
    }
    await rateLimit.reset(`gov-status:application:${number}`);
    const refused = await from({ ...fields, dob: "1991-02-01", name: "Mallory" });
    expect([refused.status, refused.json.message]).toEqual([429, GOV_MESSAGES.tooManyAttempts]);
    const row = await db.govApplication.findUniqueOrThrow({ where: { applicationNumber: number } });
    expect(row.name).toBe(fields.name);
  });

  it("reopens a withdrawn application when the same applicant applies again, so it can be paid", async () => {
    const job = await createGovJob();
    const fields = applicationFields(job.id);
    const { id } = (await post(fields)).json.application as Record<string, string>;
    const email = fields.email.toLowerCase();
    await withdrawApplication("gov", id, email);

    const again = await post(fields);
    expect(again.status, again.text).toBe(200);
    expect((again.json.application as Record<string, string>).id).toBe(id);
    const row = await db.govApplication.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "pending", paymentStatus: "pending", statusChangedAt: expect.any(Date) });
    const history = await db.applicationStatusChange.findMany({
      where: { govApplicationId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(history.map((h) => [h.status, h.actor])).toEqual([
      ["withdrawn", "applicant"],
      ["pending", "applicant"],
    ]);
    const order = await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: id }));
    expect(order.status, order.text).toBe(200);
  });

  describe("when PostgreSQL rolls the save back to break a deadlock with concurrent submissions", () => {
    // What the pg driver throws for SQLSTATE 40P01 (seen under load: three submissions for one job).
    const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });
    // `db` is a proxy that reads each method from the client on use: spy on the client itself.
    it("saves it on a second try, once", async () => {
      const job = await createGovJob({ feePaise: 50_000 });
      const fields = applicationFields(job.id);
      const transaction = vi.spyOn(prismaClient(), "$transaction").mockRejectedValueOnce(deadlock());
      try {
        const res = await post(fields);
        expect(res.status, res.text).toBe(201);
        expect(transaction).toHaveBeenCalledTimes(2);
        const { applicationNumber } = res.json.application as Record<string, string>;
        expect(await db.govApplication.count({ where: { jobId: job.id } })).toBe(1);
        expect(await db.govApplication.count({ where: { applicationNumber } })).toBe(1);
      } finally {
        transaction.mockRestore();
      }
    });

    it("answers 503 with Retry-After, not 500, and saves nothing, when it keeps happening", async () => {
      const job = await createGovJob({ feePaise: 50_000 });
      const transaction = vi
        .spyOn(prismaClient(), "$transaction")
        .mockRejectedValueOnce(deadlock())
        .mockRejectedValueOnce(deadlock())
        .mockRejectedValueOnce(deadlock());
      try {
        const res = await post(applicationFields(job.id));
        expect(res.status, res.text).toBe(503);
        expect(res.headers.get("retry-after")).toBe("1");
        expect(transaction).toHaveBeenCalledTimes(3);
        expect(await db.govApplication.count({ where: { jobId: job.id } })).toBe(0);
      } finally {
        transaction.mockRestore();
      }
    });
  });

  describe("after DATA_ENCRYPTION_KEY is rotated", () => {
    const rotate = async <T>(fn: () => Promise<T>): Promise<T> => {
      const oldKey = process.env.DATA_ENCRYPTION_KEY!;
      process.env.DATA_ENCRYPTION_KEY = Buffer.alloc(32, 11).toString("base64");
      process.env.DATA_ENCRYPTION_PREVIOUS_KEYS = oldKey;
      resetEnv();
      try {
        return await fn();
      } finally {
        process.env.DATA_ENCRYPTION_KEY = oldKey;
        delete process.env.DATA_ENCRYPTION_PREVIOUS_KEYS;
        resetEnv();
      }
    };

    it("still refuses a second application by an Aadhaar that paid before the rotation", async () => {
      const job = await createGovJob();
      const fields = applicationFields(job.id);
      const first = await post(fields);
      const id = (first.json.application as Record<string, string>).id;
      await db.govApplication.update({ where: { id }, data: { paymentStatus: "completed" } });

      const again = await rotate(() => post({ ...fields, name: "Someone Else" }));
      expect(again.status).toBe(409);
      expect(again.json.message).toBe(GOV_MESSAGES.alreadyPaid);
      expect(await db.govApplication.count({ where: { jobId: job.id } })).toBe(1);
    });

    it("updates an unpaid one from before the rotation and moves it to the new key's hash", async () => {
      const job = await createGovJob();
      const fields = applicationFields(job.id);
      const first = await post(fields);
      const again = await rotate(async () => {
        const res = await post({ ...fields, name: "Sita Kumari Singh" });
        return { res, hash: lookupHash(fields.aadharNo, "aadhaar") };
      });
      expect(again.res.status, again.res.text).toBe(200);
      const a = first.json.application as Record<string, string>;
      expect((again.res.json.application as Record<string, string>).id).toBe(a.id);
      const row = await db.govApplication.findUniqueOrThrow({ where: { id: a.id }, omit: { aadhaarHash: false } });
      expect(row.name).toBe("Sita Kumari Singh");
      expect(row.aadhaarHash).toBe(again.hash);
      expect(row.aadhaarHash).not.toBe(lookupHash(fields.aadharNo, "aadhaar"));
      expect(await db.govApplication.count({ where: { jobId: job.id } })).toBe(1);
    });
  });

  it("refuses a form posted from another site's page with 403, keeping nothing", async () => {
    const job = await createGovJob();
    const res = await send(
      submit,
      applicationRequest(applicationFields(job.id), undefined, { origin: "https://evil.example" }),
    );
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Cross-site request refused.");
    expect(await db.govApplication.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("refuses closed, inactive and unknown jobs", async () => {
    const closed = await createGovJob({ deadlineInDays: -1 });
    expect((await post(applicationFields(closed.id))).json.message).toBe("Applications for this job are closed.");
    const draft = await createGovJob({ status: "draft" });
    expect((await post(applicationFields(draft.id))).status).toBe(404);
    expect((await post(applicationFields("no-such-job"))).status).toBe(404);
  });

  const cases: [string, Record<string, string>, string, string][] = [
    ["name", { name: "  " }, "name", "Name is required"],
    ["father", { fatherHusbandName: "" }, "fatherHusbandName", "Father's/Husband Name is required"],
    ["mother", { motherName: "" }, "motherName", "Mother's Name is required"],
    ["address", { presentAddress: "" }, "presentAddress", "Present Address is required"],
    ["dob", { dob: "" }, "dob", "Date of Birth is required"],
    ["mobile", { mobile1: "" }, "mobile1", "Mobile Number is required"],
    ["email", { email: "" }, "email", "Email is required"],
    ["email format", { email: "sita@example" }, "email", "Please enter a valid email address"],
    ["mobile format", { mobile1: "5876543210" }, "mobile1", "Please enter a valid 10-digit mobile number"],
    ["mobile 2 format", { mobile2: "12345" }, "mobile2", "Please enter a valid 10-digit mobile number"],
    ["pan", { panNo: "ABCD1234F" }, "panNo", "Please enter a valid PAN number (format AAAAA9999A, e.g. ABCDE1234F)"],
    ["aadhaar format", { aadharNo: "12345678901" }, "aadharNo", "Please enter a valid 12-digit Aadhaar number"],
    [
      "aadhaar checksum",
      { aadharNo: "234567890123" },
      "aadharNo",
      "This is not a valid Aadhaar number (check digit does not match)",
    ],
    ["minor", { dob: `${currentIstYear() - 17}-01-01` }, "dob", "You must be at least 18 years old to apply"],
    ["future dob", { dob: "2999-01-01" }, "dob", "Please enter a valid date of birth"],
    [
      "marks",
      {
        education: JSON.stringify([
          { qualification: "B.A.", board: "PU", institution: "PC", marks: "101", year: "2019" },
        ]),
      },
      "education.0.marks",
      "Marks must be a percentage between 0 and 100",
    ],
    [
      "year",
      {
        education: JSON.stringify([
          { qualification: "B.A.", board: "PU", institution: "PC", marks: "60", year: "1949" },
        ]),
      },
      "education.0.year",
      `Year must be between 1950 and ${currentIstYear()}`, // the applicant's year: IST
    ],
    [
      "experience order",
      { experience: JSON.stringify([{ company: "X", post: "Y", from: "2022-01-01", to: "2021-01-01" }]) },
      "experience.0.to",
      "'To' date cannot be before 'From' date",
    ],
  ];
  it.each(cases)("refuses bad %s with the message beside the field", async (_label, overrides, field, message) => {
    const job = await createGovJob();
    const res = await post(applicationFields(job.id, overrides));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect((res.json.errors as Record<string, string>)[field]).toBe(message);
    expect(await db.govApplication.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("checks the photo and the signature from their bytes, naming the rule broken", async () => {
    const job = await createGovJob();
    const fields = () => applicationFields(job.id);
    const missing = await post(fields(), null);
    expect([missing.status, missing.json.message]).toEqual([400, "Passport size photo is required"]);
    const noSignature = await send(submit, applicationRequest(fields(), undefined, {}, { signature: null }));
    expect([noSignature.status, noSignature.json.message]).toEqual([400, "Signature is required"]);
    expect((noSignature.json.errors as Record<string, string>).signature).toBe("Signature is required");
    const png = Buffer.from(UPNG.encode([new Uint8Array(350 * 450 * 4).fill(200).buffer], 350, 450, 0));
    const renamed = await post(fields(), { data: png, name: "photo.jpg", type: "image/jpeg" });
    expect([renamed.status, renamed.json.message]).toEqual([415, "Photo must be a JPEG image (.jpg)."]);
    const big = await makeJpeg({ width: 350, height: 450, minBytes: 60 * 1024, maxBytes: 80 * 1024 });
    const tooBig = await post(fields(), { data: big });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.message).toMatch(/^Photo is \d+(\.\d)? KB; it must be at most 50 KB\.$/);
    const square = await makeJpeg({ width: 300, height: 300, minBytes: 22 * 1024, maxBytes: 45 * 1024 });
    const wrongShape = await send(submit, applicationRequest(fields(), { data: square }));
    expect(wrongShape.json.message).toMatch(/^Photo is 300 × 300 pixels; its shape must be about 3.5 × 4.5 cm/);
    const hugeFile = await post(fields(), { data: Buffer.concat([PHOTO_JPEG, Buffer.alloc(3 * 1024 * 1024)]) });
    expect(hugeFile.status).toBe(413);
    expect(await db.govApplication.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("requires the declaration and the consent, naming each", async () => {
    const job = await createGovJob();
    const res = await post(applicationFields(job.id, { declaration: "false", consent: "" }));
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({
      declaration: DECLARATION_MESSAGES.declaration,
      consent: DECLARATION_MESSAGES.consent,
    });
    expect(await db.govApplication.count({ where: { jobId: job.id } })).toBe(0);
  });

  it.each(["fee", "feePaise", "amount"])("refuses a fee chosen by the client (%s) with 400", async (field) => {
    const job = await createGovJob({ feePaise: 75_000, fees: { SC: 0 } });
    const res = await post(applicationFields(job.id, { [field]: "1" }));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(CLIENT_FEE_MESSAGE);
    expect((res.json.errors as Record<string, string>)[field]).toBe(CLIENT_FEE_MESSAGE);
    expect(await db.govApplication.count({ where: { jobId: job.id } })).toBe(0);
  });
});

describe("category-wise fees", () => {
  const fees = { OBC: 50_000, SC: 0, ST: 0, pwd: 0, exServiceman: 25_000, women: 30_000 };

  it("charges the category's fee, computed by the server", async () => {
    const job = await createGovJob({ feePaise: 75_000, fees });
    const obc = await post(
      applicationFields(job.id, { category: "OBC", categoryCertificateNumber: "OBC/2024/55", gender: "Male" }),
    );
    expect(obc.status, obc.text).toBe(201);
    expect(obc.json.application).toMatchObject({
      feePaise: 50_000,
      feeReason: "OBC (Non-Creamy Layer) category fee",
      paymentStatus: "pending",
    });
    const general = await post(applicationFields(job.id, { gender: "Male" }));
    expect(general.json.application).toMatchObject({ feePaise: 75_000, paymentStatus: "pending" });
    const woman = await post(applicationFields(job.id, { gender: "Female", exServiceman: "true" }));
    expect(woman.json.application).toMatchObject({ feePaise: 25_000, feeReason: "Ex-serviceman concession" });
  });

  it("asks a reserved category for its certificate number, and stores the optional certificate", async () => {
    const job = await createGovJob({ feePaise: 75_000, fees });
    const missing = await post(applicationFields(job.id, { category: "SC" }));
    expect([missing.status, missing.json.message]).toEqual([400, CERTIFICATE_MESSAGE]);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");
    const res = await postWithCertificate(
      applicationFields(job.id, { category: "SC", categoryCertificateNumber: "br/sc/123" }),
      { data: pdf, name: "caste.pdf", type: "application/pdf" },
    );
    expect(res.status, res.text).toBe(201);
    const row = await db.govApplication.findUniqueOrThrow({
      where: { id: (res.json.application as { id: string }).id },
      include: { categoryCertificate: true },
    });
    expect(row).toMatchObject({ category: "SC", categoryCertificateNumber: "BR/SC/123" });
    expect(row.categoryCertificate).toMatchObject({ kind: "GovCertificate", contentType: "application/pdf" });

    // UR/General claims no category: a certificate sent anyway is not kept.
    const general = await postWithCertificate(applicationFields(job.id), {
      data: pdf,
      name: "caste.pdf",
      type: "application/pdf",
    });
    expect(general.status, general.text).toBe(201);
    const generalRow = await db.govApplication.findUniqueOrThrow({
      where: { id: (general.json.application as { id: string }).id },
    });
    expect(generalRow).toMatchObject({ category: "GENERAL", categoryCertificateFileId: null });
  });

  it("refuses a certificate image claiming more pixels than a viewer should decode", async () => {
    const job = await createGovJob({ feePaise: 75_000, fees });
    const res = await postWithCertificate(
      applicationFields(job.id, { category: "SC", categoryCertificateNumber: "BR/SC/125" }),
      { data: pngClaiming(40_000, 40_000), name: "caste.png", type: "image/png" },
    );
    expect([res.status, res.json.message]).toEqual([400, CERTIFICATE_MESSAGES.pixels]);
  });

  it("keeps a certificate photographed on a phone without where and on what it was taken, still upright", async () => {
    const job = await createGovJob({ feePaise: 75_000, fees });
    const photographed = withPhoneMetadata(await makeJpeg({ width: 300, height: 400 }), 6);
    const res = await postWithCertificate(
      applicationFields(job.id, { category: "SC", categoryCertificateNumber: "BR/SC/124" }),
      { data: photographed, name: "caste.jpg", type: "image/jpeg" },
    );
    expect(res.status, res.text).toBe(201);
    const row = await db.govApplication.findUniqueOrThrow({
      where: { id: (res.json.application as { id: string }).id },
      include: { categoryCertificate: true },
    });
    const { data } = await db.storedFile.findUniqueOrThrow({
      where: { id: row.categoryCertificate!.id },
      select: { data: true },
    });
    const stored = Buffer.from(data);
    expect(row.categoryCertificate).toMatchObject({ contentType: "image/jpeg" });
    for (const trace of [PHONE_NAME, "GPSLatitude", "Kankarbagh"]) expect(stored.includes(trace), trace).toBe(false);
    expect(stored.length).toBeLessThan(photographed.length);
    expect(imageSize(stored)).toMatchObject({ width: 300, height: 400, orientation: 6 });
  });

  it("submits a ₹0 application at once as exempt: no payment, counted, and no order can be made", async () => {
    const job = await createGovJob({ feePaise: 75_000, fees });
    const fields = applicationFields(job.id, { category: "ST", categoryCertificateNumber: "ST-9" });
    const res = await post(fields);
    expect(res.status, res.text).toBe(201);
    const application = res.json.application as { id: string; applicationNumber: string; receiptUrl: string };
    expect(res.json).toMatchObject({
      message: "Application submitted. No application fee applies to you, so no payment is needed.",
      application: { feePaise: 0, feeReason: "ST category fee", paymentStatus: "exempt" },
    });
    expect(application.receiptUrl).toMatch(/^\/gov-career\/receipt\//);
    expect((await db.govJob.findUniqueOrThrow({ where: { id: job.id } })).applicationCount).toBe(1);
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: application.id } });
    // Complete when saved: the day the dashboard counts it and its confirmation is dated.
    expect(Math.abs(row.exemptAt!.getTime() - row.createdAt.getTime())).toBeLessThan(5_000);
    const order = await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: application.id }));
    expect([order.status, order.json.message]).toEqual([
      409,
      "No fee is due for this application: it was submitted without payment.",
    ]);
    expect(await db.payment.count({ where: { applicationId: application.id } })).toBe(0);
    // Its confirmation is recorded with it, in the same transaction (there when the answer is).
    const mails = await db.mailOutbox.findMany({ where: { about: `gov:${application.id}` } });
    expect(mails.map((m) => m.subject)).toEqual([
      `Application ${application.applicationNumber} received - ${job.title}`,
    ]);
    // It is complete: the same Aadhaar cannot apply to the job again, even as UR/General.
    const again = await post({ ...fields, category: "GENERAL" });
    expect([again.status, again.json.message]).toEqual([409, GOV_MESSAGES.alreadySubmitted]);
  });
});

describe("GET /api/gov/jobs", () => {
  it("lists active jobs only; a past-deadline job is listed as closed", async () => {
    const open = await createGovJob({ title: "Open job" });
    const closed = await createGovJob({ title: "Closed job", deadlineInDays: -3 });
    const draft = await createGovJob({ title: "Draft job", status: "draft" });
    const res = await send(listJobs, new Request("http://127.0.0.1:3000/api/gov/jobs"));
    const jobs = res.json.jobs as { id: string; isOpen: boolean; feePaise: number; deadline: string }[];
    expect(jobs.find((j) => j.id === open.id)).toMatchObject({ isOpen: true, feePaise: 50_000 });
    expect(jobs.find((j) => j.id === closed.id)).toMatchObject({ isOpen: false });
    expect(jobs.some((j) => j.id === draft.id)).toBe(false);
    expect(jobs.findIndex((j) => j.id === open.id)).toBeLessThan(jobs.findIndex((j) => j.id === closed.id));
  });
});

describe("status lookup and receipt", () => {
  it("answers with the status for the right date of birth only", async () => {
    const job = await createGovJob();
    const created = await post(applicationFields(job.id));
    const number = (created.json.application as Record<string, string>).applicationNumber;
    const ok = await send(
      lookup,
      jsonRequest("/api/gov/applications/lookup", { applicationNumber: number.toLowerCase(), dob: "1998-04-15" }),
    );
    expect(ok.status).toBe(200);
    expect(ok.json.application).toMatchObject({
      applicationNumber: number,
      statusLabel: "Payment pending",
      receiptUrl: null,
    });
    const wrong = await send(
      lookup,
      jsonRequest("/api/gov/applications/lookup", { applicationNumber: number, dob: "1998-04-16" }),
    );
    expect(wrong.status).toBe(404);
    expect(wrong.text).not.toContain("Sita");
  });

  it("holds one address back by its wrong answers only: a cyber café checks many applicants' own, a guesser is stopped", async () => {
    const job = await createGovJob();
    const created = await post(applicationFields(job.id));
    const number = (created.json.application as Record<string, string>).applicationNumber;
    const cafe = "203.0.113.240";
    const { misses, all } = STATUS_LOOKUP_LIMITS.perIp;
    for (let i = 0; i < misses.attempts + 5; i++) {
      expect((await guessDob(number, "1998-04-15", cafe)).status).toBe(200);
    }
    // Wrong answers (unknown numbers, so no number's own limit is reached) use the address's budget.
    for (let i = 0; i < misses.attempts; i++) {
      expect((await guessDob(`APP000000${String(i).padStart(6, "0")}`, "1990-01-01", cafe)).status).toBe(404);
    }
    const stopped = await guessDob(number, "1998-04-15", cafe);
    expect(stopped.status).toBe(429);
    expect(stopped.text).not.toContain("Sita");
    // And right answers are bounded too, at `all` lookups per window.
    const busy = "203.0.113.241";
    const allowed = all.attempts;
    try {
      all.attempts = 6;
      for (let i = 0; i < 6; i++) expect((await guessDob(number, "1998-04-15", busy)).status).toBe(200);
      expect((await guessDob(number, "1998-04-15", busy)).status).toBe(429);
    } finally {
      all.attempts = allowed;
    }
  });

  it("limits wrong dates of birth per application number, from any number of addresses", async () => {
    const job = await createGovJob();
    const created = await post(applicationFields(job.id));
    const number = (created.json.application as Record<string, string>).applicationNumber;
    const guess = (dob: string, i: number) => guessDob(number, dob, `203.0.113.${i}`);
    for (let i = 0; i < STATUS_LOOKUP_LIMITS.perApplication.attempts; i++) {
      expect((await guess(`1990-01-${String(i + 1).padStart(2, "0")}`, i)).status).toBe(404);
    }
    // The right date of birth, from a fresh address, is refused too until the window ends.
    const blocked = await guess("1998-04-15", 200);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.text).not.toContain("Sita");
  });

  it("limits wrong dates of birth per application number over a week too, though each hour starts afresh", async () => {
    const job = await createGovJob();
    const created = await post(applicationFields(job.id));
    const number = (created.json.application as Record<string, string>).applicationNumber;
    const guess = (dob: string, i: number) => guessDob(number, dob, `198.51.100.${i % 250}`);
    const { perApplication, perApplicationWeekly } = STATUS_LOOKUP_LIMITS;
    let tried = 0;
    while (tried < perApplicationWeekly.attempts) {
      for (let i = 0; i < perApplication.attempts; i++, tried++) {
        expect((await guess(`1990-02-${String((tried % 28) + 1).padStart(2, "0")}`, tried)).status).toBe(404);
      }
      // The hour is over: its counter starts again.
      await rateLimit.reset(`gov-status:application:${number}`);
    }
    const blocked = await guess("1998-04-15", 249);
    expect(blocked.status).toBe(429);
    expect(blocked.text).not.toContain("Sita");
  });

  it("receipt links are signed per application and unpaid applications have none", async () => {
    const job = await createGovJob();
    const created = await post(applicationFields(job.id));
    const number = (created.json.application as Record<string, string>).applicationNumber;
    expect(isValidReceiptToken(number, "9999999999.forged")).toBe(false);
    expect(await receiptFor(number, "9999999999.forged")).toBeNull();
  });

  it("a receipt link works for half an hour, not the week a café's browser history would keep it", () => {
    const { applicationNumber } = reserveApplicationNumber();
    const issued = new Date("2026-12-07T10:00:00Z");
    const token = receiptToken(applicationNumber, issued);
    expect(RECEIPT_SECONDS).toBe(30 * 60);
    expect(isValidReceiptToken(applicationNumber, token, new Date("2026-12-07T10:29:00Z"))).toBe(true);
    expect(isValidReceiptToken(applicationNumber, token, new Date("2026-12-07T10:31:00Z"))).toBe(false);
    expect(isValidReceiptToken(applicationNumber, token, new Date("2026-12-08T10:00:00Z"))).toBe(false);
  });
});
