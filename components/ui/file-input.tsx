"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type ComponentProps, type Ref } from "react";

import { Field, splitShell, type ShellProps } from "@/components/ui/field";
import { formatBytes } from "@/lib/format";

// A labelled file input that shows what was chosen (name and size) and, while the files are sent,
// an upload progress bar. The input stays uncontrolled (browsers do not let a page set its value);
// `selected` is the form's value, and when it becomes empty the input is cleared to match.
// With react-hook-form: a Controller whose field.onChange gets the chosen files.

type InputProps = Omit<ComponentProps<"input">, "id" | "type" | "value" | "onChange" | "className" | "ref">;

export function FileInput({
  selected,
  progress = null,
  onFiles,
  ref,
  ...props
}: Omit<ShellProps, "hideLabel"> &
  InputProps & {
    /** The chosen file(s), as the form holds them. */
    selected: File | readonly File[] | null | undefined;
    /** Upload progress 0-100 while sending, null otherwise. */
    progress?: number | null;
    onFiles: (files: File[]) => void;
    ref?: Ref<HTMLInputElement>;
  }) {
  const t = useTranslations("ui.fileInput");
  const [shell, input] = splitShell(props);
  const generated = useId();
  const inputId = shell.id ?? generated;
  const own = useRef<HTMLInputElement | null>(null);
  const files = selected ? (Array.isArray(selected) ? selected : [selected as File]) : [];
  const count = files.length;
  useEffect(() => {
    if (count === 0 && own.current?.value) own.current.value = "";
  });

  const setRef = (node: HTMLInputElement | null) => {
    own.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };
  const summaryId = `${inputId}-selected`;

  return (
    <Field {...shell} id={inputId} describedBy={count ? summaryId : undefined}>
      {(control) => (
        <>
          <input
            {...control}
            {...input}
            ref={setRef}
            type="file"
            onChange={(e) => onFiles(Array.from(e.target.files ?? []))}
            className="block w-full cursor-pointer rounded-md border border-slate-300 bg-white text-sm text-slate-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600"
          />
          {count > 0 && (
            <p id={summaryId} className="mt-1 text-xs text-slate-700" data-testid="file-selected">
              {t("selected", { count })}
              {files.map((f) => `${f.name} (${formatBytes(f.size)})`).join(", ")}
            </p>
          )}
          {progress !== null && <UploadProgress value={progress} />}
        </>
      )}
    </Field>
  );
}

/**
 * "Uploading... 40%" above a bar. Announced politely in steps of a quarter (0, 25, 50, 75, 100%):
 * every percent would queue dozens of announcements on a slow link.
 */
export function UploadProgress({ value }: { value: number }) {
  const t = useTranslations("ui.fileInput");
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const labelId = useId();
  return (
    <div className="mt-2">
      {/* All sent: what is left is the server's answer, not more uploading. */}
      <p id={labelId} className="text-sm text-slate-700">
        {percent === 100 ? t("waiting") : t("uploading", { percent })}
      </p>
      <p aria-live="polite" className="sr-only">
        {percent === 100 ? t("waiting") : t("uploading", { percent: Math.floor(percent / 25) * 25 })}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
