// Contract fuzzing: every operation of lib/api/contract.ts (the source of /api/openapi.json) is sent
// fast-check generated requests, valid and invalid: bodies, query strings, headers, multipart parts,
// path parameters and credentials. Properties, for every case:
// - never a 5xx;
// - invalid input gets a 4xx with the JSON error shape { success: false, message } and changes no
//   row in the database (rate-limit counters excepted: they count attempts by design);
// - valid input is accepted: one of the operation's documented outcomes, never a 400/413/415.
// FUZZ_RUNS sets the cases per operation (200 by default, as CI runs it). The cases come from a seed
// fixed per commit (from the git HEAD), so a run on a checkout repeats CI's run exactly and each new
// commit explores new cases; FUZZ_SEED=<integer> picks another, and a failure names the one it used.
import { execFileSync } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";

import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { operations, pathParams, type Operation } from "@/lib/api/contract";
import { can } from "@/lib/auth/permissions";
import { addDays, istToday } from "@/lib/dates";
import { resetEnv } from "@/lib/env";
import type { Role } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db/client";
import { backgroundSettled } from "@/lib/server/platform/background";
import { unsubscribeToken } from "@/lib/server/platform/newsletter";
import { checkoutSecret } from "@/lib/server/payments/config";
import { createOrderForApplication } from "@/lib/server/payments/orders";
import { minimalPdf } from "@/lib/server/db/seed/pdf";
import { storeFile } from "@/lib/server/platform/storage";
import { makeApplication, makeInterview, makeJob } from "@/lib/testing/company-console";
import { bearer, bytes, makeDocument, makeEmployee } from "@/lib/testing/employee-fixtures";
import { createUser } from "@/lib/testing/fixtures";
import { makeDraft, makeHiredApplication } from "@/lib/testing/hire";
import { makePasswordToken } from "@/lib/testing/password-reset";
import { applicantSession } from "@/lib/testing/applicant";
import { applyTo, jobWithLetterToResend, refundDuePayment } from "@/lib/testing/gov-console";
import { createGovJob, PHOTO_JPEG, PNG, SIGNATURE_JPEG } from "@/lib/testing/gov";
import { verhoeffCheckDigit } from "@/lib/validation/ids";

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = fuzzSeed();

function fuzzSeed(): number {
  if (process.env.FUZZ_SEED) return Number(process.env.FUZZ_SEED) | 0;
  try {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return Number.parseInt(head.slice(0, 8), 16) | 0;
  } catch {
    return Date.now() | 0; // not a git checkout: a new seed each run, still named on failure
  }
}
const WEBHOOK_SECRET = "fuzz-webhook-secret";
const CURRENT_PASSWORD = "Fuzz-Current-Pass-1";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const routeModules = import.meta.glob<Record<string, Handler>>("./**/route.ts");

function handlerFor(op: Operation): Promise<Handler> {
  const file = `.${op.path.replace(/^\/api/, "").replace(/\{(\w+)\}/g, "[$1]")}/route.ts`;
  const load = routeModules[file];
  if (!load) throw new Error(`no route file ${file} for ${op.id}`);
  return load().then((mod) => mod[op.method]);
}

// ---------------------------------------------------------------------------------------------
// Requests as data

type FileValue = { data: Uint8Array; name: string; type: string };
type RequestBody =
  | { kind: "json"; value: unknown }
  | { kind: "text"; text: string; type: string }
  | { kind: "multipart"; fields: Record<string, string>; files: Record<string, FileValue[]> }
  /** A multipart body cut off at `fraction` of its length: a client that went away mid-upload. */
  | { kind: "truncated"; fields: Record<string, string>; files: Record<string, FileValue[]>; fraction: number };
type Caller = Role | "none" | { authorization: string };

type Req = {
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: RequestBody;
  as?: Caller;
};
type Case = { valid: boolean; why: string; req: Req };

/** Placeholders a spec's `prepare` swaps for fresh records just before the request is sent. */
const FRESH = "$fresh";

// ---------------------------------------------------------------------------------------------
// Generators of valid values

const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-'&/()कखगमनरसहािीेो".split("");
const textOf = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...chars), minLength: min, maxLength: max }).filter((s) => s.trim().length >= min);
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,15}(\.[a-z0-9]{1,8})?$/),
    fc.stringMatching(/^[a-z]{2,12}\.(in|com|org|co\.in)$/),
  )
  .map(([local, domain]) => `${local}@${domain}`);
const mobile = fc.stringMatching(/^[6-9]\d{9}$/);
const aadhaar = fc.stringMatching(/^[2-9]\d{10}$/).map((s) => s + verhoeffCheckDigit(s));
const pan = fc.stringMatching(/^[A-Z]{5}\d{4}[A-Z]$/);
const ifsc = fc.stringMatching(/^[A-Z]{4}0[A-Z0-9]{6}$/);
const dateBetween = (from: number, to: number) =>
  fc
    .date({ min: new Date(Date.UTC(from, 0, 1)), max: new Date(Date.UTC(to, 11, 28)), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
const adultDob = dateBetween(1950, 2000);
const pastDate = dateBetween(2000, 2020);
/** A date after today in India (the server's calendar): any time on it, even 00:00 IST, is still ahead. */
const futureDate = fc.integer({ min: 1, max: 400 }).map((days) => addDays(istToday(), days).toISOString().slice(0, 10));
const password = fc.string({
  unit: fc.constantFrom(..."abcdefXYZ0123456789!@#-_".split("")),
  minLength: 8,
  maxLength: 40,
});
const url = fc.stringMatching(/^https:\/\/(www\.)?[a-z]{3,12}\.(com|in|dev)\/[a-z0-9-]{0,20}$/);
const clockTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
/** An interview's mode and where: an address, a phone number, or an http(s) meeting link. */
const interviewWhere = fc.oneof(
  textOf(1, 500).map((location) => ({ mode: "in_person", location })),
  mobile.map((location) => ({ mode: "phone", location })),
  url.map((location) => ({ mode: "video", location })),
);

const jobFields = {
  title: textOf(1, 150),
  company: textOf(1, 150),
  location: textOf(1, 150),
  salary: textOf(1, 100),
  experience: textOf(1, 100),
  description: textOf(1, 400),
};

/** A staff decision's reason: required (non-blank) for rejections and cancellations. */
// A bare "Other" is refused (the applicant would read "Reason: Other").
const decisionReason = textOf(1, 500).filter((t) => !/^other:?$/i.test(t.trim()));
const companyDecision = fc.oneof(
  fc.record({
    status: fc.constantFrom("pending", "reviewed", "shortlisted", "hired"),
    reason: optional(textOf(0, 500)),
  }),
  fc.record({ status: fc.constant("rejected"), reason: decisionReason }),
);

const employeeFields = {
  referenceId: fc.stringMatching(/^FZ[A-Z0-9]{6,12}$/),
  name: textOf(1, 120),
  email,
  department: textOf(1, 80),
  bankName: textOf(1, 120),
  accountNumber: fc.stringMatching(/^\d{9,18}$/),
  ifscCode: ifsc,
  fatherName: optional(textOf(0, 120)),
  // Born before 1991, joined 2000 or later: a joining date on or before the birth is refused.
  dateOfBirth: optional(dateBetween(1950, 1990)),
  aadhar: optional(aadhaar),
  panCard: optional(pan),
  phoneNumber: optional(mobile),
  dateOfJoining: optional(pastDate),
  designation: optional(textOf(0, 120)),
  postedAt: optional(textOf(0, 120)),
  experience: optional(textOf(0, 60)),
  status: optional(fc.constantFrom("Active", "Inactive", "Pending")),
};

const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, string>;

const req = (parts: Partial<Req> = {}): Req => ({ params: {}, query: {}, headers: {}, ...parts });
const json = (value: unknown): RequestBody => ({ kind: "json", value });
const multipart = (fields: Record<string, string>, files: Record<string, FileValue[]> = {}): RequestBody => ({
  kind: "multipart",
  fields,
  files,
});
const FORM_TYPE = "application/x-www-form-urlencoded";
const urlencoded = (fields: Record<string, string>): RequestBody => ({
  kind: "text",
  type: FORM_TYPE,
  text: new URLSearchParams(fields).toString(),
});
const ORIGIN = "http://127.0.0.1:3000";
const pdfFile = (name = "resume.pdf"): FileValue => ({
  data: minimalPdf("Fuzz resume"),
  name,
  type: "application/pdf",
});
const pngFile = (): FileValue => ({ data: new Uint8Array(PNG), name: "photo.png", type: "image/png" });
const jpegFile = (name: "photo" | "signature"): FileValue => ({
  data: new Uint8Array(name === "photo" ? PHOTO_JPEG : SIGNATURE_JPEG),
  name: `${name}.jpg`,
  type: "image/jpeg",
});

// ---------------------------------------------------------------------------------------------
// Fixtures shared by the specs

type Fixtures = {
  tokens: Record<Role, string>;
  companyJobId: string;
  companyApplicationId: string;
  resumeName: string;
  govJobId: string;
  govApplication: { id: string; applicationNumber: string; dob: string };
  employeeId: string;
  documentId: string;
  /** The applicant portal's caller owns these (APPLICANT_EMAIL). */
  applicantCompany: { id: string; reference: string };
  applicantGovId: string;
  /** The signed-in employee's e-mail (a known account for the forgot-password form). */
  selfEmail: string;
};
let fx: Fixtures;
const APPLICANT_EMAIL = "fuzz.applicant@example.in";

const tokenFor = async (user: { id: string; role: Role; name: string }) => (await bearer(user)).authorization;

// ---------------------------------------------------------------------------------------------
// What a valid request of each operation looks like

type Spec = {
  /** Who sends valid requests (default: the first role the operation allows). */
  as?: Role;
  valid: fc.Arbitrary<Req>;
  /** Swaps FRESH placeholders for records made just for this case. */
  prepare?: (r: Req) => Promise<void>;
};

const noInput: Spec = { valid: fc.constant(req()) };
/** Puts a record made by `make` in place of the FRESH path id (deletes and updates need their own). */
const freshId = (make: () => Promise<string>) => async (r: Req) => {
  if (r.params.id === FRESH) r.params.id = await make();
};
const onFreshRecord = (make: () => Promise<string>): Spec => ({
  valid: fc.constant(req({ params: { id: FRESH } })),
  prepare: freshId(make),
});

/** An interview round of the fixture application, made just before the request that changes it. */
const freshInterview = async (r: Req) => {
  if (r.params.interviewId !== FRESH) return;
  const row = await makeInterview(fx.companyApplicationId, { round: "Fuzz round" });
  r.params.interviewId = row.id;
};

/** A genuine unsubscribe link's token, for a subscription made just before the request. */
const freshUnsubscribeToken: Spec = {
  valid: fc.constant(req({ query: { token: FRESH } })),
  prepare: async (r) => {
    if (r.query.token !== FRESH) return;
    const row = await db.newsletterSubscription.create({ data: { email: `fuzz-${randomUUID()}@example.in` } });
    r.query.token = unsubscribeToken(row.id);
  },
};

function specs(): Record<string, Spec> {
  const job = fc.record({
    ...jobFields,
    color: optional(fc.constantFrom("PurpleIndigo", "BlueSky", "EmeraldGreen", "PinkRose", "OrangeRed")),
    isActive: optional(fc.boolean()),
  });
  const govJob = fc.record({
    ...jobFields,
    fee: fc.oneof(
      fc.integer({ min: 1, max: 99_999 }),
      fc.integer({ min: 100, max: 999_999 }).map((p) => (p / 100).toFixed(2)),
    ),
    deadline: futureDate,
    status: optional(fc.constantFrom("active", "inactive", "draft")),
  });
  const listQuery = (entries: Record<string, fc.Arbitrary<string>>) =>
    fc.record(entries, { requiredKeys: [] }).map((query) => req({ query: defined(query) }));
  return {
    health: noInput,
    jobBoardFirstPage: noInput,
    listJobs: { valid: listQuery({ q: textOf(0, 100), limit: fc.integer({ min: 1, max: 50 }).map(String) }) },
    applyToJob: {
      valid: fc
        .record({
          fullName: textOf(1, 100),
          email,
          phone: mobile,
          currentCompany: optional(textOf(0, 150)),
          linkedinUrl: optional(url),
          githubUrl: optional(url),
          coverLetter: optional(textOf(0, 2000)),
        })
        .map((f) =>
          req({
            body: multipart({ ...defined(f), jobId: fx.companyJobId, consent: "true" }, { resume: [pdfFile()] }),
          }),
        ),
    },
    subscribeNewsletter: { valid: email.map((e) => req({ body: json({ email: e, consent: true }) })) },
    subscribeNewsletterForm: {
      valid: fc
        .record({
          email,
          locale: optional(fc.constantFrom("en", "hi")),
          path: optional(fc.constantFrom("/", "/about", "/gov-career", "//evil.example", "/a b")),
          from: fc.constantFrom<Record<string, string>>({ origin: ORIGIN }, { "sec-fetch-site": "same-origin" }),
        })
        .map(({ from, ...f }) => req({ headers: from, body: urlencoded({ ...defined(f), consent: "on" }) })),
    },
    unsubscribeNewsletter: freshUnsubscribeToken,
    openUnsubscribeLink: freshUnsubscribeToken,
    sendContactMessage: {
      valid: fc
        .record({ name: textOf(1, 100), email, phone: optional(mobile), message: textOf(1, 2000) })
        .map((f) => req({ body: json({ ...defined(f), consent: true }) })),
    },
    sendContactMessageForm: {
      valid: fc
        .record({
          name: textOf(1, 100),
          email,
          phone: optional(mobile),
          message: textOf(1, 2000),
          locale: optional(fc.constantFrom("en", "hi")),
          from: fc.constantFrom<Record<string, string>>({ origin: ORIGIN }, { "sec-fetch-site": "same-origin" }),
        })
        .map(({ from, ...f }) => req({ headers: from, body: urlencoded({ ...defined(f), consent: "on" }) })),
    },
    chat: {
      valid: fc
        .record({
          history: fc.array(fc.tuple(textOf(1, 200), textOf(1, 200)), { maxLength: 4 }),
          question: textOf(1, 1000),
          sessionId: optional(fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/)),
        })
        .map(({ history, question, sessionId }) =>
          req({
            body: json(
              defined({
                messages: [
                  ...history.flatMap(([q, a]) => [
                    { role: "user", text: q },
                    { role: "model", text: a },
                  ]),
                  { role: "user", text: question },
                ],
                sessionId,
              } as Record<string, unknown>),
            ),
          }),
        ),
    },
    listGovJobs: { valid: fc.constantFrom(req(), req({ query: { all: "1" } })) },
    reserveGovApplicationNumber: noInput,
    submitGovApplication: {
      valid: fc
        .record({
          name: textOf(1, 100),
          fatherHusbandName: textOf(1, 100),
          motherName: textOf(1, 100),
          presentAddress: textOf(1, 500),
          maritalStatus: fc.constantFrom("Single", "Married", "Divorced", "Widowed"),
          gender: fc.constantFrom("Male", "Female", "Other"),
          dob: adultDob,
          mobile1: mobile,
          mobile2: optional(mobile),
          panNo: pan,
          email,
          aadharNo: aadhaar,
          claim: fc.oneof(
            fc.constant({ category: "GENERAL" }),
            fc.record({
              category: fc.constantFrom("OBC", "EWS", "SC", "ST"),
              categoryCertificateNumber: textOf(1, 50),
            }),
          ),
          pwd: optional(fc.constantFrom("true", "false")),
          exServiceman: optional(fc.constantFrom("true", "false")),
          education: fc.array(
            fc.record({
              qualification: textOf(1, 100),
              board: textOf(1, 150),
              institution: textOf(1, 150),
              marks: fc.integer({ min: 0, max: 100 }).map(String),
              year: fc.integer({ min: 1970, max: 2024 }).map(String),
            }),
            { maxLength: 3 },
          ),
        })
        .map(({ education, claim, ...f }) =>
          req({
            body: multipart(
              {
                ...defined(f),
                ...claim,
                jobId: fx.govJobId,
                education: JSON.stringify(education),
                experience: "[]",
                declaration: "true",
                consent: "true",
              },
              { photo: [jpegFile("photo")], signature: [jpegFile("signature")] },
            ),
          }),
        ),
    },
    lookupGovApplication: {
      valid: fc.oneof(
        fc
          .constant(null)
          .map(() =>
            req({ body: json({ applicationNumber: fx.govApplication.applicationNumber, dob: fx.govApplication.dob }) }),
          ),
        fc
          .record({ applicationNumber: fc.stringMatching(/^GOV[0-9A-Z]{6,20}$/), dob: adultDob })
          .map((b) => req({ body: json(b) })),
      ),
    },
    correctGovApplication: {
      valid: fc
        .record({
          name: textOf(1, 100),
          fatherHusbandName: textOf(1, 100),
          motherName: textOf(1, 100),
          presentAddress: textOf(1, 500),
          maritalStatus: fc.constantFrom("Single", "Married", "Divorced", "Widowed"),
          gender: fc.constantFrom("Male", "Female", "Other"),
          mobile1: mobile,
          mobile2: optional(mobile),
          claim: fc.oneof(
            fc.constant({ category: "GENERAL" }),
            fc.record({
              category: fc.constantFrom("OBC", "EWS", "SC", "ST"),
              categoryCertificateNumber: textOf(1, 50),
            }),
          ),
          pwd: optional(fc.boolean()),
          exServiceman: optional(fc.boolean()),
        })
        .map(({ claim, ...f }) =>
          req({
            params: { id: fx.govApplication.applicationNumber },
            body: json({ ...defined(f), ...claim, dob: fx.govApplication.dob }),
          }),
        ),
    },
    createPaymentOrder: {
      valid: fc.constant(null).map(() => req({ body: json({ applicationId: FRESH }) })),
      prepare: async (r) => {
        const body = r.body?.kind === "json" ? (r.body.value as Record<string, unknown>) : null;
        if (body?.applicationId === FRESH) body.applicationId = (await applyTo(fx.govJobId)).id;
      },
    },
    verifyPayment: {
      valid: fc
        .stringMatching(/^pay_[A-Za-z0-9]{14}$/)
        .map((paymentId) =>
          req({ body: json({ razorpay_order_id: FRESH, razorpay_payment_id: paymentId, razorpay_signature: FRESH }) }),
        ),
      prepare: async (r) => {
        const body = r.body?.kind === "json" ? (r.body.value as Record<string, unknown>) : null;
        if (!body) return;
        if (body.razorpay_order_id === FRESH)
          body.razorpay_order_id = (await createOrderForApplication((await applyTo(fx.govJobId)).id)).id;
        if (body.razorpay_signature === FRESH) {
          body.razorpay_signature = createHmac("sha256", checkoutSecret("test"))
            .update(`${String(body.razorpay_order_id)}|${String(body.razorpay_payment_id)}`)
            .digest("hex");
        }
      },
    },
    paymentWebhook: {
      valid: fc
        .record({
          event: fc.constantFrom("payment.captured", "order.paid", "payment.failed", "refund.created"),
          order: fc.stringMatching(/^order_[A-Za-z0-9]{14}$/),
          payment: fc.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
          amount: fc.integer({ min: 100, max: 10_000_000 }),
        })
        .map(({ event, order, payment, amount }) =>
          req({
            headers: { "x-razorpay-signature": FRESH },
            body: {
              kind: "text",
              type: "application/json",
              text: JSON.stringify({
                event,
                payload: {
                  payment: {
                    entity: {
                      id: payment,
                      order_id: order,
                      amount,
                      currency: "INR",
                      status: "captured",
                      created_at: 1_763_000_000,
                    },
                  },
                },
              }),
            },
          }),
        ),
      prepare: async (r) => {
        if (r.headers["x-razorpay-signature"] === FRESH && r.body?.kind === "text") {
          r.headers["x-razorpay-signature"] = createHmac("sha256", WEBHOOK_SECRET).update(r.body.text).digest("hex");
        }
      },
    },
    testCheckout: {
      valid: fc.constantFrom("pay", "fail").map((outcome) => req({ body: json({ orderId: FRESH, outcome }) })),
      prepare: async (r) => {
        const body = r.body?.kind === "json" ? (r.body.value as Record<string, unknown>) : null;
        if (body?.orderId === FRESH)
          body.orderId = (await createOrderForApplication((await applyTo(fx.govJobId)).id)).id;
      },
    },
    login: {
      valid: fc
        .record({ identifier: fc.oneof(email, fc.stringMatching(/^EMP\d{4,8}$/)), password })
        .map((b) => req({ body: json(b) })),
    },
    loginForm: {
      valid: fc
        .record({
          identifier: fc.oneof(email, fc.stringMatching(/^EMP\d{4,8}$/)),
          password,
          next: optional(fc.constantFrom("/dashboard", "/admin-dashboard", "//evil.example", "https://evil.example")),
          from: fc.constantFrom<Record<string, string>>({ origin: ORIGIN }, { "sec-fetch-site": "same-origin" }),
        })
        .map(({ from, ...f }) => req({ headers: from, body: urlencoded(defined(f)) })),
    },
    me: { as: "Employee", ...noInput },
    // Its own session each time: signing out must not end the shared token the other operations use.
    logout: {
      valid: fc.constant(null).map(() => req({ as: { authorization: FRESH } })),
      prepare: async (r) => {
        if (typeof r.as === "object" && r.as.authorization === FRESH) {
          r.as = { authorization: await tokenFor(await createUser({ role: "Employee" })) };
        }
      },
    },
    lookupCompanyApplication: {
      valid: fc.oneof(
        fc
          .constant(null)
          .map(() => req({ body: json({ reference: fx.applicantCompany.reference, email: APPLICANT_EMAIL }) })),
        fc.record({ reference: fc.stringMatching(/^CA-\d{6}-[0-9A-Z]{6}$/), email }).map((b) => req({ body: json(b) })),
      ),
    },
    requestApplicantCode: {
      valid: fc.oneof(fc.constant(APPLICANT_EMAIL), email).map((address) => req({ body: json({ email: address }) })),
    },
    applicantSignIn: {
      valid: fc
        .record({ email: fc.oneof(fc.constant(APPLICANT_EMAIL), email), code: fc.stringMatching(/^\d{6}$/) })
        .map((b) => req({ body: json(b) })),
    },
    applicantSignOut: {
      // Signing out ends every session of the applicant: each case signs out an applicant of its own.
      valid: fc.constant(null).map(() => req({ as: { authorization: FRESH } })),
      prepare: async (r) => {
        if (typeof r.as === "object" && r.as.authorization === FRESH) {
          r.as = { authorization: (await applicantSession()).headers.authorization };
        }
      },
    },
    listApplicantApplications: { as: "Applicant", ...noInput },
    withdrawCompanyApplication: {
      as: "Applicant",
      ...onFreshRecord(async () => (await makeApplication((await makeJob()).id, { email: APPLICANT_EMAIL })).id),
    },
    withdrawGovApplication: {
      as: "Applicant",
      valid: fc.constant(null).map(() => req({ params: { id: fx.applicantGovId } })),
    },
    exportApplicantData: {
      // At most 5 downloads an hour per applicant: each case downloads as an applicant of its own.
      valid: fc.constant(null).map(() => req({ as: { authorization: FRESH } })),
      prepare: async (r) => {
        if (typeof r.as === "object" && r.as.authorization === FRESH) {
          r.as = { authorization: (await applicantSession()).headers.authorization };
        }
      },
    },
    eraseApplicantData: {
      // Erasure ends the applicant: each case erases an applicant of its own, with an application.
      valid: fc.constant(null).map(() => req({ as: { authorization: FRESH }, body: json({ confirm: "DELETE" }) })),
      prepare: async (r) => {
        if (typeof r.as === "object" && r.as.authorization === FRESH) {
          const session = await applicantSession();
          await makeApplication((await makeJob()).id, { email: session.applicant.email });
          r.as = { authorization: session.headers.authorization };
        }
      },
    },
    changeOwnPassword: {
      valid: password.map((newPassword) =>
        req({ as: { authorization: FRESH }, body: json({ currentPassword: CURRENT_PASSWORD, newPassword }) }),
      ),
      prepare: async (r) => {
        if (typeof r.as === "object" && r.as.authorization === FRESH) {
          const user = await createUser({ role: "CompanyAdmin", password: CURRENT_PASSWORD });
          r.as = { authorization: await tokenFor(user) };
        }
      },
    },
    requestPasswordReset: {
      valid: fc
        .oneof(
          email,
          fc.stringMatching(/^EMP\d{4,8}$/),
          fc.constant(null).map(() => fx.selfEmail),
        )
        .map((identifier) => req({ body: json({ identifier }) })),
    },
    resetPassword: {
      // A link works once: each case uses a link of its own, made just before the request.
      valid: password.map((newPassword) => req({ body: json({ token: FRESH, newPassword }) })),
      prepare: async (r) => {
        const body = r.body?.kind === "json" ? (r.body.value as Record<string, unknown>) : null;
        if (body?.token === FRESH) body.token = await makePasswordToken((await createUser({ role: "Employee" })).id);
      },
    },
    resetPasswordForm: {
      // As resetPassword (a link of its own each time), posted as a browser posts the form.
      valid: fc
        .record({
          newPassword: password,
          from: fc.constantFrom<Record<string, string>>({ origin: ORIGIN }, { "sec-fetch-site": "same-origin" }),
        })
        .map(({ newPassword, from }) =>
          req({ headers: from, body: urlencoded({ token: FRESH, newPassword, confirmPassword: newPassword }) }),
        ),
      prepare: async (r) => {
        if (r.body?.kind !== "text" || r.body.type !== FORM_TYPE) return;
        const fields = new URLSearchParams(r.body.text);
        if (fields.get("token") !== FRESH) return;
        fields.set("token", await makePasswordToken((await createUser({ role: "Employee" })).id));
        r.body.text = fields.toString();
      },
    },
    companyDashboardStats: noInput,
    listCompanyConsoleJobs: { valid: fc.constantFrom(req(), req({ query: { include: "archived" } })) },
    createJob: { valid: job.map((b) => req({ body: json(defined(b)) })) },
    updateJob: {
      valid: job.map((b) => req({ params: { id: fx.companyJobId }, body: json({ ...defined(b), isActive: true }) })),
    },
    deleteJob: onFreshRecord(async () => (await makeJob()).id),
    listCompanyApplications: {
      valid: listQuery({
        q: textOf(0, 100),
        status: fc.constantFrom("pending", "reviewed", "shortlisted", "rejected", "hired"),
        sort: fc.constantFrom("appliedDate", "fullName", "status", "job"),
        page: fc.integer({ min: 1, max: 50 }).map(String),
      }),
    },
    exportCompanyApplications: { valid: listQuery({ q: textOf(0, 100), status: fc.constantFrom("pending", "hired") }) },
    getCompanyConsoleApplication: {
      valid: fc.constant(null).map(() => req({ params: { id: fx.companyApplicationId } })),
    },
    listJobApplicants: { valid: fc.constant(null).map(() => req({ params: { id: fx.companyJobId } })) },
    setCompanyApplicationStatus: {
      valid: companyDecision.map((b) => req({ params: { id: fx.companyApplicationId }, body: json(defined(b)) })),
    },
    bulkSetCompanyApplicationStatus: {
      valid: companyDecision.map((b) => req({ body: json({ ids: [fx.companyApplicationId], ...defined(b) }) })),
    },
    getApplicationHireRecord: {
      valid: fc.constant(null).map(() => req({ params: { id: fx.companyApplicationId } })),
    },
    requestEmployeeRecord: onFreshRecord(async () => (await makeHiredApplication({ jobId: fx.companyJobId })).id),
    listCompanyApplicationNotes: {
      valid: fc.constant(null).map(() => req({ params: { id: fx.companyApplicationId } })),
    },
    addCompanyApplicationNote: {
      valid: textOf(1, 2000).map((body) => req({ params: { id: fx.companyApplicationId }, body: json({ body }) })),
    },
    rateCompanyApplication: {
      valid: fc
        .integer({ min: 1, max: 5 })
        .map((score) => req({ params: { id: fx.companyApplicationId }, body: json({ score }) })),
    },
    listInterviews: { valid: fc.constant(null).map(() => req({ params: { id: fx.companyApplicationId } })) },
    scheduleInterview: {
      valid: fc
        .record({
          round: textOf(1, 100),
          date: futureDate,
          time: clockTime,
          durationMinutes: fc.integer({ min: 15, max: 480 }),
          where: interviewWhere,
          interviewers: textOf(1, 200),
        })
        .map(({ where, ...b }) => req({ params: { id: fx.companyApplicationId }, body: json({ ...b, ...where }) })),
    },
    updateInterview: {
      valid: fc
        .record(
          {
            round: textOf(1, 100),
            durationMinutes: fc.integer({ min: 15, max: 480 }),
            interviewers: textOf(1, 200),
            when: fc.record({ date: futureDate, time: clockTime }),
            feedback: fc.option(textOf(0, 2000), { nil: null }),
            result: fc.constantFrom("pending", "passed", "failed", "no_show"),
          },
          { requiredKeys: [] },
        )
        .map(({ when, ...b }) =>
          req({ params: { id: fx.companyApplicationId, interviewId: FRESH }, body: json({ ...b, ...when }) }),
        ),
      prepare: freshInterview,
    },
    cancelInterview: {
      valid: fc.constant(null).map(() => req({ params: { id: fx.companyApplicationId, interviewId: FRESH } })),
      prepare: freshInterview,
    },
    upcomingInterviews: noInput,
    downloadResume: { valid: fc.constant(null).map(() => req({ params: { fileName: fx.resumeName } })) },
    govDashboardStats: noInput,
    createGovJob: { valid: govJob.map((b) => req({ body: json(defined(b)) })) },
    updateGovJob: {
      valid: govJob.map((b) => req({ params: { id: FRESH }, body: json({ ...defined(b), status: "active" }) })),
      prepare: freshId(async () => (await createGovJob()).id),
    },
    deleteGovJob: onFreshRecord(async () => (await createGovJob()).id),
    resendGovJobCallLetters: onFreshRecord(jobWithLetterToResend),
    listGovApplications: {
      valid: listQuery({
        q: textOf(0, 100),
        status: fc.constantFrom("all", "pending", "approved", "rejected", "shortlisted", "under_review"),
        paymentStatus: fc.constantFrom("all", "pending", "completed", "failed"),
        from: pastDate,
        sort: fc.constantFrom("createdAt", "name", "applicationNumber", "status", "paymentStatus", "feePaise"),
        order: fc.constantFrom("asc", "desc"),
        page: fc.integer({ min: 1, max: 100 }).map(String),
        pageSize: fc.integer({ min: 1, max: 100 }).map(String),
      }),
    },
    exportGovApplications: { valid: listQuery({ q: textOf(0, 100), status: fc.constantFrom("pending", "approved") }) },
    getGovApplication: { valid: fc.constant(null).map(() => req({ params: { id: fx.govApplication.id } })) },
    getGovApplicationPhoto: { valid: fc.constant(null).map(() => req({ params: { id: fx.govApplication.id } })) },
    getGovApplicationPdf: { valid: fc.constant(null).map(() => req({ params: { id: fx.govApplication.id } })) },
    getGovApplicationSignature: {
      valid: fc.constant(null).map(() => req({ params: { id: fx.govApplication.id } })),
    },
    getGovApplicationCertificate: {
      valid: fc.constant(null).map(() => req({ params: { id: fx.govApplication.id } })),
    },
    getGovApplicationCallLetter: {
      valid: fc.constant(null).map(() => req({ params: { id: fx.govApplication.id } })),
    },
    issueGovApplicationCallLetter: {
      valid: fc.constant(null).map(() => req({ params: { id: fx.govApplication.id } })),
    },
    systemInfo: noInput,
    mailOverview: noInput,
    retryMail: {
      valid: fc.constant(null).map(() => req({ params: { id: FRESH } })),
      // A mail that failed its five tries, for each case.
      prepare: async (r) => {
        if (r.params.id === FRESH) {
          r.params.id = (
            await db.mailOutbox.create({ data: { to: "fuzz@example.in", subject: "s", text: "t", status: "failed" } })
          ).id;
        }
      },
    },
    refundGovPayment: {
      valid: textOf(1, 500).map((reason) => req({ params: { paymentRowId: FRESH }, body: json({ reason }) })),
      // A payment due for refund (a wrong amount paid) for each case; test mode refunds it at once.
      prepare: async (r) => {
        if (r.params.paymentRowId === FRESH) r.params.paymentRowId = (await refundDuePayment(fx.govJobId)).payment.id;
      },
    },
    revealGovApplication: { valid: fc.constant(null).map(() => req({ params: { id: fx.govApplication.id } })) },
    setGovApplicationStatus: {
      valid: fc
        .oneof(
          fc.record({
            status: fc.constantFrom("pending", "approved", "shortlisted", "under_review"),
            reason: optional(textOf(0, 500)),
          }),
          fc.record({ status: fc.constantFrom("rejected", "cancelled"), reason: decisionReason }),
        )
        .map((b) => req({ params: { id: fx.govApplication.id }, body: json(defined(b)) })),
    },
    employeeDashboard: noInput,
    listEmployees: {
      valid: listQuery({
        q: textOf(0, 100),
        status: fc.constantFrom("Active", "Inactive", "Pending"),
        sort: fc.constantFrom("name", "referenceId", "department", "status", "dateOfJoining", "createdAt"),
        order: fc.constantFrom("asc", "desc"),
        page: fc.integer({ min: 1, max: 20 }).map(String),
        pageSize: fc.constantFrom("10", "25", "50", "100"),
      }),
    },
    createEmployee: {
      valid: fc
        .record({ ...employeeFields, password, passwordSetup: optional(fc.constantFrom("password", "invite")) })
        // An Inactive employee cannot use an e-mailed link: that pair is refused.
        .filter((f) => !(f.passwordSetup === "invite" && f.status === "Inactive"))
        .chain((f) =>
          fc
            .boolean()
            .map((asJson) =>
              asJson
                ? req({ body: json(defined(f)) })
                : req({ body: multipart(defined(f), { profilePicture: [pngFile()] }) }),
            ),
        ),
    },
    listEmployeeDrafts: noInput,
    getEmployeeDraft: onFreshRecord(async () => (await makeDraft({ jobId: fx.companyJobId })).draft.id),
    dismissEmployeeDraft: onFreshRecord(async () => (await makeDraft({ jobId: fx.companyJobId })).draft.id),
    exportEmployees: { valid: listQuery({ q: textOf(0, 100), status: fc.constantFrom("Active", "Inactive") }) },
    getEmployee: {
      as: "Admin",
      valid: fc
        .constantFrom("", "1")
        .map((reveal) => req({ params: { id: fx.employeeId }, query: reveal ? { reveal } : {} })),
    },
    updateEmployee: {
      valid: fc
        .record(employeeFields)
        .chain((f) =>
          fc
            .boolean()
            .map((asJson) => req({ params: { id: FRESH }, body: asJson ? json(defined(f)) : multipart(defined(f)) })),
        ),
      prepare: freshId(async () => (await makeEmployee()).employee.id),
    },
    deleteEmployee: onFreshRecord(async () => (await makeEmployee()).employee.id),
    getEmployeePhoto: { as: "Admin", valid: fc.constant(null).map(() => req({ params: { id: fx.employeeId } })) },
    exportEmployeeData: { as: "Admin", valid: fc.constant(null).map(() => req({ params: { id: fx.employeeId } })) },
    setEmployeePassword: {
      valid: password.map((newPassword) => req({ params: { id: fx.employeeId }, body: json({ newPassword }) })),
    },
    myEmployeeRecord: noInput,
    myAccountNumber: noInput,
    myDocuments: noInput,
    uploadDocuments: {
      valid: fc
        .record({
          documentType: fc.constantFrom("Resume", "ID Proof", "ID_Proof", "address proof", "Other"),
          description: optional(textOf(0, 500)),
          count: fc.integer({ min: 1, max: 5 }),
        })
        .map(({ count, ...f }) =>
          req({
            body: multipart(
              { ...defined(f), employeeId: fx.employeeId },
              { documents: Array.from({ length: count }, (_, i) => pdfFile(`doc-${i}.pdf`)) },
            ),
          }),
        ),
    },
    employeeDocuments: { as: "Admin", valid: fc.constant(null).map(() => req({ params: { id: fx.employeeId } })) },
    getDocumentFile: {
      as: "Admin",
      valid: fc
        .constantFrom("", "1")
        .map((d) => req({ params: { id: fx.documentId }, query: d ? { download: d } : {} })),
    },
    deleteDocument: onFreshRecord(async () => (await makeDocument(fx.employeeId)).id),
  };
}

// ---------------------------------------------------------------------------------------------
// Invalid variants, derived from a valid request

const junkValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const junkText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "../../etc/passwd",
    "%00",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "\u0000",
    "a".repeat(400),
    "{{7*7}}",
    "${jndi:ldap://x}",
  ),
);

function requiredKeys(op: Operation): string[] {
  if (!op.body || op.body.kind === "raw") return [];
  const shape =
    (op.body.schema as unknown as { shape?: Record<string, { safeParse: (v: unknown) => { success: boolean } }> })
      .shape ?? {};
  return Object.entries(shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
}

/** True when zod accepts the JSON body (or the multipart fields) as the handler would read them. */
function schemaAccepts(op: Operation, value: unknown): boolean {
  if (!op.body || op.body.kind === "raw") return true;
  return (op.body.schema as unknown as { safeParse: (v: unknown) => { success: boolean } }).safeParse(value).success;
}

/** Whether the handler's own query parsing accepts `query` (NUL is refused for every operation). */
function queryAccepted(
  op: Operation,
  schema: { safeParse: (v: unknown) => { success: boolean } },
  query: Record<string, string>,
) {
  if (Object.values(query).some((v) => v.includes("\u0000"))) return false;
  if (!op.parseQuery) return schema.safeParse(query).success;
  try {
    op.parseQuery(new URLSearchParams(query));
    return true;
  } catch {
    return false;
  }
}

function mutations(op: Operation, spec: Spec): fc.Arbitrary<Case>[] {
  const cases: fc.Arbitrary<Case>[] = [];
  const valid = spec.valid;
  const needsAuth = op.access !== "public";
  const keys = requiredKeys(op);

  if (needsAuth) {
    const wrongRoles = (["Admin", "CompanyAdmin", "GovAdmin", "Employee", "Applicant"] as Role[]).filter(
      (role) => !can({ role }, op.access as never),
    );
    const callers: fc.Arbitrary<Caller>[] = [
      fc.constant("none" as const),
      junkText.map((t) => ({ authorization: `Bearer ${t.replace(/[^\x21-\x7e]/g, "x")}` })),
      fc
        .constantFrom("Basic YWRtaW46YWRtaW4=", "Bearer", "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.")
        .map((authorization) => ({ authorization })),
    ];
    if (wrongRoles.length) callers.push(fc.constantFrom(...wrongRoles));
    cases.push(
      fc
        .tuple(valid, fc.oneof(...callers))
        .map(([r, as]) => ({ valid: false, why: `caller ${JSON.stringify(as).slice(0, 40)}`, req: { ...r, as } })),
    );
  }

  for (const name of pathParams(op.path)) {
    cases.push(
      fc.tuple(valid, junkText).map(([r, value]) => ({
        valid: false,
        why: `path ${name}=${JSON.stringify(value).slice(0, 40)}`,
        req: { ...r, params: { ...r.params, [name]: value || "x" } },
      })),
    );
  }

  if (op.query) {
    const schema = op.query as unknown as { safeParse: (v: unknown) => { success: boolean } };
    cases.push(
      fc
        .tuple(
          valid,
          fc.dictionary(
            fc.constantFrom(
              "q",
              "limit",
              "cursor",
              "page",
              "pageSize",
              "sort",
              "order",
              "status",
              "from",
              "to",
              "jobId",
              "include",
              "all",
              "reveal",
              "download",
              "x",
            ),
            junkText,
            { minKeys: 1, maxKeys: 3 },
          ),
        )
        .map(([r, junk]) => {
          const query = { ...r.query, ...junk };
          return {
            valid: queryAccepted(op, schema, query),
            why: `query ${JSON.stringify(junk).slice(0, 60)}`,
            req: { ...r, query },
          };
        }),
    );
  }

  // Headers nobody should be able to break the server with; the request stays valid.
  cases.push(
    fc
      .tuple(
        valid,
        fc.dictionary(
          fc.constantFrom(
            "x-forwarded-for",
            "x-real-ip",
            "x-request-id",
            "accept",
            "accept-language",
            "user-agent",
            "referer",
            "cookie",
            "x-forwarded-host",
          ),
          junkText.map((t) => t.replace(/[^\x20-\x7e]/g, "")),
          { minKeys: 1, maxKeys: 4 },
        ),
      )
      .map(([r, headers]) => ({
        valid: true,
        why: `headers ${JSON.stringify(headers).slice(0, 60)}`,
        req: { ...r, headers: { ...r.headers, ...headers } },
      })),
  );

  const body = op.body;
  if (body?.kind === "json" || (body?.kind === "multipart" && body.alsoJson)) {
    const jsonValid = valid.filter((r) => r.body?.kind === "json");
    const asObject = (r: Req) => ({ ...(r.body as { value: Record<string, unknown> }).value });
    if (keys.length) {
      cases.push(
        fc.tuple(jsonValid, fc.constantFrom(...keys)).map(([r, key]) => {
          const value = asObject(r);
          delete value[key];
          return { valid: schemaAccepts(op, value), why: `without ${key}`, req: { ...r, body: json(value) } };
        }),
      );
    }
    const allKeys = Object.keys((body.schema as unknown as { shape: object }).shape ?? {});
    if (allKeys.length) {
      // Text that is not valid Unicode (a lone surrogate) and a 1 MB string: refused with 400 or
      // 413 before any handler logic, never a 500 from the driver.
      const surrogate = fc.constantFrom("\ud800", "a\udc00b", "\udbff", "x\ud83d");
      const megabyte = fc.constantFrom("9".repeat(1_048_576), "क".repeat(350_000));
      cases.push(
        fc.tuple(jsonValid, fc.constantFrom(...allKeys), surrogate).map(([r, key, text]) => ({
          valid: false,
          why: `${key} with a lone surrogate ${JSON.stringify(text)}`,
          req: { ...r, body: json({ ...asObject(r), [key]: text }) },
        })),
        fc.tuple(jsonValid, fc.constantFrom(...allKeys), megabyte).map(([r, key, text]) => ({
          valid: false,
          why: `${key} of ${text.length} characters`,
          req: { ...r, body: json({ ...asObject(r), [key]: text }) },
        })),
      );
      cases.push(
        fc
          .tuple(
            jsonValid,
            fc.constantFrom(...allKeys),
            fc.oneof(junkValue, fc.string({ minLength: 5001, maxLength: 5100 })),
          )
          .map(([r, key, junk]) => {
            // Judged as the server receives it: JSON turns -Infinity and NaN into null.
            const value = JSON.parse(JSON.stringify({ ...asObject(r), [key]: junk })) as Record<string, unknown>;
            return {
              valid: schemaAccepts(op, value),
              why: `${key}=${JSON.stringify(junk).slice(0, 40)}`,
              req: { ...r, body: json(value) },
            };
          }),
      );
    }
    cases.push(
      fc
        .tuple(
          jsonValid,
          fc.oneof(
            fc.jsonValue().filter((v) => typeof v !== "object" || v === null || Array.isArray(v)),
            fc.constant({}),
          ),
        )
        .map(([r, value]) => ({
          valid: schemaAccepts(op, value),
          why: `body ${JSON.stringify(value).slice(0, 40)}`,
          req: { ...r, body: json(value) },
        })),
      fc
        .tuple(
          jsonValid,
          junkText.filter((t) => {
            try {
              JSON.parse(t);
              return false;
            } catch {
              return true;
            }
          }),
        )
        .map(([r, text]) => ({
          valid: false,
          why: `not JSON ${JSON.stringify(text).slice(0, 40)}`,
          req: { ...r, body: { kind: "text", text, type: "application/json" } },
        })),
    );
  }

  if (body?.kind === "multipart") {
    const formValid = valid.filter((r) => r.body?.kind === "multipart");
    const form = (r: Req) => r.body as Extract<RequestBody, { kind: "multipart" }>;
    if (keys.length) {
      cases.push(
        fc
          .tuple(formValid, fc.constantFrom(...keys.filter((k) => !body.files.some((f) => f.name === k))))
          .map(([r, key]) => {
            const fields = { ...form(r).fields };
            delete fields[key];
            return { valid: false, why: `form without ${key}`, req: { ...r, body: multipart(fields, form(r).files) } };
          }),
      );
    }
    const fieldKeys = Object.keys((body.schema as unknown as { shape: object }).shape ?? {}).filter(
      (k) => k !== "education" && k !== "experience" && k !== "removeProfilePicture" && k !== "contactByFax",
    );
    const overLong = fc.tuple(formValid, fc.constantFrom(...fieldKeys)).map(([r, key]) => ({
      valid: false,
      why: `form ${key} too long`,
      req: { ...r, body: multipart({ ...form(r).fields, [key]: "9".repeat(20_001) }, form(r).files) },
    }));
    cases.push(overLong);
    for (const file of body.files) {
      const badBytes = fc
        .tuple(
          formValid,
          fc
            .uint8Array({ minLength: 1, maxLength: 2000 })
            .filter(
              (b) =>
                b[0] !== 0x25 &&
                b[0] !== 0x89 &&
                b[0] !== 0xff &&
                b[0] !== 0xd0 &&
                b[0] !== 0x50 &&
                b[0] !== 0x47 &&
                b[0] !== 0x52,
            ),
        )
        .map(([r, data]) => ({
          valid: false,
          why: `${file.name}: not a permitted type`,
          req: {
            ...r,
            body: multipart(form(r).fields, {
              ...form(r).files,
              [file.name]: [{ data, name: "renamed.pdf", type: "application/pdf" }],
            }),
          },
        }));
      const oversize = formValid.map((r) => ({
        valid: false,
        why: `${file.name}: over ${file.maxBytes} bytes`,
        req: {
          ...r,
          body: multipart(form(r).fields, {
            ...form(r).files,
            [file.name]: [
              {
                data: withHeader(file.maxBytes + 1, form(r).files[file.name]?.[0]?.data ?? bytes.pdf()),
                name: "big.pdf",
                type: "application/pdf",
              },
            ],
          }),
        },
      }));
      cases.push(badBytes, oversize);
      if (file.required) {
        cases.push(
          formValid.map((r) => {
            const files = { ...form(r).files };
            delete files[file.name];
            return { valid: false, why: `without ${file.name}`, req: { ...r, body: multipart(form(r).fields, files) } };
          }),
        );
      }
    }
    cases.push(
      fc.tuple(formValid, fc.double({ min: 0, max: 0.98, noNaN: true })).map(([r, fraction]) => ({
        valid: false,
        why: `multipart cut off at ${(fraction * 100).toFixed(0)}%`,
        req: { ...r, body: { kind: "truncated", fields: form(r).fields, files: form(r).files, fraction } },
      })),
      fc.tuple(formValid, fc.constantFrom(...fieldKeys)).map(([r, key]) => ({
        valid: false,
        why: `form ${key} of 1 MB`,
        req: { ...r, body: multipart({ ...form(r).fields, [key]: "9".repeat(1_048_576) }, form(r).files) },
      })),
      fc.tuple(formValid, junkText).map(([r, text]) => ({
        valid: false,
        why: `garbage multipart ${JSON.stringify(text).slice(0, 30)}`,
        req: { ...r, body: { kind: "text", text, type: "multipart/form-data; boundary=----fuzz" } },
      })),
    );
    if (!body.alsoJson) {
      cases.push(
        formValid.map((r) => ({
          valid: false,
          why: "JSON instead of multipart",
          req: { ...r, body: json(form(r).fields) },
        })),
      );
    }
  }

  if (body?.kind === "form") {
    const formValid = valid.filter((r) => r.body?.kind === "text" && r.body.type === FORM_TYPE);
    const text = (r: Req) => (r.body as Extract<RequestBody, { kind: "text" }>).text;
    const elsewhere = fc.constantFrom<Record<string, string>>(
      {},
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    );
    cases.push(
      fc.tuple(formValid, elsewhere).map(([r, from]) => {
        const headers = { ...r.headers, ...from };
        if (!("origin" in from)) delete headers.origin;
        if (!("sec-fetch-site" in from)) delete headers["sec-fetch-site"];
        return { valid: false, why: `posted from ${JSON.stringify(from)}`, req: { ...r, headers } };
      }),
      formValid.map((r) => ({
        valid: false,
        why: "JSON instead of a form",
        req: { ...r, body: json(Object.fromEntries(new URLSearchParams(text(r)))) },
      })),
      formValid.map((r) => ({
        valid: false,
        why: `form over ${body.maxBytes} bytes`,
        req: { ...r, body: { kind: "text", type: FORM_TYPE, text: `${text(r)}&pad=${"9".repeat(body.maxBytes)}` } },
      })),
    );
  }

  if (body?.kind === "raw") {
    cases.push(
      fc.tuple(valid, fc.oneof(fc.constant(undefined), junkText)).map(([r, signature]) => ({
        valid: false,
        why: `signature ${JSON.stringify(signature)?.slice(0, 30)}`,
        req: {
          ...r,
          headers: (signature === undefined
            ? {}
            : { "x-razorpay-signature": signature.replace(/[^\x20-\x7e]/g, "") }) as Record<string, string>,
        },
      })),
      fc.tuple(valid, junkText).map(([r, text]) => ({
        valid: false,
        why: `signed garbage ${JSON.stringify(text).slice(0, 30)}`,
        req: { ...r, body: { kind: "text", text, type: "application/json" } },
      })),
    );
  }
  return cases;
}

/** `size` bytes that begin like `start` (so only the size is wrong). */
function withHeader(size: number, start: Uint8Array): Uint8Array {
  const out = new Uint8Array(size);
  out.set(start.subarray(0, Math.min(start.length, size)));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Sending, and what must hold

let ipCounter = 0;

async function send(op: Operation, handler: Handler, r: Req, spec: Spec): Promise<Response> {
  let path = op.path;
  for (const [name, value] of Object.entries(r.params)) path = path.replace(`{${name}}`, encodeURIComponent(value));
  const search = new URLSearchParams(r.query).toString();
  const headers = new Headers({ host: "127.0.0.1:3000" });
  ipCounter += 1;
  const ip = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  headers.set("x-forwarded-for", ip);
  const as = r.as ?? spec.as ?? defaultRole(op);
  if (typeof as === "object") headers.set("authorization", as.authorization);
  else if (as !== "none" && as !== undefined) headers.set("authorization", fx.tokens[as]);
  for (const [k, v] of Object.entries(r.headers)) headers.set(k, v);
  // Junk in X-Forwarded-For is parsed, but the address the (simulated) proxy appended stays last:
  // rate limits count real clients, not a bucket shared by every malformed header.
  if ("x-forwarded-for" in r.headers) headers.set("x-forwarded-for", `${r.headers["x-forwarded-for"]}, ${ip}`);

  let body: BodyInit | undefined;
  if (r.body?.kind === "json") {
    body = JSON.stringify(r.body.value);
    headers.set("content-type", "application/json");
  } else if (r.body?.kind === "text") {
    body = r.body.text;
    headers.set("content-type", r.body.type);
  } else if (r.body?.kind === "multipart") {
    const form = new FormData();
    for (const [k, v] of Object.entries(r.body.fields)) form.append(k, v);
    for (const [k, files] of Object.entries(r.body.files)) {
      for (const f of files) form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
    }
    body = form;
  } else if (r.body?.kind === "truncated") {
    const form = new FormData();
    for (const [k, v] of Object.entries(r.body.fields)) form.append(k, v);
    for (const [k, files] of Object.entries(r.body.files)) {
      for (const f of files) form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
    }
    const encoded = new Response(form);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    // Always short of the closing boundary ("--" + boundary + "--\r\n", under 64 bytes).
    body = bytes.subarray(0, Math.floor(r.body.fraction * Math.max(0, bytes.byteLength - 64)));
    headers.set("content-type", encoded.headers.get("content-type")!);
  }
  const request = new Request(`http://127.0.0.1:3000${path}${search ? `?${search}` : ""}`, {
    method: op.method,
    headers,
    body,
  });
  return handler(request, { params: Promise.resolve(r.params) });
}

function defaultRole(op: Operation): Role | undefined {
  if (op.access === "public") return undefined;
  return (["Admin", "CompanyAdmin", "GovAdmin", "Employee", "Applicant"] as Role[]).find((role) =>
    can({ role }, op.access as never),
  );
}

/** How many row changes every checked table has had so far (countChanges: rate-limit counters excepted). */
async function fingerprint(): Promise<string> {
  // Sign-in codes and reset links are recorded after the response: let the previous request's settle.
  await backgroundSettled();
  const [row] = await db.$queryRawUnsafe<{ n: string }[]>(`SELECT n::text AS n FROM "${CHANGES}"`);
  return row.n;
}

/**
 * Counts every committed row change in the checked tables: a row inserted or deleted, or updated to
 * different values (an UPDATE that rewrites the same values is no change). A rolled-back write rolls
 * its count back with it, so "a rejected request changed the database" means a change that stayed.
 * Reading one counter per case instead of hashing every table keeps the cost flat as valid cases
 * fill the tables (hashing made the run minutes longer, growing with every operation).
 */
const CHANGES = "_fuzz_changes";
async function countChanges(tables: string[]) {
  await db.$executeRawUnsafe(`CREATE TABLE "${CHANGES}" (n bigint NOT NULL)`);
  await db.$executeRawUnsafe(`INSERT INTO "${CHANGES}" VALUES (0)`);
  await db.$executeRawUnsafe(
    `CREATE FUNCTION fuzz_count_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE "${CHANGES}" SET n = n + 1; RETURN NULL; END $$`,
  );
  for (const t of tables) {
    await db.$executeRawUnsafe(
      `CREATE TRIGGER fuzz_insert_delete AFTER INSERT OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_change()`,
    );
    await db.$executeRawUnsafe(
      `CREATE TRIGGER fuzz_update AFTER UPDATE ON "${t}" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION fuzz_count_change()`,
    );
  }
}

const REFUSALS = new Set([400, 413, 415]);

beforeAll(async () => {
  process.env.RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET;
  resetEnv();
  const tables = (
    await db.$queryRawUnsafe<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('RateLimit', '_prisma_migrations') ORDER BY 1`,
    )
  ).map((r) => r.table_name);
  await countChanges(tables);

  const tokens = {} as Record<Role, string>;
  for (const role of ["Admin", "CompanyAdmin", "GovAdmin"] as Role[])
    tokens[role] = await tokenFor(await createUser({ role }));
  const self = await makeEmployee();
  tokens.Employee = await tokenFor(self.user);
  tokens.Applicant = (await applicantSession(APPLICANT_EMAIL)).headers.authorization;

  const job = await makeJob();
  const application = await makeApplication(job.id);
  const govJob = await createGovJob({ feePaise: 25_000, deadlineInDays: 30 });
  const govApp = await applyTo(govJob.id, { dob: "1998-04-15" });
  const { employee } = await makeEmployee();
  await db.$transaction(async (tx) => {
    const photo = await storeFile(tx, {
      kind: "ProfilePhoto",
      fileName: "me.png",
      contentType: "image/png",
      data: PNG,
    });
    await tx.employee.update({ where: { id: employee.id }, data: { profilePhotoFileId: photo.id } });
  });
  const document = await makeDocument(employee.id);
  fx = {
    tokens,
    companyJobId: job.id,
    companyApplicationId: application.id,
    resumeName: `${application.resume.id}-${application.resume.fileName}`,
    govJobId: govJob.id,
    govApplication: { id: govApp.id, applicationNumber: govApp.applicationNumber, dob: "1998-04-15" },
    employeeId: employee.id,
    documentId: document.id,
    applicantCompany: await makeApplication(job.id, { email: APPLICANT_EMAIL }),
    applicantGovId: (await applyTo(govJob.id, { email: APPLICANT_EMAIL, dob: "1997-02-11" })).id,
    selfEmail: self.user.email,
  };
}, 120_000);

afterAll(() => {
  delete process.env.RAZORPAY_WEBHOOK_SECRET;
  resetEnv();
});

describe("API contract fuzzing", () => {
  const all = () => specs();

  it("sees a committed row change, and neither a rolled-back one nor a same-value update", async () => {
    const before = await fingerprint();
    // Raw SQL: Prisma's update would also move updatedAt, a real change.
    await db.$executeRaw`UPDATE "User" SET email = email WHERE email = ${fx.selfEmail}`;
    expect(await fingerprint()).toBe(before);
    await expect(
      db.$transaction(async (tx) => {
        await tx.user.update({ where: { email: fx.selfEmail }, data: { email: `x${fx.selfEmail}` } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await fingerprint()).toBe(before);
    await createUser({ role: "Admin" });
    expect(await fingerprint()).not.toBe(before);
  });

  it("has a valid-request generator for every operation", () => {
    expect(Object.keys(all()).sort()).toEqual(operations.map((op) => op.id).sort());
  });

  for (const [index, op] of operations.entries()) {
    it(`${op.method} ${op.path}`, { timeout: 600_000 }, async () => {
      const spec = all()[op.id];
      const handler = await handlerFor(op);
      const validCase = spec.valid.map((r): Case => ({ valid: true, why: "valid", req: r }));
      const arbitrary = fc.oneof(
        { arbitrary: validCase, weight: 2 },
        ...mutations(op, spec).map((arbitrary) => ({ arbitrary, weight: 1 })),
      );
      const seen = { valid: 0, invalid: 0 };

      const property = fc.asyncProperty(arbitrary, async (c) => {
        if (process.env.FUZZ_DEBUG) process.stderr.write(`${op.id} ${c.valid ? "valid" : "invalid"} ${c.why}\n`);
        const r = structuredClone(c.req);
        await spec.prepare?.(r);
        if (process.env.FUZZ_DEBUG) process.stderr.write(`  prepared\n`);
        const before = c.valid ? "" : await fingerprint();
        const t0 = Date.now();
        const res = await send(op, handler, r, spec);
        if (process.env.FUZZ_DEBUG) process.stderr.write(`  -> ${res.status} in ${Date.now() - t0} ms\n`);
        const text = await res.text();
        const where = `${op.id} (${c.why}) -> ${res.status} ${text.slice(0, 200)}`;
        expect(res.status, where).toBeLessThan(500);
        if (c.valid) {
          seen.valid += 1;
          expect(REFUSALS.has(res.status), where).toBe(false);
          expect(Object.keys(op.responses).map(Number).includes(res.status) || res.status < 300, where).toBe(true);
        } else {
          seen.invalid += 1;
          expect(res.status, where).toBeGreaterThanOrEqual(400);
          expect(res.headers.get("content-type"), where).toContain("application/json");
          const body = JSON.parse(text) as { success?: unknown; message?: unknown };
          expect(body.success, where).toBe(false);
          expect(typeof body.message, where).toBe("string");
          if (process.env.FUZZ_DEBUG) process.stderr.write(`  fingerprint after\n`);
          expect(await fingerprint(), `${where}: a rejected request changed the database`).toBe(before);
          if (process.env.FUZZ_DEBUG) process.stderr.write(`  done\n`);
        }
      });
      const settings = {
        numRuns: RUNS,
        endOnFailure: true,
        timeout: Number(process.env.FUZZ_CASE_TIMEOUT ?? 30_000),
        seed: (SEED + index * 7919) | 0,
      };
      try {
        await fc.assert(property, settings);
      } catch (error) {
        if (error instanceof Error) error.message = `FUZZ_SEED=${SEED} repeats this run.\n${error.message}`;
        throw error;
      }
      expect(seen.valid + seen.invalid).toBe(RUNS);
      const canBeInvalid = op.access !== "public" || op.body || pathParams(op.path).length > 0;
      if (canBeInvalid) expect(seen.invalid, "invalid cases were generated").toBeGreaterThan(0);
    });
  }
});
