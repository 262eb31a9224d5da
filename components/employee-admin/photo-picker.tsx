"use client";

/* eslint-disable @next/next/no-img-element -- previews are local object URLs and authorised API images */
import { useEffect, useId, useMemo, useState } from "react";

import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_NOT_IMAGE, PROFILE_PHOTO_TOO_LARGE } from "@/lib/validation/employees";

import { Avatar } from "@/components/ui/avatar";

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
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (value.file ? URL.createObjectURL(value.file) : null), [value.file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const shown = preview ?? (value.remove ? null : current);
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
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          Profile Photo (optional)
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            setError(null);
            if (file && !file.type.startsWith("image/")) {
              setError(PROFILE_PHOTO_NOT_IMAGE);
              e.target.value = "";
              return onChange({ ...value, file: null });
            }
            if (file && file.size > PROFILE_PHOTO_MAX_BYTES) {
              setError(PROFILE_PHOTO_TOO_LARGE);
              e.target.value = "";
              return onChange({ ...value, file: null });
            }
            onChange({ file, remove: false });
          }}
          className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            JPG, PNG, GIF or WebP, up to 5 MB.
          </p>
        )}
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
