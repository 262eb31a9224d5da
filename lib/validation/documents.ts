// Employee documents: the upload form's fields and the limits the server enforces
// (staff-area section 5: 1-5 files; PDF, DOC, DOCX, JPG, PNG up to 10 MB each).
import { z } from "zod";

import "@/lib/validation/zod-config";

import type { DocumentType } from "@/lib/generated/prisma/enums";
import { cleanText } from "@/lib/validation/text";
import { hasVisibleText } from "@/lib/validation/visible";

export const MAX_FILES_PER_UPLOAD = 5;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_DOCUMENT_EXTENSIONS = [".pdf", ".doc", ".docx", ".jpg", ".jpeg", ".png"];

export const messages = {
  selectEmployee: "Please select an employee",
  selectType: "Please select a document type",
  selectFile: "Please select at least one file",
  tooManyFiles: "You can upload a maximum of 5 files at once",
  tooLarge: "File is larger than 10 MB",
  badType: "Only PDF, DOC, DOCX, JPG and PNG files are allowed",
  empty: "The file is empty",
  tooManyPixels: "The image is too large: it must be at most 50 megapixels",
  failed: "Failed to upload documents",
};

/** The spec's document types: stored as enum values, shown and accepted as labels. */
export const DOCUMENT_TYPE_LABELS = {
  Resume: "Resume",
  ID_Proof: "ID Proof",
  Address_Proof: "Address Proof",
  Educational_Certificate: "Educational Certificate",
  Experience_Letter: "Experience Letter",
  Salary_Slip: "Salary Slip",
  Other: "Other",
} as const satisfies Record<DocumentType, string>;

export const DOCUMENT_TYPES = Object.keys(DOCUMENT_TYPE_LABELS) as DocumentType[];

/** "ID Proof", "ID_Proof" and "id proof" all mean ID_Proof. */
export function parseDocumentType(value: string): DocumentType | null {
  const key = value.trim().replace(/\s+/g, "_").toLowerCase();
  return DOCUMENT_TYPES.find((t) => t.toLowerCase() === key) ?? null;
}

export const documentUploadFieldsSchema = z.object({
  employeeId: z.string({ error: messages.selectEmployee }).trim().min(1, messages.selectEmployee).max(64),
  documentType: z
    .string({ error: messages.selectType })
    .trim()
    .min(1, messages.selectType)
    .transform((v, ctx) => {
      const type = parseDocumentType(v);
      if (!type) {
        ctx.addIssue({ code: "custom", message: messages.selectType });
        return z.NEVER;
      }
      return type;
    }),
  // One line, without control characters or direction overrides, as the employee record's fields.
  description: cleanText()
    .max(500, "Description must be at most 500 characters")
    .optional()
    .transform((v) => (v && hasVisibleText(v) ? v : null)),
});

/**
 * The browser form: the API's fields plus the chosen files, checked here for count, size and
 * emptiness before anything is sent (a 60 MB scan is refused at once, not after minutes of
 * upload). The type is the server's to decide, from each file's bytes: a JPEG saved as
 * "photo.jfif" or a PDF with no extension is fine, and one wrong file does not hold back the rest.
 */
export const documentUploadFormSchema = documentUploadFieldsSchema.extend({
  files: z
    .array(z.custom<File>((v) => typeof File !== "undefined" && v instanceof File))
    .min(1, messages.selectFile)
    .max(MAX_FILES_PER_UPLOAD, messages.tooManyFiles)
    .superRefine((files, ctx) => {
      for (const file of files) {
        const problem = file.size > MAX_DOCUMENT_BYTES ? messages.tooLarge : file.size === 0 ? messages.empty : null;
        if (problem) return void ctx.addIssue({ code: "custom", message: `${file.name}: ${problem}` });
      }
    }),
});

export type DocumentUploadFormInput = z.input<typeof documentUploadFormSchema>;
export type DocumentUploadFormData = z.output<typeof documentUploadFormSchema>;

export function uploadSummary(uploaded: number, failed: number): string {
  if (failed === 0) return `${uploaded} document(s) uploaded successfully.`;
  return `${uploaded} document(s) uploaded successfully. ${failed} file(s) failed to upload.`;
}
