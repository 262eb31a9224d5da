// POST /api/documents/upload - upload 1-5 documents for an employee (multipart); per-file results
import { ApiError, json, withAuth } from "@/lib/server/http/api";
import { uploadDocuments } from "@/lib/server/employees/documents";
import { parseMultipart } from "@/lib/server/http/multipart";
import {
  documentUploadFieldsSchema,
  MAX_DOCUMENT_BYTES,
  MAX_FILES_PER_UPLOAD,
  messages,
  uploadSummary,
} from "@/lib/validation/documents";

export const POST = withAuth("documents.write", async ({ req, user, ip }) => {
  const form = await parseMultipart(req, {
    maxFileBytes: MAX_DOCUMENT_BYTES,
    maxFiles: MAX_FILES_PER_UPLOAD,
    tooLargeMessage: messages.tooLarge,
    tooManyFilesMessage: messages.tooManyFiles,
    oversizeFiles: "skip",
  }).catch((error: unknown) => {
    // Too many files is a validation error of the form, not a size problem.
    if (error instanceof ApiError && error.message === messages.tooManyFiles) {
      throw new ApiError("bad_request", messages.tooManyFiles, { documents: messages.tooManyFiles });
    }
    throw error;
  });
  const fields = documentUploadFieldsSchema.parse(form.fields);
  const files = form.files.filter((f) => f.field === "documents");
  const skipped = form.skipped.filter((f) => f.field === "documents");
  if (files.length + skipped.length === 0) {
    throw new ApiError("bad_request", messages.selectFile, { documents: messages.selectFile });
  }

  const { documents, errors } = await uploadDocuments(user, fields, files, skipped, ip);
  const publicErrors = errors.map(({ filename, error }) => ({ filename, error }));
  if (documents.length === 0) {
    // Nothing stored: 413 when every file was too large, 415 when every file had a refused type.
    const status = errors.every((e) => e.reason === "too_large")
      ? 413
      : errors.every((e) => e.reason === "type")
        ? 415
        : 400;
    return json({ success: false, message: messages.failed, documents, errors: publicErrors }, { status });
  }
  const message = uploadSummary(documents.length, errors.length);
  return json({ success: true, message, documents, errors: publicErrors }, { status: 201 });
});
