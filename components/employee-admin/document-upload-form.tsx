"use client";

import { useRef, useState } from "react";

import { SubmitButton } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ApiClientError, apiFetch, errorMessage } from "@/lib/api-client";
import type { DocumentDto, UploadError } from "@/lib/server/employees/documents";
import {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  DOCUMENT_TYPE_LABELS,
  documentUploadFormSchema,
  messages,
} from "@/lib/validation/documents";

import { EmployeePicker, type PickedEmployee } from "./employee-picker";
import { FormField, inputClass } from "./form-field";

type Errors = Partial<Record<"employeeId" | "documentType" | "files", string>>;
type Result = { message: string; documents: DocumentDto[]; errors: UploadError[] };

/** Upload 1-5 documents for one employee; the server checks each file's bytes and size and reports per file. */
export function DocumentUploadForm({
  employee,
  onEmployee,
  onUploaded,
}: {
  employee: PickedEmployee | null;
  onEmployee: (e: PickedEmployee | null) => void;
  onUploaded: () => void;
}) {
  const toast = useToast();
  const filesInput = useRef<HTMLInputElement>(null);
  const [documentType, setDocumentType] = useState("");
  const [description, setDescription] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setResult(null);
    const parsed = documentUploadFormSchema.safeParse({
      employeeId: employee?.id ?? "",
      documentType,
      description,
      files,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    const body = new FormData();
    body.append("employeeId", employee!.id);
    body.append("documentType", documentType);
    if (description.trim()) body.append("description", description.trim());
    for (const file of files) body.append("documents", file);
    setBusy(true);
    try {
      const res = await apiFetch<Result>("/api/documents/upload", { method: "POST", body });
      setResult(res);
      toast.show(res.errors.length ? "info" : "success", res.message);
      setFiles([]);
      setDescription("");
      if (filesInput.current) filesInput.current.value = "";
      onUploaded();
    } catch (error) {
      toast.error(messages.failed, error);
      setResult({
        message: errorMessage(error),
        documents: [],
        errors: error instanceof ApiClientError ? error.fileErrors : [],
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Upload documents">
      <EmployeePicker
        label="Employee"
        value={employee}
        onChange={(e) => {
          onEmployee(e);
          setErrors((x) => ({ ...x, employeeId: undefined }));
        }}
        error={errors.employeeId}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Document Type" required error={errors.documentType}>
          {(a11y) => (
            <select
              {...a11y}
              value={documentType}
              onChange={(e) => setDocumentType(e.target.value)}
              className={inputClass}
            >
              <option value="">Select a document type</option>
              {Object.entries(DOCUMENT_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={label}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Description (optional)">
          {(a11y) => (
            <input
              {...a11y}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={500}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Files"
        required
        error={errors.files}
        hint="PDF, DOC, DOCX, JPG, PNG up to 10MB each; at most 5 files at once."
      >
        {(a11y) => (
          <input
            {...a11y}
            ref={filesInput}
            type="file"
            multiple
            accept={ACCEPTED_DOCUMENT_EXTENSIONS.join(",")}
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800"
          />
        )}
      </FormField>
      {files.length > 0 && (
        <p className="text-xs text-slate-600">
          {files.length} file(s) selected: {files.map((f) => f.name).join(", ")}
        </p>
      )}
      {result && (
        <div
          role="status"
          data-testid="upload-result"
          className={`rounded-md border px-4 py-3 text-sm ${result.documents.length ? (result.errors.length ? "border-amber-300 bg-amber-50" : "border-green-300 bg-green-50") : "border-red-300 bg-red-50"}`}
        >
          <p className="font-medium">{result.documents.length ? result.message : messages.failed}</p>
          {!result.documents.length && result.message !== messages.failed && <p className="mt-1">{result.message}</p>}
          {result.errors.length > 0 && (
            <ul className="mt-2 list-disc space-y-0.5 pl-5">
              {result.errors.map((e, i) => (
                <li key={i}>
                  <span className="font-medium">{e.filename}</span>: {e.error}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <SubmitButton busy={busy} busyLabel="Uploading...">
        Upload
      </SubmitButton>
    </form>
  );
}
