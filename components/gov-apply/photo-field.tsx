"use client";

import { useEffect, useMemo } from "react";

import { FieldError } from "@/components/gov-apply/fields";
import { PHOTO_MIME_TYPES } from "@/lib/validation/gov-applications";

// Passport-size photo: JPG, PNG or GIF up to 5 MB, previewed as soon as it is chosen.
export function PhotoField({
  file,
  error,
  disabled,
  onChange,
  onInvalidImage,
}: {
  file: File | null;
  error?: string;
  disabled?: boolean;
  onChange(file: File | null): void;
  onInvalidImage(): void;
}) {
  // A blob: URL of the chosen file, released when it changes or the form goes away.
  const preview = useMemo(() => (file && !error ? URL.createObjectURL(file) : null), [file, error]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <div className="sm:col-span-2">
      <div className="mb-1 flex gap-0.5 text-sm font-medium text-slate-700">
        <label htmlFor="photo">Passport Size Photo</label>
        <span aria-hidden="true" className="text-red-600">
          *
        </span>
      </div>
      <div className="flex items-start gap-4">
        <div className="flex h-32 w-26 shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50 text-center text-xs text-slate-400">
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- a blob: preview of the applicant's own file
            <img
              src={preview}
              alt="Preview of the selected photo"
              className="h-full w-full object-cover"
              onError={onInvalidImage}
            />
          ) : (
            "No photo"
          )}
        </div>
        <div className="min-w-0 flex-1">
          <input
            id="photo"
            name="photo"
            type="file"
            accept={PHOTO_MIME_TYPES.join(",")}
            disabled={disabled}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "photo-error" : "photo-hint"}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          />
          <p id="photo-hint" className="mt-1 text-xs text-slate-500">
            JPG, PNG, GIF (max 5 MB)
          </p>
          <FieldError id="photo-error" message={error} />
        </div>
      </div>
    </div>
  );
}
