"use client";

import { RotateCcw, RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import Cropper from "react-easy-crop";

import { useErrorText } from "@/components/i18n/error-text";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { ImageRule } from "@/lib/validation/gov-images";

import type { CropArea } from "./crop-image";

// The crop step of a photo or signature: the frame has the rule's shape, the applicant drags (or
// moves with the arrow keys), zooms and turns the picture by quarter turns, then "Use this" makes
// the JPEG. Errors of that step (too little detail...) show here, so the applicant can re-frame.

const MAX_ZOOM = 5;

export function CropDialog({
  rule,
  picture,
  onUse,
  onCancel,
}: {
  rule: ImageRule;
  /** A blob: URL of the picture the applicant chose. */
  picture: string;
  /** Makes the JPEG; resolves to a message when it cannot (the dialog stays open). */
  onUse(area: CropArea, rotation: number): Promise<string | null>;
  onCancel(): void;
}) {
  const t = useTranslations("govForm");
  const errorText = useErrorText();
  // i18n-keys: govForm.image.nouns.*, govForm.image.labels.*
  const noun = t(`image.nouns.${rule.field}`);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const area = useRef<CropArea | null>(null);
  // The cropper reports its first area once the picture has loaded; until then there is nothing to use.
  const [ready, setReady] = useState(false);
  const zoomId = useId();
  const helpId = useId();

  const turn = (quarter: 1 | -1) => {
    setProblem(null);
    setRotation((r) => (r + quarter * 90 + 360) % 360);
  };
  const use = async () => {
    if (!area.current) return;
    setBusy(true);
    setProblem(null);
    const message = await onUse(area.current, rotation);
    // On success the owner closes the dialog and this component is gone.
    if (message) {
      setProblem(message);
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t("crop.title", { noun, field: rule.field })}
      description={t("crop.description", { noun })}
      closeLabel={t("crop.close")}
      onClose={onCancel}
      padded={false}
      footer={
        <>
          <p aria-live="polite" className="mr-auto text-sm text-slate-700">
            {busy ? t("crop.preparing", { noun, field: rule.field }) : ""}
          </p>
          <Button onClick={onCancel}>{t("crop.cancel")}</Button>
          <Button variant="primary" busy={busy} disabled={!ready} onClick={() => void use()}>
            {t("crop.use")}
          </Button>
        </>
      }
    >
      <div className="relative h-[min(22rem,45dvh)] bg-slate-900">
        <Cropper
          image={picture}
          crop={crop}
          zoom={zoom}
          rotation={rotation}
          maxZoom={MAX_ZOOM}
          aspect={rule.target.width / rule.target.height}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => {
            area.current = pixels;
            setReady(true);
          }}
          cropperProps={{
            role: "group",
            "aria-label": t("crop.frame", { label: t(`image.labels.${rule.field}`) }),
            "aria-describedby": helpId,
          }}
          keyboardStep={10}
        />
      </div>
      <div className="space-y-4 px-5 py-4 sm:px-6">
        <p id={helpId} className="text-sm text-slate-600">
          {t("crop.help")}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <label htmlFor={zoomId} className="text-sm font-medium text-slate-700">
            {t("crop.zoom")}
          </label>
          <input
            id={zoomId}
            type="range"
            min={1}
            max={MAX_ZOOM}
            step={0.1}
            value={zoom}
            aria-valuetext={t("crop.zoomValue", { value: zoom.toFixed(1) })}
            onChange={(e) => setZoom(Number(e.target.value))}
            className="min-w-32 flex-1 accent-brand-700"
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={() => turn(-1)}>
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              {t("crop.rotateLeft")}
            </Button>
            <Button size="sm" onClick={() => turn(1)}>
              <RotateCw aria-hidden="true" className="h-4 w-4" />
              {t("crop.rotateRight")}
            </Button>
          </div>
        </div>
        {problem ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
            {errorText(problem)}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
