import { z } from "zod";

import { CONSENT_REQUIRED } from "@/content/privacy-notices";
import "@/lib/validation/zod-config";
import { withoutInvisibles } from "@/lib/validation/email";
import { asciiDigits } from "@/lib/validation/ids";
import { hasVisibleText, withoutControls } from "@/lib/validation/visible";

// Company job applications: one schema for the apply modal and POST /api/applications.
// Rules are checked in the spec's order (name, email, phone, resume, then its size and type),
// then the optional fields. The resume is described by a small object so the browser (File) and
// the server (multipart bytes) validate it with the same rules.

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPES = ["pdf", "doc", "docx"] as const;
export type ResumeKind = (typeof RESUME_TYPES)[number];
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const applicationMessages = {
  fullName: "Please enter your full name",
  email: "Please enter your email address",
  phone: "Please enter your phone number",
  resume: "Please upload your resume",
  resumeSize: "File size must be less than 5MB",
  resumeType: "Please upload only PDF, DOC, or DOCX files",
  duplicate: "You have already applied for this job.",
} as const;

/**
 * Room for a phone as people type it, "+91 (0) 98765 - 43210" (21), and for invisible marks a pasted
 * number carries: as the government form's mobile inputs. The apply form's input shares it.
 */
export const PHONE_MAX_LENGTH = 24;

/** What validation needs to know about an uploaded resume: its size and the type its bytes show. */
export type ResumeInfo = { size: number; kind: ResumeKind | null };

const trimmed = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .overwrite(withoutControls())
    // One spelling of each letter (NFC: an accent typed as its own mark joins its letter, and क़
    // typed as one code point becomes क and its nukta), as the console's search reads what staff
    // type, so the name is found whichever way it was typed.
    .normalize("NFC")
    .trim()
    .min(1, required)
    .max(max, tooLong)
    // Nothing but invisible characters (a zero-width space pasted from a chat app) is blank.
    .refine(hasVisibleText, required);

/** Optional profile link: blank becomes undefined; a bare "linkedin.com/in/x" gets https://. */
const optionalUrl = (message: string) =>
  z
    .string()
    .overwrite(withoutControls())
    .trim()
    .max(500, message)
    .optional()
    .transform((v) => (v ? (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`) : undefined))
    .refine((v) => v === undefined || isWebUrl(v), message);

// A browser sends a textarea's line breaks as CRLF, while the field (and the form's own count)
// takes each as one character: counted as sent, a letter that fits the box was refused as too long.
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .overwrite((v) => withoutControls(true)(v.replace(/\r\n?/g, "\n")))
    .normalize("NFC")
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v && hasVisibleText(v) ? v : undefined));

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const resumeSchema = z
  .custom<ResumeInfo | null | undefined>()
  .refine((r) => r != null && r.size > 0, { message: applicationMessages.resume, abort: true })
  .refine((r) => r!.size <= RESUME_MAX_BYTES, { message: applicationMessages.resumeSize, abort: true })
  .refine((r) => r!.kind !== null && RESUME_TYPES.includes(r!.kind), { message: applicationMessages.resumeType });

export const applicationSchema = z.object({
  fullName: trimmed(applicationMessages.fullName, 100, "Full name must be at most 100 characters"),
  // Invisible format characters (a zero-width space pasted from a chat app) go first, as on the
  // government form and the portal, so the address is the one the applicant types later.
  email: z
    .string({ error: applicationMessages.email })
    .overwrite((v) => withoutControls()(withoutInvisibles(v)))
    .trim()
    .min(1, applicationMessages.email)
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((v) => v.toLowerCase()),
  phone: trimmed(applicationMessages.phone, PHONE_MAX_LENGTH, "Please enter a valid phone number")
    // A number copied from a chat or a document may carry an en dash or a non-breaking hyphen, and
    // some write it with dots ("98765.43210"), as the government form's mobile takes them.
    .overwrite((v) => asciiDigits(v).replace(/[\u2010-\u2015]/g, "-"))
    .refine(
      (v) => /^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, "").length >= 10 && v.replace(/\D/g, "").length <= 15,
      "Please enter a valid phone number",
    ),
  resume: resumeSchema,
  currentCompany: optionalText(150, "Current company must be at most 150 characters"),
  linkedinUrl: optionalUrl("Please enter a valid LinkedIn URL"),
  githubUrl: optionalUrl("Please enter a valid portfolio/GitHub URL"),
  coverLetter: optionalText(5000, "Cover letter must be at most 5000 characters"),
  jobId: z
    .string({ error: "Please choose a job to apply for." })
    .trim()
    .min(1, "Please choose a job to apply for.")
    .max(100, "Please choose a job to apply for."),
  /** The privacy notice's checkbox: only an explicit true (multipart "true", a checked box's "on") gives it. */
  consent: z.preprocess((v) => v === true || v === "true" || v === "on", z.literal(true, { error: CONSENT_REQUIRED })),
});

/**
 * The apply form's schema: the same rules, with the resume as the File the applicant chose. Its
 * size and the type its first bytes show are read once per file (a form re-validates often).
 */
export const applicationFormSchema = applicationSchema.extend({
  resume: z
    .custom<File | null>((v) => v == null || (typeof File !== "undefined" && v instanceof File))
    .transform((file): Promise<ResumeInfo | null | undefined> => describeResume(file))
    .pipe(applicationSchema.shape.resume),
});

const described = new WeakMap<File, Promise<ResumeInfo>>();

export function describeResume(file: File | null): Promise<ResumeInfo | null> {
  if (!file) return Promise.resolve(null);
  if (file.size === 0 || file.size > RESUME_MAX_BYTES) return Promise.resolve({ size: file.size, kind: null });
  let info = described.get(file);
  if (!info) {
    info = file.arrayBuffer().then((bytes) => ({ size: file.size, kind: sniffResume(new Uint8Array(bytes)) }));
    described.set(file, info);
  }
  return info;
}

export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormData = z.output<typeof applicationFormSchema>;

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

/** The order fields are checked and shown in; the first invalid one gets focus. */
export const applicationFieldOrder = Object.keys(applicationSchema.shape) as (keyof Application)[];

/**
 * Field name -> first message, in checking order (the form's schema checks the resume
 * asynchronously, so its issue may come last: the order is the fields', not the issues').
 */
export function applicationErrors(error: z.ZodError): Partial<Record<keyof Application, string>> {
  const first: Partial<Record<keyof Application, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as keyof Application;
    first[key] ??= issue.message;
  }
  const errors: Partial<Record<keyof Application, string>> = {};
  for (const key of applicationFieldOrder) if (first[key] !== undefined) errors[key] = first[key];
  for (const key of Object.keys(first) as (keyof Application)[]) errors[key] ??= first[key];
  return errors;
}

/**
 * The document type shown by a file's first bytes (browser-safe; the server decides with
 * lib/server/platform/file-type.ts). A DOCX is a ZIP that contains word/.
 */
export function sniffResume(bytes: Uint8Array): ResumeKind | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (starts([0x50, 0x4b, 0x03, 0x04])) {
    let text = "";
    for (let i = 0; i < bytes.length; i += 8192) {
      text += String.fromCharCode(...bytes.subarray(i, Math.min(bytes.length, i + 8192)));
    }
    if (text.includes("word/")) return "docx";
  }
  return null;
}
