"use client";

import { useTranslations } from "next-intl";
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from "react";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { formatBytes } from "@/lib/format";
import { IMAGE_SOURCE_MAX_BYTES, kb, type ImageChoice, type ImageRule } from "@/lib/validation/gov-images";

import { CropDialog } from "./crop-dialog";
import { loadPicture, prepareImage, type CropArea } from "./crop-image";

// A photo or signature field of the government application. The applicant picks any picture a
// phone takes (JPEG, PNG, HEIC where the browser opens it...), crops and turns it in a dialog, and
// the browser makes the JPEG the rule asks for; the field then shows that file, its KB and pixels.
// The value is the file to upload, so the server sees exactly what the preview shows.
//
// The field's own words come from the catalogue (govForm.image); the rule's messages from
// lib/validation/gov-images.ts and crop-image.ts stay English and are put in the page's language
// by their text (errors.gov.image), where they show: the field's error and the crop dialog.
// i18n-keys: errors.gov.image.*, govForm.image.labels.*, govForm.image.nouns.*

export type { ImageChoice };

const fileClass =
  "block w-full cursor-pointer rounded-md border border-slate-300 bg-white text-sm text-slate-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100 aria-invalid:border-red-600";

export function ImageField({
  rule,
  value,
  onChange,
  onBlur,
  error,
  ref,
  id = rule.field,
  label,
  required = true,
  className,
}: {
  rule: ImageRule;
  value: ImageChoice | null;
  onChange(choice: ImageChoice | null): void;
  onBlur?: () => void;
  error?: string;
  /** Focus goes to the file input, or to "Change" once a picture is chosen (react-hook-form's field.ref). */
  ref?: Ref<{ focus(): void }>;
  id?: string;
  label?: string;
  required?: boolean;
  className?: string;
}) {
  const t = useTranslations("govForm.image");
  const noun = t(`nouns.${rule.field}`);
  const input = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  const [picture, setPicture] = useState<{ url: string; name: string } | null>(null);
  // The picture in the dialog now: a JPEG finished after Cancel or a new pick is dropped.
  const cropping = useRef<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const summaryId = `${id}-summary`;
  const ruleId = `${id}-rule`;

  useImperativeHandle(ref, () => ({ focus: () => (value ? change.current : input.current)?.focus() }), [value]);

  // blob: URLs of the made file (the preview) and of the picture being cropped, released when done.
  const preview = useMemo(() => (value ? URL.createObjectURL(value.file) : null), [value]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => void (picture && URL.revokeObjectURL(picture.url)), [picture]);

  const pick = async (file: File | undefined) => {
    // Cleared, so choosing the same file again after Cancel still fires a change.
    if (input.current) input.current.value = "";
    if (!file) return;
    setProblem(null);
    if (file.size > IMAGE_SOURCE_MAX_BYTES) {
      return setProblem(
        t("tooLarge", { name: file.name, size: formatBytes(file.size), max: formatBytes(IMAGE_SOURCE_MAX_BYTES) }),
      );
    }
    if (file.type && !file.type.startsWith("image/")) {
      return setProblem(t("notPicture", { name: file.name }));
    }
    setOpening(true);
    const url = URL.createObjectURL(file);
    try {
      await loadPicture(url);
      cropping.current = url;
      setPicture({ url, name: file.name });
    } catch {
      URL.revokeObjectURL(url);
      setProblem(t("cannotOpen", { name: file.name }));
    } finally {
      setOpening(false);
    }
  };

  const use = async (area: CropArea, rotation: number): Promise<string | null> => {
    if (!picture) return null;
    try {
      const made = await prepareImage(rule, await loadPicture(picture.url), area, rotation);
      if (cropping.current !== picture.url) return null;
      if (!made.ok) return made.message;
      close();
      onChange({ file: made.file, width: made.width, height: made.height, source: picture.name });
      return null;
    } catch {
      return t("cannotPrepare", { noun, field: rule.field });
    }
  };

  const close = () => {
    cropping.current = null;
    setPicture(null);
  };

  const { width, height } = rule.target;
  return (
    <Field
      id={id}
      label={label ?? t(`labels.${rule.field}`)}
      required={required}
      error={problem ?? error}
      describedBy={value ? `${ruleId} ${summaryId}` : ruleId}
      className={className}
    >
      {(control) => (
        <>
          {/* The rule sits under the label, read before a picture is chosen. */}
          <p id={ruleId} className="mb-2 text-xs text-slate-600">
            {t("rule", {
              min: rule.minBytes / 1024,
              max: rule.maxBytes / 1024,
              printSize: rule.printSize,
              width,
              height,
            })}
          </p>
          <div className="flex items-start gap-4">
            <div
              className={`flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50 text-center text-xs text-slate-500 ${width < height ? "w-24" : "w-40"}`}
              style={{ aspectRatio: `${width} / ${height}` }}
            >
              {preview ? (
                // eslint-disable-next-line @next/next/no-img-element -- a blob: preview of the file made in the browser
                <img
                  src={preview}
                  alt={t("preview", { noun, field: rule.field })}
                  className="h-full w-full object-contain"
                />
              ) : (
                t("none", { noun })
              )}
            </div>
            <div className="min-w-0 flex-1 space-y-2">
              <input
                {...control}
                ref={input}
                type="file"
                accept="image/*"
                // Once a picture is chosen "Change" opens the input, which stays for its label.
                tabIndex={value ? -1 : undefined}
                className={value ? "sr-only" : fileClass}
                onChange={(e) => void pick(e.target.files?.[0])}
                // The dialog gives focus back to the input it opened from; "Change" now stands for it.
                onFocus={() => value && change.current?.focus()}
                onBlur={onBlur}
              />
              {value && (
                <>
                  <p id={summaryId} className="text-sm text-slate-700" data-testid={`${rule.field}-summary`}>
                    {t("summary", {
                      name: value.file.name,
                      size: kb(value.file.size),
                      width: value.width,
                      height: value.height,
                    })}
                    <span className="block truncate text-xs text-slate-500">
                      {t("madeFrom", { source: value.source })}
                    </span>
                  </p>
                  <Button
                    ref={change}
                    size="sm"
                    onClick={() => input.current?.click()}
                    onBlur={onBlur}
                    aria-describedby={control["aria-describedby"]}
                  >
                    {t("change")} <span className="sr-only">{noun}</span>
                  </Button>
                </>
              )}
              <p aria-live="polite" className="text-sm text-slate-700">
                {opening ? t("opening") : ""}
              </p>
            </div>
            {picture && <CropDialog rule={rule} picture={picture.url} onUse={use} onCancel={close} />}
          </div>
        </>
      )}
    </Field>
  );
}
