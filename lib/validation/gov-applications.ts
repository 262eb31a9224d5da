// The government-job application: one schema for the form (client) and POST /api/gov/applications
// (server). Messages of public-site section 5 are verbatim; PAN, Aadhaar, age, marks and years are
// checked beyond the old site.
import { z } from "zod";

import "@/lib/validation/zod-config";
import { applicantMessages } from "@/lib/validation/applicant";

import { isCalendarDate, istToday, parseDateOnly } from "@/lib/dates";
import {
  AADHAAR_MESSAGES,
  asciiDigits,
  checkAadhaar,
  isValidMobile,
  isValidPan,
  mobileDigits,
  typedReference,
} from "@/lib/validation/ids";
import { SIMPLE_EMAIL_PATTERN, withoutInvisibles } from "@/lib/validation/email";
import { requiredText } from "@/lib/validation/text";
import { withoutControls } from "@/lib/validation/visible";
import { DECLARATION_MESSAGES } from "@/content/gov-declaration";
import { CATEGORIES, type Category } from "@/lib/gov-fees";
import { CORRECTABLE_FIELDS, type CorrectableField } from "@/lib/validation/gov-correctable-fields";
import {
  imageChoiceProblem,
  PHOTO_RULE,
  SIGNATURE_RULE,
  type ImageChoice,
  type ImageRule,
} from "@/lib/validation/gov-images";

export const GOV_MESSAGES = {
  photoRequired: "Passport size photo is required",
  photoMissing: "Photo file is missing or invalid",
  email: "Please enter a valid email address",
  mobile: "Please enter a valid 10-digit mobile number",
  pan: "Please enter a valid PAN number (format AAAAA9999A, e.g. ABCDE1234F)",
  aadhaar: AADHAAR_MESSAGES.format,
  dob: "Please enter a valid date of birth",
  age: "You must be at least 18 years old to apply",
  invalidFee: "Invalid fee amount in job details.",
  jobClosed: "Applications for this job are closed.",
  signatureRequired: "Signature is required",
  alreadySubmitted:
    "An application for this job with this Aadhaar number has already been submitted. You can check its status on the Application Status page.",
  alreadyPaid:
    "An application for this job with this Aadhaar number has already been submitted and paid. You can check its status on the Application Status page.",
  tooManyAttempts:
    "Too many attempts for an application with this Aadhaar number. Please try again in an hour, or check its status on the Application Status page.",
  /** A rejection is the office's decision on the application: applying again does not undo it. */
  rejected:
    "Your application for this job with this Aadhaar number was rejected, so it cannot be submitted again. You can see the reason on the Application Status page.",
  /** A cancelled application whose fee is still held: a new one would charge the fee a second time. */
  cancelledFeeHeld:
    "Your application for this job with this Aadhaar number was cancelled and its fee has not been refunded yet. You can apply again once the refund is complete; you can check it on the Application Status page.",
  jobUnavailable: "This job is no longer available.",
  /** Its fee was captured and is still being counted (the browser's confirmation failed, the webhook is to come). */
  paymentArriving: applicantMessages.paymentArriving,
  /** To a request that does not give the stored date of birth and e-mail: says nothing of payment. */
  alreadyApplied:
    "An application for this job with this Aadhaar number already exists. You can check its status on the Application Status page. To change an unpaid application, submit the form with the same date of birth and e-mail address as before. If you did not make it, contact us with your Aadhaar number: the office can cancel an unpaid application made with it, and you can then apply.",
} as const;

/** The optional category certificate: a scan or phone picture of it. */
export const CERTIFICATE_MAX_BYTES = 2 * 1024 * 1024;
export const CERTIFICATE_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const CERTIFICATE_MESSAGES = {
  tooLarge: "Category certificate must be at most 2 MB",
  type: "Category certificate must be a PDF, JPEG or PNG file",
  pixels: "Category certificate image is too large: it must be at most 50 megapixels",
} as const;

/**
 * A certificate's type by its first bytes, for the browser's check of a file that came without a
 * type (a file from WhatsApp or a cloud drive is often "" or application/octet-stream). The server
 * decides from the bytes of every file.
 */
export function certificateTypeOf(head: Uint8Array): (typeof CERTIFICATE_TYPES)[number] | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf"; // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  return null;
}

/** Fields through which a client might try to set its own fee: refused, the server decides the fee. */
export const CLIENT_FEE_FIELDS = ["fee", "feePaise", "amount", "amountPaise", "categoryFee"] as const;
export const CLIENT_FEE_MESSAGE =
  "The application fee is decided by the server from the job's fee table and your category; do not send a fee.";
export const MAX_TABLE_ROWS = 10;
export const MIN_YEAR = 1950;

export function currentIstYear(now = new Date()): number {
  return istToday(now).getUTCFullYear();
}

/** Completed years between a birth date and today (IST). */
export function ageOn(dob: string, today = istToday()): number {
  const birth = parseDateOnly(dob);
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

const dobSchema = z.string({ error: "Date of Birth is required" }).superRefine((raw, ctx) => {
  const value = raw.trim();
  if (!value) return void ctx.addIssue({ code: "custom", message: "Date of Birth is required" });
  if (!isCalendarDate(value) || parseDateOnly(value).getUTCFullYear() < 1900 || parseDateOnly(value) > istToday()) {
    return void ctx.addIssue({ code: "custom", message: GOV_MESSAGES.dob });
  }
  if (ageOn(value) < 18) ctx.addIssue({ code: "custom", message: GOV_MESSAGES.age });
});

// Left out, empty or null (the status lookup's correction offer sends null for none).
const optionalMobile = z
  .string()
  .overwrite(mobileDigits)
  .nullish()
  .refine((v) => !v || isValidMobile(v), GOV_MESSAGES.mobile)
  .transform((v) => (v ? v : undefined));

// Table cells: absent -> "", numbers (API clients) -> text, without control characters, trimmed
// and bounded.
const text = (max: number, digits = false) => {
  const cell = z.string().overwrite(withoutControls());
  return z.preprocess(
    (v) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v),
    (digits ? cell.overwrite(asciiDigits) : cell).trim().max(max, `Must be at most ${max} characters`),
  );
};

export const educationRowSchema = z.object({
  qualification: text(100),
  board: text(150),
  institution: text(150),
  marks: text(6, true),
  year: text(4, true),
});
export const experienceRowSchema = z.object({
  company: text(150),
  post: text(100),
  from: text(10),
  to: text(10),
});
export type EducationRow = z.infer<typeof educationRowSchema>;
export type ExperienceRow = z.infer<typeof experienceRowSchema>;

export const isBlankRow = (row: Record<string, string>) => Object.values(row).every((v) => !v.trim());

function checkEducation(row: EducationRow, issue: (field: keyof EducationRow, message: string) => void) {
  if (!row.qualification) issue("qualification", "Qualification is required");
  if (!row.board) issue("board", "Board/University is required");
  if (!row.institution) issue("institution", "Institution is required");
  const marks = Number(row.marks);
  if (!row.marks) issue("marks", "Marks (%) is required");
  else if (!/^\d{1,3}(\.\d{1,2})?$/.test(row.marks) || marks < 0 || marks > 100) {
    issue("marks", "Marks must be a percentage between 0 and 100");
  }
  const year = Number(row.year);
  const maxYear = currentIstYear();
  if (!row.year) issue("year", "Year is required");
  else if (!/^\d{4}$/.test(row.year) || year < MIN_YEAR || year > maxYear) {
    issue("year", `Year must be between ${MIN_YEAR} and ${maxYear}`);
  }
}

function checkExperience(row: ExperienceRow, issue: (field: keyof ExperienceRow, message: string) => void) {
  if (!row.company) issue("company", "Company is required");
  if (!row.post) issue("post", "Post is required");
  const today = istToday();
  for (const field of ["from", "to"] as const) {
    const value = row[field];
    if (!value) continue;
    if (!isCalendarDate(value) || parseDateOnly(value).getUTCFullYear() < MIN_YEAR) {
      issue(field, "Please enter a valid date");
    } else if (parseDateOnly(value) > today) issue(field, "Experience dates cannot be in the future");
  }
  if (isCalendarDate(row.from) && isCalendarDate(row.to) && row.to < row.from) {
    issue("to", "'To' date cannot be before 'From' date");
  }
}

function table<Row extends Record<string, string>>(
  rowSchema: z.ZodType<Row>,
  check: (row: Row, issue: (field: keyof Row, message: string) => void) => void,
  label: string,
) {
  return z
    .array(rowSchema)
    .max(MAX_TABLE_ROWS, `At most ${MAX_TABLE_ROWS} ${label} rows`)
    .default([])
    .superRefine((rows, ctx) => {
      rows.forEach((row, index) => {
        if (isBlankRow(row)) return;
        check(row, (field, message) => ctx.addIssue({ code: "custom", path: [index, field as string], message }));
      });
    })
    .transform((rows) => rows.filter((row) => !isBlankRow(row)));
}

// "true"/"false" from the multipart form, booleans from JSON; absent means no.
const yesNo = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? false : v === "true" ? true : v === "false" ? false : v),
    z.boolean({ error: `${label} must be true or false` }),
  );

// A required checkbox: only an explicit true (or a checked box's "on") accepts it.
const accepted = (message: string) =>
  z.preprocess((v) => v === true || v === "true" || v === "on", z.literal(true, { error: message }));

export const CERTIFICATE_MESSAGE = "Category certificate number is required for OBC, EWS, SC and ST";

export const govApplicationFields = z.object({
  jobId: z.string({ error: "Please choose a job to apply for" }).trim().min(1).max(64),
  name: requiredText("Name", 100),
  fatherHusbandName: requiredText("Father's/Husband Name", 100),
  motherName: requiredText("Mother's Name", 100),
  presentAddress: requiredText("Present Address", 500, true),
  maritalStatus: z.enum(["Single", "Married", "Divorced", "Widowed"], { error: "Please choose a marital status" }),
  gender: z.enum(["Male", "Female", "Other"], { error: "Please choose a gender" }),
  dob: dobSchema.transform((v) => v.trim()),
  // Stored as its 10 digits however it was typed (+91, a trunk 0, spaces, dashes). No length bound of
  // its own: a number that is still not 10 digits gets the spec's message, as mobile2 does.
  mobile1: requiredText("Mobile Number", 100).overwrite(mobileDigits).refine(isValidMobile, GOV_MESSAGES.mobile),
  mobile2: optionalMobile,
  // "abcde 1234 f", as it is printed on the card with spaces, is ABCDE1234F.
  panNo: requiredText("PAN Number", 20)
    .overwrite(asciiDigits)
    .transform((v) => v.replace(/\s/g, "").toUpperCase())
    .refine(isValidPan, GOV_MESSAGES.pan),
  email: requiredText("Email", 254)
    // Trimmed again: a space before an invisible character at the end is left once it goes.
    .overwrite(withoutInvisibles)
    .trim()
    .refine((v) => SIMPLE_EMAIL_PATTERN.test(v), GOV_MESSAGES.email)
    .transform((v) => v.toLowerCase()),
  // Bounded loosely: a longer value (invisible characters, a digit too many) gets the format's message.
  aadharNo: requiredText("Aadhaar Number", 40)
    .overwrite(asciiDigits)
    .transform((v) => v.replace(/[\s\-\u2010-\u2015]/g, ""))
    .superRefine(checkAadhaar),
  category: z.enum(CATEGORIES, { error: "Please choose your category" }),
  categoryCertificateNumber: text(50).transform((v) => (v ? v.toUpperCase() : undefined)),
  pwd: yesNo("PwD (Divyang)"),
  exServiceman: yesNo("Ex-serviceman"),
  education: table(educationRowSchema, checkEducation, "education"),
  experience: table(experienceRowSchema, checkExperience, "experience"),
  declaration: accepted(DECLARATION_MESSAGES.declaration),
  consent: accepted(DECLARATION_MESSAGES.consent),
});

// A reserved category is claimed with its certificate's number (the certificate itself is optional).
function certificateRule(value: { category: Category; categoryCertificateNumber?: string }, ctx: z.RefinementCtx) {
  if (value.category !== "GENERAL" && !value.categoryCertificateNumber) {
    ctx.addIssue({ code: "custom", path: ["categoryCertificateNumber"], message: CERTIFICATE_MESSAGE });
  }
}

export const govApplicationSchema = govApplicationFields.superRefine(certificateRule);

export type GovApplicationInput = z.input<typeof govApplicationSchema>;
export type GovApplication = z.output<typeof govApplicationSchema>;

/**
 * The application form in the browser: the API's schema plus the photo and signature, which the
 * browser has already cropped and compressed to their rules (and the server checks again).
 */
const ruledImage = (rule: ImageRule, missing: string) =>
  z.custom<ImageChoice | null>().superRefine((choice, ctx) => {
    const problem = imageChoiceProblem(rule, choice, missing);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const govApplicationFormSchema = govApplicationFields
  .extend({
    photo: ruledImage(PHOTO_RULE, GOV_MESSAGES.photoRequired),
    signature: ruledImage(SIGNATURE_RULE, GOV_MESSAGES.signatureRequired),
  })
  .superRefine(certificateRule);

export const createOrderSchema = z.object({
  applicationId: z.string({ error: "Application is required" }).trim().min(1, "Application is required").max(64),
});

const razorpayId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100)
    .regex(/^[A-Za-z0-9_]+$/, `${label} is malformed`);

export const verifyPaymentSchema = z.object({
  razorpay_order_id: razorpayId("razorpay_order_id"),
  razorpay_payment_id: razorpayId("razorpay_payment_id"),
  razorpay_signature: z
    .string({ error: "razorpay_signature is required" })
    .trim()
    .regex(/^[0-9a-f]{64}$/i, "razorpay_signature is malformed"),
});

export const statusLookupSchema = z.object({
  applicationNumber: requiredText("Application Number", 32).transform(typedReference),
  dob: requiredText("Date of Birth", 10).refine(isCalendarDate, GOV_MESSAGES.dob),
});

/** Field errors keyed by path ("education.0.marks"), first message per field, in form order. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
  return errors;
}

export const CORRECTION_LOCKED_MESSAGE = "Aadhaar, PAN, date of birth and the job cannot be changed in a correction.";
export const CORRECTION_EMAIL_LOCKED_MESSAGE =
  "The e-mail address cannot be changed in a correction. To have it changed, please contact our office.";

const correctableShape = govApplicationFields.pick(
  Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, true])) as { [K in CorrectableField]: true },
).shape;

/**
 * PUT /api/gov/applications/{applicationNumber}/correction: the correctable fields with the form's
 * rules, and the date of birth that proves who asks. Any other field (Aadhaar, PAN, the job) is a 400;
 * so is the e-mail, with its own message on the field (the form shows it read-only).
 */
export const govCorrectionSchema = z
  .strictObject(
    {
      ...correctableShape,
      email: z.never(CORRECTION_EMAIL_LOCKED_MESSAGE).optional(),
      dob: statusLookupSchema.shape.dob,
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? CORRECTION_LOCKED_MESSAGE : undefined) },
  )
  .superRefine(certificateRule);

export type GovCorrectionInput = z.input<typeof govCorrectionSchema>;
export type GovCorrection = z.output<typeof govCorrectionSchema>;

/**
 * The form is public and mails the address typed into it (the "saved, pay later" mail, or an exempt
 * application's confirmation), greeting the name typed beside it. A fresh Aadhaar number per form
 * passes every other limit, so without this one a script could send any address thousands of mails
 * a day in our name with a line of its own in them. Per mailbox (its spellings share the count:
 * applicationMailKey), over a day, counted only when a mail is queued:
 * past it the form is still saved, unmailed, and the answer says so (`mailed: false`). Generous, as
 * a cyber cafe or common service centre may give its own address for the people it applies for.
 */
export const APPLICATION_MAIL_LIMIT = { mails: 20, windowSeconds: 24 * 60 * 60 };
