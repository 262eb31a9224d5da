// The API's contract: every operation the server answers, with the zod schemas its handler uses.
// The OpenAPI document (/api/openapi.json) is generated from this list and the contract fuzz test
// (app/api/contract.fuzz.test.ts) drives every operation from it, so neither can drift from the
// handlers without a failing test (lib/api/openapi.test.ts checks every route file is listed).
import { PHOTO_RULE, ruleText, SIGNATURE_RULE } from "@/lib/validation/gov-images";
import { z } from "zod";

import type { Permission, SIGNED_IN } from "@/lib/auth/permissions";
import { bulkStatusSchema, applicationListQuerySchema, statusUpdateSchema } from "@/lib/validation/application-review";
import { RESUME_MAX_BYTES, applicationSchema } from "@/lib/validation/applications";
import { interviewSchema, interviewUpdateSchema, noteSchema, ratingSchema } from "@/lib/validation/recruiting";
import { codeRequestSchema, codeSignInSchema, companyLookupSchema, eraseSchema } from "@/lib/validation/applicant";
import { LOGIN_FORM_MAX_BYTES, loginSchema } from "@/lib/validation/auth";
import { chatRequestSchema } from "@/lib/validation/chat";
import { CONTACT_FORM_MAX_BYTES, CONTACT_LIMITS, contactSchema } from "@/lib/validation/contact";
import { employeeCreateRequestSchema } from "@/lib/validation/employee-drafts";
import { MAX_DOCUMENT_BYTES, MAX_FILES_PER_UPLOAD, documentUploadFieldsSchema } from "@/lib/validation/documents";
import { PROFILE_PHOTO_MAX_BYTES, employeeListQuerySchema, employeeUpdateSchema } from "@/lib/validation/employees";
import {
  applicationFilterSchema,
  applicationListSchema,
  govJobSchema,
  parseApplicationQuery,
  refundRequestSchema,
  statusUpdateSchema as govStatusUpdateSchema,
} from "@/lib/validation/gov-console";
import {
  APPLICATION_MAIL_LIMIT,
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_TYPES,
  CLIENT_FEE_FIELDS,
  createOrderSchema,
  govApplicationFields,
  statusLookupSchema,
  govCorrectionSchema,
  verifyPaymentSchema,
} from "@/lib/validation/gov-applications";
import { jobListQuerySchema, jobSchema } from "@/lib/validation/jobs";
import { NEWSLETTER_FORM_MAX_BYTES, newsletterSchema, unsubscribeQuerySchema } from "@/lib/validation/newsletter";
import {
  employeePasswordChangeSchema,
  ownPasswordChangeSchema,
  passwordResetRequestSchema,
  PASSWORD_SET_FORM_MAX_BYTES,
  passwordResetSchema,
} from "@/lib/validation/passwords";

export type Access = "public" | Permission | typeof SIGNED_IN;

export type FilePart = {
  /** The multipart field name. */
  name: string;
  required: boolean;
  maxBytes: number;
  maxCount: number;
  /** Types the server accepts, decided from the file's bytes. */
  types: string[];
};

export type Body =
  | { kind: "json"; schema: z.core.$ZodType }
  | { kind: "multipart"; schema: z.core.$ZodType; files: FilePart[]; alsoJson?: boolean }
  | { kind: "raw"; description: string; maxBytes: number }
  /** An HTML form posted by a browser without JavaScript (application/x-www-form-urlencoded). */
  | { kind: "form"; schema: z.core.$ZodType; maxBytes: number };

/** What a path parameter names: the record the handler looks up by it. */
export type PathParam = { record: PathRecord; description: string };
export type PathRecord =
  | "job"
  | "application"
  | "resume"
  | "govJob"
  | "govApplication"
  | "govApplicationNumber"
  | "govPayment"
  | "employee"
  | "document"
  | "employeeDraft"
  | "mail"
  | "interview";

export const pathParam: Record<PathRecord, PathParam> = {
  job: { record: "job", description: "A company job's id" },
  application: { record: "application", description: "A company application's id" },
  resume: { record: "resume", description: 'An application\'s `resume` value: "<file id>-<original name>"' },
  govJob: { record: "govJob", description: "A government job's id" },
  govApplication: { record: "govApplication", description: "A government application's id" },
  govApplicationNumber: {
    record: "govApplicationNumber",
    description: "A government application's number (GOV...), as the applicant has it",
  },
  govPayment: {
    record: "govPayment",
    description: "A payment row's id (`payments[].id` of GET /api/gov/applications/{id})",
  },
  employee: { record: "employee", description: "An employee's id" },
  document: { record: "document", description: "An employee document's id" },
  employeeDraft: { record: "employeeDraft", description: "A hire's employee draft id (GET /api/employee-drafts)" },
  mail: { record: "mail", description: "An outgoing e-mail's id (MailOutbox)" },
  interview: { record: "interview", description: "An interview round's id (of the application in the path)" },
};

export type Operation = {
  id: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** OpenAPI style: /api/jobs/{id} (the name is the route folder's: [id]) */
  path: string;
  /** Every {name} in `path`, with the record it names (the folder name alone cannot say). */
  params?: Record<string, PathParam>;
  tag: string;
  summary: string;
  access: Access;
  query?: z.core.$ZodType;
  /** The handler's own query parser when it is more than `query` (e.g. cross-field rules); throws when invalid. */
  parseQuery?: (params: URLSearchParams) => unknown;
  body?: Body;
  /** Statuses a well-formed request may get besides the generic 400/401/403/429/503. */
  responses: Partial<Record<200 | 201 | 303 | 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 429 | 503, string>>;
  /** What comes back on success: JSON unless stated. */
  produces?: "json" | "csv" | "file" | "pdf" | "zip";
  /**
   * Also answered without a session to whoever holds a signed link (its `token` query parameter):
   * says where such links come from.
   */
  signedLink?: string;
  /** Rules the JSON Schema cannot express (checksums, dates relative to today, bytes of a file). */
  rules?: string;
};

/** A job edit's optimistic check (lib/server/http/edit-tag.ts). */
const IF_MATCH_RULE =
  "Send the job's editTag (from the job list) as If-Match: the save is refused with 412 when someone else saved the job since, and theirs is kept. Without If-Match (or with If-Match: *) the save is not checked.";

const resume: FilePart = {
  name: "resume",
  required: true,
  maxBytes: RESUME_MAX_BYTES,
  maxCount: 1,
  types: [
    "application/pdf",
    "application/msword",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ],
};

const imageTypes = ["image/jpeg", "image/png", "image/gif", "image/webp"];

const profilePicture: FilePart = {
  name: "profilePicture",
  required: false,
  maxBytes: PROFILE_PHOTO_MAX_BYTES,
  maxCount: 1,
  types: imageTypes,
};

/** The company application form as it travels (the resume is a file part, not a field). */
const applicationFields = applicationSchema.omit({ resume: true }).extend({ contactByFax: z.string().optional() });

/** The gov form as it travels: the two tables are JSON strings; photo, signature and certificate are file parts. */
const govApplicationFormFields = govApplicationFields.omit({ education: true, experience: true }).extend({
  education: z.string().optional().describe("JSON array of education rows (at most 10)"),
  experience: z.string().optional().describe("JSON array of experience rows (at most 10)"),
  applicationNumber: z.string().optional().describe("Number reserved by an earlier unpaid attempt"),
  applicationToken: z.string().optional().describe("Token proving the reserved number is yours"),
});

/** The gov console's list and export query, as documented; parseApplicationQuery also checks from <= to. */
const govApplicationQuery = z.object({ ...applicationFilterSchema.def.in.shape, ...applicationListSchema.shape });

/** The sign-in form's fields as a browser posts them: the credentials and the page to return to. */
const loginFormFields = loginSchema.extend({
  next: z.string().optional().describe("A same-site path to return to, honoured when the role may open it"),
});

/** The e-mailed link's form as a browser posts it: the link's token and the new password twice. */
const passwordSetFormFields = passwordResetSchema.extend({
  confirmPassword: z.string().describe("The new password again"),
});

/** The page's language, as the public forms posted without JavaScript carry it. */
const formLocale = z.enum(["en", "hi"]).optional().describe("The page's language: the answer goes back to its page");
const consentBox = z.literal("on").describe("The privacy notice's checkbox, as a browser sends it ticked");

/** The contact form as a browser posts it before its script has run. */
const contactFormFields = z.object({
  name: z.string().max(CONTACT_LIMITS.name),
  email: z.string().max(254),
  phone: z.string().max(CONTACT_LIMITS.phone).optional(),
  message: z.string().max(CONTACT_LIMITS.message),
  consent: consentBox,
  contactByFax: z.string().optional().describe("The honeypot: any value and the message is dropped"),
  locale: formLocale,
});

/** The footer's newsletter box as a browser posts it before its script has run. */
const newsletterFormFields = z.object({
  email: z.string().max(254),
  consent: consentBox,
  locale: formLocale,
  path: z.string().max(200).optional().describe('The page it is on, without the language ("/about")'),
});

const testCheckoutSchema = z.object({ orderId: z.string().trim().min(1).max(100), outcome: z.enum(["pay", "fail"]) });

export const operations: Operation[] = [
  // Public
  {
    id: "health",
    method: "GET",
    path: "/api/health",
    tag: "Operations",
    summary: "Database reachable and migrations current (for load balancers)",
    access: "public",
    responses: { 200: "Healthy", 503: "Database unreachable or migrations pending" },
  },
  {
    id: "listJobs",
    method: "GET",
    path: "/api/jobs",
    tag: "Company careers",
    summary: "Active company jobs, newest first, with application counts; search and keyset pages",
    access: "public",
    query: jobListQuerySchema,
    responses: { 200: "A page of jobs" },
  },
  {
    id: "jobBoardFirstPage",
    method: "GET",
    path: "/api/jobs/board",
    tag: "Company careers",
    summary:
      "The board's first page, as GET /api/jobs answers without a query (which is served from here): rendered statically, renewed on every job write",
    access: "public",
    responses: { 200: "The first page of jobs" },
  },
  {
    id: "applyToJob",
    method: "POST",
    path: "/api/applications",
    tag: "Company careers",
    summary: "Apply to a company job with a resume",
    access: "public",
    body: { kind: "multipart", schema: applicationFields, files: [resume] },
    responses: {
      201: "Application stored (with the privacy notice version consented to and the time); answers with its reference",
      400: 'Invalid field (named in errors), including consent missing or not "true" (errors.consent)',
      404: "Unknown job",
      409: 'Already applied with this e-mail (a withdrawn application is reopened instead; the body then has code: "duplicate"), or the job has closed',
      413: "Resume larger than 5 MB",
      415: "Resume is not a PDF, DOC or DOCX",
    },
    rules:
      'Phone has 10 to 15 digits; links must be http(s) URLs; consent must be "true" (the privacy notice\'s checkbox); a value in contactByFax (honeypot) is dropped.',
  },
  {
    id: "subscribeNewsletter",
    method: "POST",
    path: "/api/newsletter",
    tag: "Public site",
    summary: "Subscribe an e-mail address to the newsletter (repeats accepted)",
    access: "public",
    body: { kind: "json", schema: newsletterSchema },
    responses: {
      200: "Subscribed (a confirmation mail with one-click unsubscribe goes to a new or returning address)",
      400: "Invalid e-mail, or consent not true (named in errors)",
    },
    rules: "consent must be true (the privacy notice's checkbox); the notice version and time are stored.",
  },
  {
    id: "subscribeNewsletterForm",
    method: "POST",
    path: "/api/newsletter/form",
    tag: "Public site",
    summary:
      "The footer's newsletter box posted before its script has run: subscribes as subscribeNewsletter does and redirects",
    access: "public",
    body: { kind: "form", schema: newsletterFormFields, maxBytes: NEWSLETTER_FORM_MAX_BYTES },
    responses: {
      303: "Back to the page it was sent from (the Referer's path and query when it is a plain page of ours, else path in the page's language), with #newsletter-subscribed, #newsletter-incomplete (no valid address, or no consent) or #newsletter-failed (too many tries, or not stored)",
      403: "Not posted from this site (the browser's Origin or Sec-Fetch-Site must say so)",
      413: "Body too large",
      415: "Not application/x-www-form-urlencoded",
    },
    rules:
      "The same checks, per-address limit and store as subscribeNewsletter. Every outcome is a 303 with the outcome as the fragment; the address never goes into a URL.",
  },
  {
    id: "unsubscribeNewsletter",
    method: "POST",
    path: "/api/newsletter/unsubscribe",
    tag: "Public site",
    summary: "One-click unsubscribe (RFC 8058): the URL in every newsletter mail's List-Unsubscribe header",
    access: "public",
    query: unsubscribeQuerySchema,
    responses: {
      200: "Unsubscribed (repeats answer the same)",
      400: "The token is missing, malformed or not signed by us (errors.token)",
    },
    rules: 'A mail client posts "List-Unsubscribe=One-Click"; the body is not read, the signed token decides.',
  },
  {
    id: "openUnsubscribeLink",
    method: "GET",
    path: "/api/newsletter/unsubscribe",
    tag: "Public site",
    summary: "The unsubscribe URL opened in a browser: redirects to the confirmation page, changing nothing",
    access: "public",
    query: unsubscribeQuerySchema,
    responses: {
      303: "To /newsletter/unsubscribe?token=… (/hi/newsletter/unsubscribe with lang=hi, which the header's URL carries for a Hindi subscriber)",
      400: "No token (errors.token)",
    },
  },
  {
    id: "sendContactMessage",
    method: "POST",
    path: "/api/contact",
    tag: "Public site",
    summary: "Send a message through the contact form",
    access: "public",
    body: { kind: "json", schema: contactSchema },
    responses: {
      200: "Stored with the privacy notice version consented to and the time (and forwarded when configured)",
      400: "Invalid field, or consent not true (named in errors)",
    },
    rules:
      "consent must be true (the privacy notice's checkbox). A value in contactByFax (honeypot) is accepted and dropped.",
  },
  {
    id: "sendContactMessageForm",
    method: "POST",
    path: "/api/contact/form",
    tag: "Public site",
    summary: "The contact form posted before its script has run: stored as sendContactMessage stores it, and redirects",
    access: "public",
    body: { kind: "form", schema: contactFormFields, maxBytes: CONTACT_FORM_MAX_BYTES },
    responses: {
      303: "To /contact (/hi/contact for a Hindi page) with #contact-sent, #contact-incomplete (a field or the consent missing or invalid) or #contact-failed (too many messages, or not stored)",
      403: "Not posted from this site (the browser's Origin or Sec-Fetch-Site must say so)",
      413: "Body too large",
      415: "Not application/x-www-form-urlencoded",
    },
    rules:
      "The same checks, per-address limit, honeypot and store as sendContactMessage. Every outcome is a 303 with the outcome as the fragment; nothing typed goes into a URL.",
  },
  {
    id: "chat",
    method: "POST",
    path: "/api/chat",
    tag: "Help desk",
    summary: "Ask the AI help desk; the last message must be the visitor's",
    access: "public",
    body: { kind: "json", schema: chatRequestSchema },
    responses: {
      200: "The answer, streamed as text (X-Chat-Mode: gemini, or offline without a key, once the day's model calls, or this address's 100 of them, are spent, or when the model fails before answering); a reply cut off by the model's output limit ends with a note saying so",
      400: "Invalid conversation: empty, over 20 messages, a question over 1,000 or a reply over 4,000 characters, or not ending with a question",
      403: "Posted by another site's page",
      415: "Not sent as application/json",
      429: "Over 20 questions a minute from this address, or 10 in one chat session",
      503: "The database is unreachable (the limits cannot be counted)",
    },
    rules:
      "The model is sent the newest turns that fit in 8,000 characters, starting with a question; at most CHAT_MODEL_CALLS_PER_DAY questions a day go to it, at most 100 of them from one address (an IPv6 /64) and a sixth of them in one hour.",
  },
  {
    id: "listGovJobs",
    method: "GET",
    path: "/api/gov/jobs",
    tag: "Government jobs",
    summary: "Open government jobs (all=1 with GovAdmin rights: every job)",
    access: "public",
    query: z.object({ all: z.string().optional().describe("1: every job (GovAdmin only); anything else is ignored") }),
    responses: { 200: "Jobs", 401: "all=1 without signing in", 403: "all=1 signed in without GovAdmin" },
  },
  {
    id: "submitGovApplication",
    method: "POST",
    path: "/api/gov/applications",
    tag: "Government jobs",
    summary: "Save the application form with its photo as a pending, unpaid application",
    access: "public",
    body: {
      kind: "multipart",
      schema: govApplicationFormFields,
      files: [
        { name: "photo", required: true, maxBytes: PHOTO_RULE.maxBytes, maxCount: 1, types: [PHOTO_RULE.mime] },
        {
          name: "signature",
          required: true,
          maxBytes: SIGNATURE_RULE.maxBytes,
          maxCount: 1,
          types: [SIGNATURE_RULE.mime],
        },
        {
          name: "categoryCertificate",
          required: false,
          maxBytes: CERTIFICATE_MAX_BYTES,
          maxCount: 1,
          types: [...CERTIFICATE_TYPES],
        },
      ],
    },
    responses: {
      200: "An earlier unpaid attempt was updated, or a withdrawn application, or a cancelled one whose fee (if any) was refunded, made again as a new unpaid one (submitted at once when its fee is now ₹0)",
      201: 'Saved: pay the fee next; or submitted with paymentStatus "exempt" when the computed fee is ₹0',
      400: `Invalid field or file (named in errors), including a missing signature, declaration or consent, a photo or signature that breaks its rule, and a fee sent by the client (${CLIENT_FEE_FIELDS.join(", ")}): the server computes the fee`,
      404: "Unknown job, or one no longer active (also when it is deleted or set inactive while the form is saved)",
      409: "Already paid (or submitted exempt) for this job with this Aadhaar, rejected, or cancelled with its fee not yet refunded; or applications are closed (checked again as the form is saved)",
      413: "A file larger than 2 MB",
      415: "Photo or signature is not a JPEG, or the certificate is not a PDF, JPEG or PNG",
      429: "Too many forms from this address, or more than 8 an hour at an existing application for this Aadhaar and job whose date of birth and e-mail did not match (from any address)",
    },
    rules: `Aadhaar passes the Verhoeff checksum; PAN is AAAAA9999A; mobiles are 10 digits from 6-9; the applicant is 18 or older (IST). The fee is the server's: the lowest of the job's fee for the category and any PwD, ex-serviceman or women's concession that applies (feePaise and feeReason in the answer). Photo: ${ruleText(PHOTO_RULE)}. Signature: ${ruleText(SIGNATURE_RULE)}. OBC, EWS, SC and ST need categoryCertificateNumber. declaration and consent must be "true". application.mailed says whether its e-mail (pay later, or the exempt confirmation) was sent: an address gets at most ${APPLICATION_MAIL_LIMIT.mails} a day from this form, past which the form is still saved.`,
  },
  {
    id: "reserveGovApplicationNumber",
    method: "GET",
    path: "/api/gov/applications/reservation",
    tag: "Government jobs",
    summary: "A signed application number for a new form (claimed on submit, never stored) and the payment mode",
    access: "public",
    responses: { 200: "{ applicationNumber, token, checkout: { mode, keyId } }" },
  },
  {
    id: "lookupCompanyApplication",
    method: "POST",
    path: "/api/applications/lookup",
    tag: "Company careers",
    summary: "A company application's status and history by reference and e-mail (no sign-in)",
    access: "public",
    body: { kind: "json", schema: companyLookupSchema },
    responses: {
      200: "{ application: { reference, jobTitle, company, status, statusLabel, appliedAt, history } }",
      404: "No application matches this reference and e-mail (the same answer for either miss)",
      429: "Too many lookups from this address or for this reference",
    },
  },
  {
    id: "requestApplicantCode",
    method: "POST",
    path: "/api/applicant/code",
    tag: "Applicant portal",
    summary:
      "E-mail a 6-digit sign-in code (valid 10 minutes, 5 tries) to an address that has applications; the same answer for every address",
    access: "public",
    body: { kind: "json", schema: codeRequestSchema },
    responses: {
      200: "{ success, message } whether or not the address has applications",
      403: "A foreign Origin",
      429: "Too many codes asked for this address or from this client",
    },
  },
  {
    id: "applicantSignIn",
    method: "POST",
    path: "/api/applicant/session",
    tag: "Applicant portal",
    summary:
      "Sign in with the e-mailed code: sets the session cookie and answers { token, email, role: Applicant, expiresIn } (the token also works as a bearer token)",
    access: "public",
    body: { kind: "json", schema: codeSignInSchema },
    responses: {
      200: "Signed in",
      401: "The code is wrong, used, expired or out of tries",
      403: "A foreign Origin",
      429: "Too many wrong codes from this client",
    },
  },
  {
    id: "applicantSignOut",
    method: "DELETE",
    path: "/api/applicant/session",
    tag: "Applicant portal",
    summary: "Sign out: every session of the applicant ends and the cookie is cleared",
    access: "applicant.portal",
    responses: { 200: "Signed out" },
  },
  {
    id: "listApplicantApplications",
    method: "GET",
    path: "/api/applicant/applications",
    tag: "Applicant portal",
    summary:
      "The signed-in applicant's applications on both boards (matched by e-mail), newest first, each with its status history oldest first",
    access: "applicant.portal",
    responses: {
      200: "{ company: [{ id, reference, jobTitle, status, statusLabel, history, canWithdraw }], gov: [{ id, applicationNumber, statusLabel, paymentStatus, feePaise, receiptUrl, payUrl, history, canWithdraw }] }",
    },
  },
  {
    id: "withdrawCompanyApplication",
    method: "POST",
    path: "/api/applicant/applications/company/{id}/withdraw",
    params: { id: pathParam.application },
    tag: "Applicant portal",
    summary:
      "Withdraw one's own company application (not once rejected, hired or withdrawn); a confirmation is e-mailed",
    access: "applicant.portal",
    responses: {
      200: "{ withdrawnAt }",
      404: "No application of this applicant has this id",
      409: "The application can no longer be withdrawn (rejected, hired or already withdrawn); a rejected one is named as such",
    },
  },
  {
    id: "withdrawGovApplication",
    method: "POST",
    path: "/api/applicant/applications/gov/{id}/withdraw",
    params: { id: pathParam.govApplication },
    tag: "Applicant portal",
    summary:
      "Withdraw one's own unpaid government application (payment pending or failed, not rejected or cancelled); a confirmation is e-mailed",
    access: "applicant.portal",
    responses: {
      200: "{ withdrawnAt }",
      404: "No application of this applicant has this id",
      409: "The application is paid, exempt, closed, rejected (named as such: the decision stands), cancelled or already withdrawn",
    },
  },
  {
    id: "exportApplicantData",
    method: "GET",
    path: "/api/applicant/export",
    tag: "Applicant portal",
    summary:
      "Download my data: a ZIP (attachment my-data-<yyyy-mm-dd>.zip) of applications.json (every application of both boards with its fields as given, Aadhaar and PAN masked to the last four, status history, fee and payments) and files/<applicationNumber or reference>/ (photo.jpg, signature.jpg, certificate, resume); audited with counts. Streamed without Content-Length: a download cut off by a server-side failure is incomplete (no ZIP central directory)",
    access: "applicant.portal",
    produces: "zip",
    responses: {
      200: "The ZIP",
      409: "The files add up to more than 200 MB: too large to download together",
      429: "More than 5 downloads in an hour",
    },
  },
  {
    id: "eraseApplicantData",
    method: "POST",
    path: "/api/applicant/erase",
    tag: "Applicant portal",
    summary:
      'Delete my data: with { confirm: "DELETE" }, every application made with the e-mail address is anonymised, those still in progress withdrawn first (a paid fee stays paid) (files deleted, personal fields erased; paid fees are kept as accounting records without a name or contact details), the sign-in codes, mail and Applicant record are deleted, every session ends and the cookie is cleared',
    access: "applicant.portal",
    body: { kind: "json", schema: eraseSchema },
    responses: {
      200: "{ message, kept, erased: { companyApplications, govApplications, withdrawn, files }, paymentsKept }",
    },
  },
  {
    id: "lookupGovApplication",
    method: "POST",
    path: "/api/gov/applications/lookup",
    tag: "Government jobs",
    summary: "Application status by application number and date of birth",
    access: "public",
    body: { kind: "json", schema: statusLookupSchema },
    responses: {
      200: "{ success, application }: the application's status, with `history: [{ status, label, reason, at }]`, oldest first (submission first, then every status change with the reason staff gave)",
      404: "No application matches",
    },
  },
  {
    id: "correctGovApplication",
    method: "PUT",
    path: "/api/gov/applications/{id}/correction",
    params: { id: pathParam.govApplicationNumber },
    tag: "Government jobs",
    summary:
      "Correct one's application in the job's correction window (application number + date of birth): the correctable fields, re-priced with the fee table only when the category, a claim or the gender changes",
    access: "public",
    body: { kind: "json", schema: govCorrectionSchema },
    rules:
      "Correctable: name, father's/husband's and mother's name, address, mobile numbers, gender, marital status, category and certificate number, PwD, ex-serviceman; Aadhaar, PAN, the e-mail address and the job in the body are a 400, the date of birth only identifies the applicant. Each correction is stored as the next version. A higher fee on a paid or exempt application leaves `feeDuePaise` to pay (POST /api/payments/create-order makes an order for exactly that); a lower one records the overpayment for refund. Rate limited like the status lookup.",
    responses: {
      200: "{ success, message, correction: { version, feeBeforePaise, feeAfterPaise, feeDuePaise, refundPaise }, application } (application as in POST /api/gov/applications/lookup)",
      400: "Invalid fields (field errors), a locked field, or nothing changed",
      404: "No application matches this application number and date of birth",
      409: "The job has no correction window, it is not open yet or closed, or the application is withdrawn, cancelled or rejected",
      429: "Too many attempts from this address or for this application number",
    },
  },
  {
    id: "createPaymentOrder",
    method: "POST",
    path: "/api/payments/create-order",
    tag: "Payments",
    summary: "Create (or reuse) the Razorpay order for an application's fee; the amount comes from the job",
    access: "public",
    body: { kind: "json", schema: createOrderSchema },
    responses: {
      200: "Order and checkout options; the description is in the Accept-Language's language (English or Hindi)",
      404: "Unknown application",
      409: "Already paid, or closed",
    },
  },
  {
    id: "verifyPayment",
    method: "POST",
    path: "/api/payments/verify",
    tag: "Payments",
    summary: "Verify Checkout's signed result and mark the application paid",
    access: "public",
    body: { kind: "json", schema: verifyPaymentSchema },
    responses: { 200: "Paid", 400: "Signature does not match", 404: "Unknown order" },
  },
  {
    id: "paymentWebhook",
    method: "POST",
    path: "/api/payments/webhook",
    tag: "Payments",
    summary: "Razorpay events (order.paid, payment.captured, payment.failed), HMAC-signed over the raw body",
    access: "public",
    body: {
      kind: "raw",
      description: "Razorpay's JSON event; X-Razorpay-Signature header required",
      maxBytes: 1_000_000,
    },
    responses: {
      200: "Recorded (idempotent)",
      400: "Missing or bad signature, or malformed event",
      503: "The gateway could not be asked (or another payment of the application is being captured): delivered again later",
    },
  },
  {
    id: "testCheckout",
    method: "POST",
    path: "/api/payments/test-checkout",
    tag: "Payments",
    summary: "Test mode only: the built-in checkout's Pay / Fail (404 when payments are live)",
    access: "public",
    body: { kind: "json", schema: testCheckoutSchema },
    responses: { 200: "Checkout result", 404: "Not in test mode or unknown order" },
  },
  // Sign-in
  {
    id: "login",
    method: "POST",
    path: "/api/auth/login",
    tag: "Auth",
    summary: "Sign in with e-mail or Reference ID; answers a bearer token",
    access: "public",
    body: { kind: "json", schema: loginSchema },
    responses: { 200: "{ token, name, role }", 401: "Wrong credentials" },
  },
  {
    id: "loginForm",
    method: "POST",
    path: "/api/auth/login/form",
    tag: "Auth",
    summary: "The sign-in form posted without JavaScript: sets the session cookie and redirects",
    access: "public",
    body: { kind: "form", schema: loginFormFields, maxBytes: LOGIN_FORM_MAX_BYTES },
    responses: {
      303: "To the user's page (session cookie set), or back to /login?error=invalid|throttled|missing",
      403: "Not posted from this site (the browser's Origin or Sec-Fetch-Site must say so)",
      413: "Body too large",
      415: "Not application/x-www-form-urlencoded",
    },
    rules:
      "A browser's form post: Origin (or Sec-Fetch-Site: same-origin) must name this site. Every outcome of the sign-in is a 303; the failure is a code in /login's query, never what was typed.",
  },
  {
    id: "logout",
    method: "POST",
    path: "/api/auth/logout",
    tag: "Auth",
    summary:
      "Sign out on the server: the presented bearer token (or session cookie, which is cleared) is refused from then on; other sessions of the account stay",
    access: "signed-in",
    responses: { 200: "{ success, message }" },
  },
  {
    id: "me",
    method: "GET",
    path: "/api/me",
    tag: "Auth",
    summary: "The signed-in user",
    access: "signed-in",
    responses: { 200: "{ id, name, email, role }" },
  },
  {
    id: "changeOwnPassword",
    method: "PUT",
    path: "/api/auth/change-password",
    tag: "Auth",
    summary: "Change your own password (other sessions end)",
    access: "signed-in",
    body: { kind: "json", schema: ownPasswordChangeSchema },
    responses: { 200: "Changed", 400: "Current password is incorrect" },
  },
  {
    id: "requestPasswordReset",
    method: "POST",
    path: "/api/auth/forgot-password",
    tag: "Auth",
    summary:
      "E-mail a password reset link (valid 30 minutes, single use) to the account an e-mail address or Reference ID names; the same answer for every account",
    access: "public",
    body: { kind: "json", schema: passwordResetRequestSchema },
    responses: {
      200: "{ success, message } whether or not the account exists (unknown and disabled accounts get no mail)",
      403: "A foreign Origin",
      429: "Too many links asked for this account name or from this client (Retry-After)",
    },
  },
  {
    id: "resetPassword",
    method: "POST",
    path: "/api/auth/reset-password",
    tag: "Auth",
    summary:
      "Set a new password with the token of an e-mailed link (forgot password, or an invited employee's first password); every session of the account ends",
    access: "public",
    body: { kind: "json", schema: passwordResetSchema },
    responses: {
      200: "Password set; sign in with it",
      400: "The new password breaks the rules (errors.newPassword)",
      410: "The link is unknown, has expired or was already used (errors.token)",
      403: "A foreign Origin",
      429: "Too many attempts from this client (Retry-After)",
    },
    rules: "A link works once: setting the password retires it and every other open link of the account.",
  },
  {
    id: "resetPasswordForm",
    method: "POST",
    path: "/api/auth/reset-password/form",
    tag: "Auth",
    summary:
      "The e-mailed link's form posted without JavaScript (before the page's script has loaded): sets the password and redirects",
    access: "public",
    body: { kind: "form", schema: passwordSetFormFields, maxBytes: PASSWORD_SET_FORM_MAX_BYTES },
    responses: {
      303: "To /login?password=reset|invite once set; back to /reset-password?token=…&problem=… (a code) if not, or to the link alone when it has expired or was used",
      403: "Not posted from this site (the browser's Origin or Sec-Fetch-Site must say so)",
      413: "Body too large",
      415: "Not application/x-www-form-urlencoded",
    },
    rules:
      "The same setting of the password as resetPassword, with its limits. The form posts here so that a browser without script never sends the passwords in a GET's address. Every outcome of a form post is a 303; the problem is a code, never what was typed.",
  },
  // Company admin
  {
    id: "companyDashboardStats",
    method: "GET",
    path: "/api/admin/dashboard-stats",
    tag: "Company admin",
    summary: "Dashboard figures",
    access: "company.dashboard",
    responses: { 200: "Figures" },
  },
  {
    id: "listCompanyConsoleJobs",
    method: "GET",
    path: "/api/admin/jobs",
    tag: "Company admin",
    summary: "Every company job (include=archived adds deleted ones)",
    access: "company.dashboard",
    query: z.object({
      include: z.string().optional().describe("archived: also deleted jobs; anything else is ignored"),
    }),
    responses: { 200: "Jobs" },
  },
  {
    id: "createJob",
    method: "POST",
    path: "/api/jobs",
    tag: "Company admin",
    summary: "Create a company job",
    access: "company.jobs.write",
    body: { kind: "json", schema: jobSchema },
    responses: { 201: "Created" },
  },
  {
    id: "updateJob",
    method: "PUT",
    path: "/api/jobs/{id}",
    params: { id: pathParam.job },
    tag: "Company admin",
    summary: "Update a company job",
    access: "company.jobs.write",
    body: { kind: "json", schema: jobSchema },
    rules: IF_MATCH_RULE,
    responses: { 200: "Updated", 404: "Unknown job", 412: "The job changed since its editTag" },
  },
  {
    id: "deleteJob",
    method: "DELETE",
    path: "/api/jobs/{id}",
    params: { id: pathParam.job },
    tag: "Company admin",
    summary: "Delete a company job (archived when it has applications)",
    access: "company.jobs.write",
    responses: { 200: "Deleted", 404: "Unknown job" },
  },
  {
    id: "listCompanyApplications",
    method: "GET",
    path: "/api/admin/applications",
    tag: "Company admin",
    summary: "Applications, filtered, sorted and paginated",
    access: "company.applications.read",
    query: applicationListQuerySchema,
    responses: { 200: "A page of applications" },
  },
  {
    id: "exportCompanyApplications",
    method: "GET",
    path: "/api/admin/applications/export/csv",
    tag: "Company admin",
    summary: "The filtered applications as CSV",
    access: "company.applications.read",
    query: applicationListQuerySchema,
    produces: "csv",
    responses: { 200: "CSV" },
  },
  {
    id: "getCompanyConsoleApplication",
    method: "GET",
    path: "/api/admin/applications/{id}",
    params: { id: pathParam.application },
    tag: "Company admin",
    summary: "One application with its timeline",
    access: "company.applications.read",
    responses: { 200: "The application", 404: "Unknown application" },
  },
  {
    id: "listJobApplicants",
    method: "GET",
    path: "/api/applications/{id}",
    params: { id: pathParam.job },
    tag: "Company admin",
    summary: "The applicants of one job, newest first (the id is the job's)",
    access: "company.applications.read",
    responses: { 200: "{ job, applications, total, limit }", 404: "Unknown job" },
  },
  {
    id: "setCompanyApplicationStatus",
    method: "PUT",
    path: "/api/applications/{id}/status",
    params: { id: pathParam.application },
    tag: "Company admin",
    summary:
      "Set an application's status; `reason` (max 500) is required for rejected, staff cannot set withdrawn; a real change is mailed to the applicant",
    access: "company.applications.update",
    body: { kind: "json", schema: statusUpdateSchema },
    responses: {
      200: "{ success, message, changed, application } (changed false: already that status, nothing sent)",
      400: "Invalid status, withdrawn, or a rejection without a reason (field errors)",
      404: "Unknown application",
      409: "The application was anonymised or withdrawn by the applicant, or `from` was given and someone else changed the status meanwhile",
    },
  },
  {
    id: "getApplicationHireRecord",
    method: "GET",
    path: "/api/applications/{id}/employee-draft",
    params: { id: pathParam.application },
    tag: "Company admin",
    summary: "Whether an employee record was requested or created for this hire (never the record itself)",
    access: "company.applications.read",
    responses: {
      200: "{ record: { status: requested | created, requestedAt, createdAt } | null }",
      404: "Unknown application",
    },
  },
  {
    id: "requestEmployeeRecord",
    method: "POST",
    path: "/api/applications/{id}/employee-draft",
    params: { id: pathParam.application },
    tag: "Company admin",
    summary:
      "Hire -> employee: ask the employee admin for a record prefilled from a hired application (name, e-mail, phone, the job's title, a copy of the resume); idempotent",
    access: "company.applications.update",
    responses: {
      201: "{ success, created: true, record }",
      200: "{ success, created: false, record }: already requested or created",
      404: "Unknown application",
      409: "The application is not hired, or anonymised",
    },
  },
  {
    id: "bulkSetCompanyApplicationStatus",
    method: "POST",
    path: "/api/applications/bulk-status",
    tag: "Company admin",
    summary:
      "Set the status of up to 500 applications at once (all or none); `reason` required for rejected; one mail per changed application",
    access: "company.applications.update",
    body: { kind: "json", schema: bulkStatusSchema },
    responses: {
      200: "{ success, message, updated, unchanged, erased, withdrawn, conflicts } (the last three left as they were)",
      400: "Invalid ids or status, withdrawn, or a rejection without a reason (field errors)",
      404: "Some applications do not exist",
    },
  },
  {
    id: "listCompanyApplicationNotes",
    method: "GET",
    path: "/api/applications/{id}/notes",
    params: { id: pathParam.application },
    tag: "Company admin",
    summary: "Reviewers' notes on an application (newest first, with author and time) and its ratings",
    access: "company.applications.read",
    responses: { 200: "{ success, notes, rating: { average, count, mine, scores } }", 404: "Unknown application" },
  },
  {
    id: "addCompanyApplicationNote",
    method: "POST",
    path: "/api/applications/{id}/notes",
    params: { id: pathParam.application },
    tag: "Company admin",
    summary: "Add a note (1-2000 characters) to an application, signed by the reviewer",
    access: "company.applications.update",
    body: { kind: "json", schema: noteSchema },
    responses: {
      201: "{ success, message, note }",
      404: "Unknown application",
      409: "The application is withdrawn or anonymised",
    },
  },
  {
    id: "rateCompanyApplication",
    method: "PUT",
    path: "/api/applications/{id}/rating",
    params: { id: pathParam.application },
    tag: "Company admin",
    summary: "Set the signed-in reviewer's 1-5 rating of an application (one per reviewer; rating again replaces it)",
    access: "company.applications.update",
    body: { kind: "json", schema: ratingSchema },
    responses: {
      200: "{ success, message, rating: { average, count, mine, scores } }",
      404: "Unknown application",
      409: "The application is withdrawn or anonymised",
    },
  },
  {
    id: "listInterviews",
    method: "GET",
    path: "/api/applications/{id}/interviews",
    params: { id: pathParam.application },
    tag: "Company admin",
    summary:
      "An application's interview rounds (by start time) and their history (who scheduled, changed, cancelled, gave feedback)",
    access: "company.applications.read",
    responses: { 200: "{ success, interviews, events }", 404: "Unknown application" },
  },
  {
    id: "scheduleInterview",
    method: "POST",
    path: "/api/applications/{id}/interviews",
    params: { id: pathParam.application },
    tag: "Company admin",
    summary:
      "Schedule an interview round; the candidate is mailed an invite with invite.ics (METHOD:REQUEST, DTSTART in UTC). The application's status is not changed",
    access: "company.applications.update",
    body: { kind: "json", schema: interviewSchema },
    rules:
      "date and time are on the Indian clock (IST, UTC+05:30) and must be in the future; for mode video the location is an http(s) meeting link",
    responses: {
      201: "{ success, message, interview }",
      404: "Unknown application",
      409: "The application is withdrawn, anonymised or rejected",
    },
  },
  {
    id: "updateInterview",
    method: "PUT",
    path: "/api/applications/{id}/interviews/{interviewId}",
    params: { id: pathParam.application, interviewId: pathParam.interview },
    tag: "Company admin",
    summary:
      "Reschedule or edit a round (a real change mails an updated invite, SEQUENCE + 1), or record its feedback and result (internal, no mail)",
    access: "company.applications.update",
    body: { kind: "json", schema: interviewUpdateSchema },
    rules:
      "date and time (IST) come together; a new start must be in the future; for mode video the location is an http(s) meeting link; `sequence` (optional): the invite version the editor saw",
    responses: {
      200: "{ success, message, interview, invited } (invited: the candidate was mailed the change; not for a round that has started)",
      404: "Unknown application or interview",
      409: "The interview is cancelled, the application is withdrawn or anonymised (or, for a reschedule, rejected), or `sequence` was given and someone else changed the schedule since",
    },
  },
  {
    id: "cancelInterview",
    method: "POST",
    path: "/api/applications/{id}/interviews/{interviewId}/cancel",
    params: { id: pathParam.application, interviewId: pathParam.interview },
    tag: "Company admin",
    summary:
      "Cancel a round; the candidate is mailed the cancellation (invite.ics with METHOD:CANCEL, STATUS:CANCELLED), unless the round has started",
    access: "company.applications.update",
    responses: {
      200: "{ success, message, interview, told } (told: false for a round that had started, cancelled without a mail)",
      404: "Unknown application or interview",
      409: "Already cancelled, or the application is anonymised",
    },
  },
  {
    id: "upcomingInterviews",
    method: "GET",
    path: "/api/interviews/upcoming",
    tag: "Company admin",
    summary:
      "The next scheduled interviews across all applications (the coming 14 days, at most 10), for the dashboard",
    access: "company.applications.read",
    responses: {
      200: "{ success, interviews: [{ id, applicationId, candidate, jobTitle, round, startsAt, durationMinutes, mode }] }",
    },
  },
  {
    id: "downloadResume",
    method: "GET",
    path: "/api/applications/download/{fileName}",
    params: { fileName: pathParam.resume },
    tag: "Company admin",
    summary: "An application's resume as an attachment ({fileName} is the application's resume value)",
    access: "company.applications.read",
    produces: "file",
    responses: { 200: "The resume", 404: "Unknown file" },
  },
  // Government admin
  {
    id: "govDashboardStats",
    method: "GET",
    path: "/api/gov/dashboard/stats",
    tag: "Government admin",
    summary: "Dashboard figures",
    access: "gov.dashboard",
    rules:
      "Money is in paise: totalFeesCollected is the gross fees (payments captured as a fee, including those since refunded), refundsPaise the processed refunds, netFeesPaise = totalFeesCollected - refundsPaise. totalApplications counts the complete applications (paid or exempt) that stand; cancelledApplications those since cancelled or withdrawn. refundsDue counts the applications owing money back (paymentStatus=refund_due in the list).",
    responses: { 200: "Figures" },
  },
  {
    id: "createGovJob",
    method: "POST",
    path: "/api/gov/jobs",
    tag: "Government admin",
    summary: "Create a government job (fee in rupees)",
    access: "gov.jobs.write",
    body: { kind: "json", schema: govJobSchema },
    responses: { 201: "Created" },
  },
  {
    id: "updateGovJob",
    method: "PUT",
    path: "/api/gov/jobs/{id}",
    params: { id: pathParam.govJob },
    tag: "Government admin",
    summary: "Update a government job",
    access: "gov.jobs.write",
    body: { kind: "json", schema: govJobSchema },
    rules: IF_MATCH_RULE,
    responses: {
      200: "{ success, message, job, callLettersQueued, feesLowered } (callLettersQueued: the exam or interview changed after call letters went out, each letter still served is issued again and e-mailed, in the background after the edit; feesLowered: unpaid applications whose fee the edited table lowers, at ₹0 complete and confirmed)",
      404: "Unknown job",
      412: "The job changed since its editTag",
    },
  },
  {
    id: "resendGovJobCallLetters",
    method: "POST",
    path: "/api/gov/jobs/{id}/call-letters",
    params: { id: pathParam.govJob },
    tag: "Government admin",
    summary:
      "Send the changed call letter again to the applicants whose letter still names the exam as it was before the job's last change (the console's callLettersToResend), when the re-issue the edit queued gave up or waits to try again (the job list's callLettersReissuing is then false)",
    access: "gov.jobs.write",
    responses: {
      200: "{ success, message, callLettersQueued }: queued in the background; callLettersQueued counts the applicants mailed (letters that may not be served now are taken back instead)",
      404: "Unknown job",
      409: "No letter of the job still names the old exam, or the exam the job names has passed",
    },
  },
  {
    id: "deleteGovJob",
    method: "DELETE",
    path: "/api/gov/jobs/{id}",
    params: { id: pathParam.govJob },
    tag: "Government admin",
    summary: "Delete a government job without applications",
    access: "gov.jobs.write",
    responses: { 200: "Deleted", 404: "Unknown job", 409: "Has applications" },
  },
  {
    id: "listGovApplications",
    method: "GET",
    path: "/api/gov/applications",
    tag: "Government admin",
    summary: "Applications, filtered, sorted and paginated",
    access: "gov.applications.read",
    query: govApplicationQuery,
    parseQuery: parseApplicationQuery,
    responses: { 200: "A page of applications" },
  },
  {
    id: "exportGovApplications",
    method: "GET",
    path: "/api/gov/applications/export/csv",
    tag: "Government admin",
    summary: "The filtered applications as CSV (identifiers masked)",
    access: "gov.applications.export",
    query: govApplicationQuery,
    parseQuery: parseApplicationQuery,
    produces: "csv",
    responses: { 200: "CSV" },
  },
  {
    id: "getGovApplication",
    method: "GET",
    path: "/api/gov/applications/{id}",
    params: { id: pathParam.govApplication },
    tag: "Government admin",
    summary: "One application (identifiers masked)",
    access: "gov.applications.read",
    responses: { 200: "The application", 404: "Unknown application" },
  },
  {
    id: "getGovApplicationPhoto",
    method: "GET",
    path: "/api/gov/applications/{id}/photo",
    params: { id: pathParam.govApplication },
    tag: "Government admin",
    summary: "The applicant's photo",
    access: "gov.applications.read",
    produces: "file",
    responses: { 200: "The photo", 404: "Unknown application" },
  },
  {
    id: "getGovApplicationCallLetter",
    method: "GET",
    path: "/api/gov/applications/{id}/call-letter",
    params: { id: pathParam.govApplication },
    tag: "Government admin",
    summary: "The interview or exam call letter of an approved application, as a PDF",
    access: "gov.applications.read",
    signedLink:
      "The applicant's copy: `callLetterUrl` of POST /api/gov/applications/lookup, or the link in the call letter e-mail, valid until a week after the exam. With `token` the session plays no part; a bad or expired link is a 401.",
    produces: "pdf",
    responses: {
      200: 'The PDF, as an attachment named "call-letter-<application number>.pdf"',
      303: "With `token`, opened as a page (Sec-Fetch-Dest: document) and refused (401, 404 or 409 below): to /gov-career/call-letter?reason=link|not-issued|difference-unpaid, which says why, in the language the application was made in",
      401: "Not signed in, or the signed link is invalid or has expired",
      404: "Unknown application, or no call letter issued (or the application is no longer approved)",
      409: "Issued, but a correction has since raised the fee and the difference is not paid yet",
      429: "Too many signed-link downloads from this address",
    },
  },
  {
    id: "issueGovApplicationCallLetter",
    method: "POST",
    path: "/api/gov/applications/{id}/call-letter",
    params: { id: pathParam.govApplication },
    tag: "Government admin",
    summary: "Issue (or issue again) the call letter of an approved application and e-mail the applicant its link",
    access: "gov.applications.update",
    responses: {
      200: "Issued: { callLetterIssuedAt }",
      404: "Unknown application",
      409: "The application is not approved, or its job has no exam or interview date, venue and instructions",
    },
  },
  {
    id: "getGovApplicationSignature",
    method: "GET",
    path: "/api/gov/applications/{id}/signature",
    params: { id: pathParam.govApplication },
    tag: "Government admin",
    summary: "The applicant's signature",
    access: "gov.applications.read",
    produces: "file",
    responses: { 200: "The signature", 404: "Unknown application, or one made before signatures were asked for" },
  },
  {
    id: "getGovApplicationCertificate",
    method: "GET",
    path: "/api/gov/applications/{id}/certificate",
    params: { id: pathParam.govApplication },
    tag: "Government admin",
    summary: "The category certificate the applicant uploaded (an attachment)",
    access: "gov.applications.read",
    produces: "file",
    responses: { 200: "The certificate", 404: "Unknown application, or no certificate was uploaded" },
  },
  {
    id: "getGovApplicationPdf",
    method: "GET",
    path: "/api/gov/applications/{id}/pdf",
    params: { id: pathParam.govApplication },
    tag: "Government admin",
    summary: "The whole application as a PDF, identifiers masked (audited for the GovAdmin)",
    access: "gov.applications.read",
    signedLink:
      "The applicant's copy: `pdfUrl` of POST /api/gov/applications/lookup, valid for 15 minutes for that one application. With `token` the session plays no part; a bad or expired link is a 401 and the links are rate limited per address.",
    produces: "pdf",
    responses: {
      200: 'The PDF, as an attachment named "application-<application number>.pdf"',
      401: "Not signed in, or the signed link is invalid or has expired",
      404: "Unknown application",
      429: "Too many signed-link downloads from this address",
    },
  },
  {
    id: "revealGovApplication",
    method: "POST",
    path: "/api/gov/applications/{id}/reveal",
    params: { id: pathParam.govApplication },
    tag: "Government admin",
    summary: "Full Aadhaar and PAN (audited)",
    access: "gov.applications.reveal",
    responses: { 200: "The identifiers", 404: "Unknown application" },
  },
  {
    id: "setGovApplicationStatus",
    method: "PUT",
    path: "/api/gov/applications/{id}/status",
    params: { id: pathParam.govApplication },
    tag: "Government admin",
    summary:
      "Decide an application; `reason` (max 500) is required for rejected and cancelled, staff cannot set withdrawn; a real change is mailed to the applicant",
    access: "gov.applications.update",
    body: { kind: "json", schema: govStatusUpdateSchema },
    responses: {
      200: "{ success, message, status, previousStatus, changed, changedAt } (changed false: already that status, nothing sent)",
      400: "Invalid status, withdrawn, or a rejection/cancellation without a reason (field errors)",
      404: "Unknown application",
      409: "The application was anonymised or withdrawn by the applicant, is cancelled with its fee refunded, is unpaid and the decision approves or shortlists it, or `from` was given and someone else changed the status meanwhile",
    },
  },
  {
    id: "refundGovPayment",
    method: "POST",
    path: "/api/gov/payments/{paymentRowId}/refund",
    params: { paymentRowId: pathParam.govPayment },
    tag: "Government admin",
    summary: "Refund a payment flagged for refund, or the paid fee of a cancelled application (audited)",
    access: "gov.applications.update",
    body: { kind: "json", schema: refundRequestSchema },
    rules:
      'The whole amount is refunded. The answer\'s refund.status is created (requested; Razorpay reports the outcome later by webhook), processed, or failed (the gateway refused: failureReason says why, and the payment may be refunded again). In test mode no money moves: the refund is processed at once, or fails when the reason starts with "[test: fail]".',
    responses: {
      200: "The refund: { success, message, refund: { id, refundId, status, amountPaise, failureReason, processedAt } }",
      404: "Unknown payment",
      409: "Not refundable: already refunded, a refund under way, or neither flagged nor the fee of a cancelled application",
    },
  },
  {
    id: "systemInfo",
    method: "GET",
    path: "/api/admin/system",
    tag: "Operations",
    summary: "The running system: version, database and its size, last migration, uptime, sign-ins in 24 hours",
    access: "system.read",
    responses: { 200: "{ success, system }" },
  },
  {
    id: "mailOverview",
    method: "GET",
    path: "/api/admin/mail",
    tag: "Operations",
    summary: "The mail outbox: how many e-mails are queued, sent and failed, and the latest failures",
    access: "system.mail",
    responses: { 200: "{ success, mail }" },
  },
  {
    id: "retryMail",
    method: "POST",
    path: "/api/admin/mail/{id}/retry",
    params: { id: pathParam.mail },
    tag: "Operations",
    summary: "Queue an e-mail that failed after 5 tries again, for a fresh round of tries (audited)",
    access: "system.mail",
    responses: { 200: "{ success, message }", 404: "Unknown e-mail", 409: "The e-mail has not failed" },
  },
  // Employees (Admin) and self-service
  {
    id: "employeeDashboard",
    method: "GET",
    path: "/api/employees/dashboard",
    tag: "Employees",
    summary:
      "The employee console's dashboard: key figures (employees by status and department, documents) and recent activity",
    access: "employees.read",
    responses: { 200: "Figures and activity" },
  },
  {
    id: "listEmployees",
    method: "GET",
    path: "/api/employees",
    tag: "Employees",
    summary: "Employees, searched, filtered, sorted and paginated",
    access: "employees.read",
    query: employeeListQuerySchema,
    responses: { 200: "A page of employees" },
  },
  {
    id: "createEmployee",
    method: "POST",
    path: "/api/employees",
    tag: "Employees",
    summary: "Create an employee and their sign-in (multipart with an optional profilePicture, or JSON)",
    access: "employees.write",
    body: {
      kind: "multipart",
      alsoJson: true,
      schema: employeeCreateRequestSchema,
      files: [profilePicture],
    },
    responses: {
      201: "Created (with draftId: the hire's resume attached as a Resume document, the draft completed)",
      404: "draftId names no waiting hire",
      409: "Reference ID or e-mail already in use, or the draft was already completed or is no longer hired",
      413: "Photo too large",
      415: "Not an image",
    },
  },
  {
    id: "listEmployeeDrafts",
    method: "GET",
    path: "/api/employee-drafts",
    tag: "Employees",
    summary: "Hires waiting for an employee record (From hiring), oldest first",
    access: "employees.read",
    responses: { 200: "{ drafts, total } (the 100 that have waited longest; total counts every open hire)" },
  },
  {
    id: "getEmployeeDraft",
    method: "GET",
    path: "/api/employee-drafts/{id}",
    params: { id: pathParam.employeeDraft },
    tag: "Employees",
    summary: "One waiting hire, to prefill the create form (POST /api/employees with draftId completes it)",
    access: "employees.read",
    responses: { 200: "{ draft }", 404: "Unknown, completed or no longer hired" },
  },
  {
    id: "dismissEmployeeDraft",
    method: "DELETE",
    path: "/api/employee-drafts/{id}",
    params: { id: pathParam.employeeDraft },
    tag: "Employees",
    summary: "Dismiss a waiting hire: the draft and its resume copy are deleted",
    access: "employees.write",
    responses: { 200: "Dismissed", 404: "Unknown or already completed" },
  },
  {
    id: "exportEmployees",
    method: "GET",
    path: "/api/employees/export/csv",
    tag: "Employees",
    summary: "The filtered employees as CSV (identifiers masked)",
    access: "employees.read",
    query: employeeListQuerySchema,
    produces: "csv",
    responses: { 200: "CSV" },
  },
  {
    id: "getEmployee",
    method: "GET",
    path: "/api/employees/{id}",
    params: { id: pathParam.employee },
    tag: "Employees",
    summary: "One employee (Admin: any, reveal=1 for full identifiers; Employee: only themself)",
    access: "signed-in",
    query: z.object({
      reveal: z.string().optional().describe("1: full identifiers (Admin, audited); anything else is ignored"),
    }),
    responses: { 200: "The employee", 403: "reveal=1 from another site's page or link", 404: "Unknown employee" },
  },
  {
    id: "exportEmployeeData",
    method: "GET",
    path: "/api/employees/{id}/export",
    params: { id: pathParam.employee },
    tag: "Employees",
    summary:
      "One employee's data, for their own request: a ZIP of documents/ (every document's file), photo/ and employee.json (the record with Aadhaar, PAN and account number in full); audited. Streamed without Content-Length: a download cut off by a server-side failure is incomplete (no ZIP central directory)",
    access: "employees.read",
    produces: "zip",
    responses: {
      200: "The ZIP",
      404: "Unknown employee",
      409: "The files add up to more than 1 GB: too large to download together",
    },
  },
  {
    id: "updateEmployee",
    method: "PUT",
    path: "/api/employees/{id}",
    params: { id: pathParam.employee },
    tag: "Employees",
    summary:
      "Update an employee (multipart or JSON; removeProfilePicture=true drops the photo); an optional field left out keeps its value (Aadhaar, PAN and the account number come masked on GET), one sent empty is cleared; the audit entry names the changed fields",
    access: "employees.write",
    body: {
      kind: "multipart",
      alsoJson: true,
      schema: employeeUpdateSchema.extend({
        removeProfilePicture: z
          .unknown()
          .optional()
          .describe('true (JSON) or "true"/"1" (multipart) removes the photo; any other value keeps it'),
      }),
      files: [profilePicture],
    },
    responses: {
      200: "Updated; `invitedAgain` is true when the e-mail was corrected while the invitation to set a password waited, and a new one went to the new address",
      404: "Unknown employee",
      409: "Reference ID or e-mail already in use, or the record changed since `updatedAt` (someone else saved it)",
    },
  },
  {
    id: "deleteEmployee",
    method: "DELETE",
    path: "/api/employees/{id}",
    params: { id: pathParam.employee },
    tag: "Employees",
    summary: "Delete an employee, their sign-in and documents",
    access: "employees.write",
    responses: { 200: "Deleted", 404: "Unknown employee" },
  },
  {
    id: "getEmployeePhoto",
    method: "GET",
    path: "/api/employees/{id}/photo",
    params: { id: pathParam.employee },
    tag: "Employees",
    summary: "The profile picture (Admin: any; Employee: only their own)",
    access: "signed-in",
    produces: "file",
    responses: { 200: "The picture", 404: "No picture" },
  },
  {
    id: "setEmployeePassword",
    method: "PUT",
    path: "/api/employees/{id}/change-password",
    params: { id: pathParam.employee },
    tag: "Employees",
    summary: "Set an employee's password (their sessions end)",
    access: "employees.passwords",
    body: { kind: "json", schema: employeePasswordChangeSchema },
    responses: { 200: "Changed", 404: "Unknown employee" },
  },
  {
    id: "myEmployeeRecord",
    method: "GET",
    path: "/api/employees/me",
    tag: "Self-service",
    summary: "The signed-in employee's own record (identifiers masked)",
    access: "self.read",
    responses: { 200: "The record" },
  },
  {
    id: "myAccountNumber",
    method: "GET",
    path: "/api/employees/me/account-number",
    tag: "Self-service",
    summary: "The signed-in employee's full bank account number (audited)",
    access: "self.read",
    responses: { 200: "{ accountNumber }", 403: "Asked from another site's page or link" },
  },
  {
    id: "myDocuments",
    method: "GET",
    path: "/api/documents/my-documents",
    tag: "Self-service",
    summary: "The signed-in employee's documents",
    access: "self.read",
    responses: { 200: "Documents" },
  },
  {
    id: "uploadDocuments",
    method: "POST",
    path: "/api/documents/upload",
    tag: "Documents",
    summary: "Upload 1 to 5 documents for an employee; per-file results",
    access: "documents.write",
    body: {
      kind: "multipart",
      schema: documentUploadFieldsSchema,
      files: [
        {
          name: "documents",
          required: true,
          maxBytes: MAX_DOCUMENT_BYTES,
          maxCount: MAX_FILES_PER_UPLOAD,
          types: [...resume.types, "image/jpeg", "image/png"],
        },
      ],
    },
    responses: {
      201: "Stored (some files may be listed as failed)",
      404: "Unknown employee",
      413: "Every file too large",
      415: "Every file of a refused type",
    },
  },
  {
    id: "employeeDocuments",
    method: "GET",
    path: "/api/documents/employee/{id}",
    params: { id: pathParam.employee },
    tag: "Documents",
    summary: "An employee's documents (Admin: any; Employee: only their own)",
    access: "signed-in",
    responses: { 200: "Documents", 404: "Unknown employee" },
  },
  {
    id: "getDocumentFile",
    method: "GET",
    path: "/api/documents/{id}/file",
    params: { id: pathParam.document },
    tag: "Documents",
    summary:
      "A document's bytes (download=1 saves it). Opened by anyone but the employee it belongs to, audited (document.view or document.download); refused from another site",
    access: "signed-in",
    query: z.object({ download: z.string().optional().describe("1: as an attachment; anything else is ignored") }),
    produces: "file",
    responses: { 200: "The file", 404: "Unknown document" },
  },
  {
    id: "deleteDocument",
    method: "DELETE",
    path: "/api/documents/{id}",
    params: { id: pathParam.document },
    tag: "Documents",
    summary: "Delete a document",
    access: "documents.write",
    responses: { 200: "Deleted", 404: "Unknown document" },
  },
];

/** The path parameters of an operation ("/api/jobs/{id}" -> ["id"]). */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** next-auth's own endpoints under /api/auth/* (the browser's sign-in form); documented, not ours to shape. */
export const nextAuthPaths = ["/api/auth/{nextauth}"] as const;
