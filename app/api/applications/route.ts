// POST /api/applications - apply for a company job (multipart, with a resume)
import { ApiError, json, limitByIp, withPublic } from "@/lib/server/http/api";
import { submitApplication } from "@/lib/server/careers/applications";
import { requestLocale } from "@/lib/server/i18n/locale";
import { DOCUMENT_TYPES, detectFileType } from "@/lib/server/platform/file-type";
import { log } from "@/lib/server/platform/log";
import { parseMultipart } from "@/lib/server/http/multipart";
import { isForeignOrigin } from "@/lib/server/http/request";
import {
  applicationErrors,
  applicationMessages,
  applicationSchema,
  RESUME_MAX_BYTES,
  type ResumeKind,
} from "@/lib/validation/applications";
import { HONEYPOT_FIELD } from "@/lib/validation/honeypot";

const TEXT_FIELDS = [
  "fullName",
  "email",
  "phone",
  "currentCompany",
  "linkedinUrl",
  "githubUrl",
  "coverLetter",
  "jobId",
  "consent",
];

export const POST = withPublic(async ({ req, ip }) => {
  // Another site's page posting this form through its visitors' browsers (a multipart post needs no
  // preflight) would spread its sends over their addresses, each mailing whoever it names.
  if (isForeignOrigin(req)) throw new ApiError("forbidden", "Cross-site request refused.");
  await limitByIp("applications", ip, 30, 15 * 60);
  const { fields, files } = await parseMultipart(req, {
    maxFileBytes: RESUME_MAX_BYTES,
    maxFiles: 1,
    tooLargeMessage: applicationMessages.resumeSize,
    tooManyFilesMessage: "Please upload only one resume.",
    maxFields: 20,
    maxFieldBytes: 20_000,
  });
  if (fields[HONEYPOT_FIELD]) {
    log.warn("applications.honeypot"); // no address: the log keeps no personal data
    throw new ApiError("bad_request", "Your application could not be submitted. Please try again.");
  }

  const file = files.find((f) => f.field === "resume");
  const detected = file ? await detectFileType(file.data) : null;
  const kind = detected && (DOCUMENT_TYPES as readonly string[]).includes(detected.ext) ? detected : null;
  const parsed = applicationSchema.safeParse({
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, fields[name]])),
    resume: file ? { size: file.data.byteLength, kind: kind ? (kind.ext as ResumeKind) : null } : null,
  });
  if (!parsed.success) {
    const errors = applicationErrors(parsed.error);
    const first = parsed.error.issues[0].message;
    const code =
      first === applicationMessages.resumeType
        ? "unsupported_media_type"
        : first === applicationMessages.resumeSize
          ? "payload_too_large"
          : "bad_request";
    throw new ApiError(code, first, errors as Record<string, string>);
  }

  // The page's language (Accept-Language from lib/api-client.ts): the applicant's mails are written in it.
  const { id, reference } = await submitApplication(
    parsed.data,
    { fileName: file!.filename, kind: kind!.ext as ResumeKind, mime: kind!.mime, data: file!.data },
    requestLocale(req),
  );
  return json(
    {
      success: true,
      message: `Application submitted successfully! Your reference is ${reference}.`,
      reference,
      applicationId: id,
    },
    { status: 201 },
  );
});
