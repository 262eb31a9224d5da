"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";

import { FileInput } from "@/components/ui/file-input";
import { SelectField, TextField } from "@/components/ui/field";
import { Button, SubmitButton } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ApiClientError, apiUpload, errorMessage } from "@/lib/api-client";
import { firstError, showServerErrors } from "@/lib/form-errors";
import type { DocumentDto, UploadError } from "@/lib/server/employees/documents";
import {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  DOCUMENT_TYPE_LABELS,
  type DocumentUploadFormData,
  type DocumentUploadFormInput,
  documentUploadFormSchema,
  messages,
} from "@/lib/validation/documents";

import { EmployeeField, type PickedEmployee } from "./employee-picker";

type Result = { message: string; documents: DocumentDto[]; errors: UploadError[] };

const ORDER = ["employeeId", "documentType", "description", "files"];
const TYPE_OPTIONS = Object.values(DOCUMENT_TYPE_LABELS);

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
  const [result, setResult] = useState<Result | null>(null);
  /** 0-100 while the files are being sent (up to 5 x 10 MB), else null. */
  const [progress, setProgress] = useState<number | null>(null);
  const [upload, setUpload] = useState<AbortController | null>(null);
  const { control, register, handleSubmit, setError, setFocus, resetField, formState } = useForm<
    DocumentUploadFormInput,
    unknown,
    DocumentUploadFormData
  >({
    resolver: zodResolver(documentUploadFormSchema),
    defaultValues: { employeeId: employee?.id ?? "", documentType: "", description: "", files: [] },
    // react-hook-form focuses the first error in the order fields registered, and the employee
    // picker registers after the fields below it: focus follows the form's order (ORDER).
    shouldFocusError: false,
  });
  const { errors, isSubmitting: busy } = formState;

  const submit = handleSubmit(
    async (data) => {
      const body = new FormData();
      body.append("employeeId", data.employeeId);
      body.append("documentType", data.documentType);
      if (data.description) body.append("description", data.description);
      for (const file of data.files) body.append("documents", file);
      const controller = new AbortController();
      setUpload(controller);
      setProgress(0);
      try {
        const res = await apiUpload<Result>("/api/documents/upload", body, {
          onProgress: setProgress,
          signal: controller.signal,
        });
        setResult(res);
        toast.show(res.errors.length ? "info" : "success", res.message);
        resetField("files");
        resetField("description");
        onUploaded();
      } catch (error) {
        // Cancelled while the files were still being sent (Cancel goes once they all are): the server
        // saves an upload only once it has all of it, so nothing was stored.
        if ((error as Error).name === "AbortError") return toast.show("info", "Upload cancelled.");
        if (error instanceof ApiClientError) showServerErrors(setError, error.errors, ORDER);
        toast.error(messages.failed, error);
        setResult({
          message: errorMessage(error),
          documents: [],
          errors: error instanceof ApiClientError ? error.fileErrors : [],
        });
      } finally {
        setUpload(null);
        setProgress(null);
      }
    },
    (invalid) => {
      const first = firstError(invalid, ORDER);
      if (first) setFocus(first.path as keyof DocumentUploadFormInput);
    },
  );

  return (
    <form
      onSubmit={(event) => {
        setResult(null);
        void submit(event);
      }}
      noValidate
      className="space-y-4"
      aria-label="Upload documents"
    >
      <EmployeeField control={control} name="employeeId" label="Employee" value={employee} onChange={onEmployee} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Document Type"
          required
          placeholder="Select a document type"
          options={TYPE_OPTIONS}
          error={errors.documentType?.message}
          {...register("documentType")}
        />
        <TextField
          label="Description (optional)"
          maxLength={500}
          error={errors.description?.message}
          {...register("description")}
        />
      </div>
      <Controller
        control={control}
        name="files"
        render={({ field }) => (
          <FileInput
            label="Files"
            required
            multiple
            accept={ACCEPTED_DOCUMENT_EXTENSIONS.join(",")}
            hint="PDF, DOC, DOCX, JPG, PNG up to 10MB each; at most 5 files at once."
            error={errors.files?.message}
            progress={progress}
            selected={field.value}
            onFiles={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
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
      <div className="flex justify-end gap-3">
        {/* Until the last byte is sent: after that the server is saving, and stopping the page would
            not stop it (the files would be stored while the page said "cancelled"). */}
        {busy && progress !== null && progress < 100 && (
          <Button variant="secondary" onClick={() => upload?.abort()}>
            Cancel upload
          </Button>
        )}
        <SubmitButton
          busy={busy}
          busyLabel={progress === null ? "Uploading..." : progress < 100 ? `Uploading... ${progress}%` : "Saving..."}
        >
          Upload
        </SubmitButton>
      </div>
    </form>
  );
}
