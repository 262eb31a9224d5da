"use client";

import { useEffect, useMemo, type Ref } from "react";

import { FileInput } from "@/components/ui/file-input";
import { PHOTO_MIME_TYPES, type PhotoChoice } from "@/lib/validation/gov-applications";

// Passport-size photo: JPG, PNG or GIF up to 5 MB, previewed as soon as it is chosen. A file the
// browser cannot display (a .png that is not an image) is reported as unreadable.
export function PhotoField({
  value,
  error,
  onChange,
  onBlur,
  ref,
}: {
  value: PhotoChoice;
  error?: string;
  onChange(choice: PhotoChoice): void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const file = value?.file ?? null;
  // A blob: URL of the chosen file, released when it changes or the form goes away.
  const preview = useMemo(() => (file && !error ? URL.createObjectURL(file) : null), [file, error]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <div className="flex items-start gap-4 sm:col-span-2">
      <div className="flex h-32 w-26 shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50 text-center text-xs text-slate-500">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob: preview of the applicant's own file
          <img
            src={preview}
            alt="Preview of the selected photo"
            className="h-full w-full object-cover"
            onError={() => file && onChange({ file, readable: false })}
          />
        ) : (
          "No photo"
        )}
      </div>
      <FileInput
        id="photo"
        name="photo"
        label="Passport Size Photo"
        required
        accept={PHOTO_MIME_TYPES.join(",")}
        hint="JPG, PNG, GIF (max 5 MB)"
        error={error}
        selected={file}
        onFiles={(files) => onChange(files[0] ? { file: files[0], readable: true } : null)}
        onBlur={onBlur}
        ref={ref}
        className="min-w-0 flex-1"
      />
    </div>
  );
}
