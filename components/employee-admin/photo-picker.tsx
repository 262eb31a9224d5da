"use client";

/* eslint-disable @next/next/no-img-element -- previews are local object URLs and authorised API images */
import { useEffect, useMemo, useState } from "react";

import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_NOT_IMAGE, PROFILE_PHOTO_TOO_LARGE } from "@/lib/validation/employees";

import { Avatar } from "@/components/ui/avatar";
import { FileInput } from "@/components/ui/file-input";

type Value = { file: File | null; remove: boolean };

/** Optional profile photo: any image (the server checks the bytes), previewed before saving. */
export function PhotoPicker({
  current,
  name,
  value,
  onChange,
}: {
  current: string | null;
  name: string;
  value: Value;
  onChange: (v: Value) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (value.file ? URL.createObjectURL(value.file) : null), [value.file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const shown = preview ?? (value.remove ? null : current);
  const choose = (files: File[]) => {
    const file = files[0] ?? null;
    const problem = !file
      ? null
      : !file.type.startsWith("image/")
        ? PROFILE_PHOTO_NOT_IMAGE
        : file.size > PROFILE_PHOTO_MAX_BYTES
          ? PROFILE_PHOTO_TOO_LARGE
          : null;
    setError(problem);
    onChange(problem ? { ...value, file: null } : { file, remove: false });
  };

  return (
    <div className="flex items-center gap-4">
      {shown ? (
        <img
          src={shown}
          alt="Profile photo preview"
          className="h-20 w-20 rounded-full object-cover ring-1 ring-slate-200"
        />
      ) : (
        <Avatar name={name} src={null} size="lg" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <FileInput
          label="Profile Photo (optional)"
          accept="image/*"
          hint="JPG, PNG, GIF or WebP, up to 5 MB."
          error={error ?? undefined}
          selected={value.file}
          onFiles={choose}
        />
        {current && !value.file && (
          <label className="flex items-center gap-2 text-xs text-slate-700">
            <input
              type="checkbox"
              checked={value.remove}
              onChange={(e) => onChange({ file: null, remove: e.target.checked })}
            />
            Remove current photo
          </label>
        )}
      </div>
    </div>
  );
}
