// Turns the applicant's crop of a picture into the JPEG a rule asks for, in the browser: draw the
// crop at the rule's pixel size on a canvas, then search the JPEG quality until the file lands in
// the rule's KB window (lib/fit-jpeg). A picture too plain to reach the minimum is tried once more
// at the largest size the rule allows, since more pixels carry more bytes.
import { fitJpegQuality } from "@/lib/fit-jpeg";
import { imageRuleProblem, kb, type ImageRule } from "@/lib/validation/gov-images";

/** A crop in pixels of the picture as turned (react-easy-crop's croppedAreaPixels). */
export type CropArea = { x: number; y: number; width: number; height: number };
export type Size = { width: number; height: number };

export type PreparedImage = { ok: true; file: File; width: number; height: number } | { ok: false; message: string };

/** The output sizes to try: the rule's target, then the largest of the same shape within its bounds. */
export function outputSizes(rule: ImageRule): Size[] {
  const aspect = rule.target.width / rule.target.height;
  const width = Math.floor(Math.min(rule.maxWidth, rule.maxHeight * aspect));
  const largest = { width, height: Math.min(rule.maxHeight, Math.round(width / aspect)) };
  return largest.width > rule.target.width ? [rule.target, largest] : [rule.target];
}

/**
 * The canvas transform (a, b, c, d, e, f) that draws the picture, turned `rotation` degrees
 * clockwise about its centre, so that `area` of the turned picture fills an `output`-sized canvas.
 */
export function cropTransform(picture: Size, area: CropArea, rotation: number, output: Size) {
  const turn = (((rotation % 360) + 360) % 360) / 90;
  // Exact quarter turns: cos and sin of 90° in floating point leave 6e-17 smears.
  const cos = [1, 0, -1, 0][turn] ?? Math.cos((rotation * Math.PI) / 180);
  const sin = [0, 1, 0, -1][turn] ?? Math.sin((rotation * Math.PI) / 180);
  const boxWidth = Math.abs(picture.width * cos) + Math.abs(picture.height * sin);
  const boxHeight = Math.abs(picture.width * sin) + Math.abs(picture.height * cos);
  const sx = output.width / area.width;
  const sy = output.height / area.height;
  const [cx, cy] = [picture.width / 2, picture.height / 2];
  return [
    sx * cos,
    sy * sin,
    -sx * sin,
    sy * cos,
    sx * (-cos * cx + sin * cy + boxWidth / 2 - area.x),
    sy * (-sin * cx - cos * cy + boxHeight / 2 - area.y),
  ] as const;
}

/** Loads a picture the browser can decode (EXIF orientation applied), or rejects. */
export async function loadPicture(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  if (!image.naturalWidth || !image.naturalHeight) throw new Error("The picture has no pixels");
  return image;
}

function drawCrop(image: HTMLImageElement, area: CropArea, rotation: number, output: Size): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  // JPEG has no transparency: a PNG's clear parts and any edge outside the picture become white.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, output.width, output.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  const picture = { width: image.naturalWidth, height: image.naturalHeight };
  context.setTransform(...cropTransform(picture, area, rotation, output));
  context.drawImage(image, 0, 0);
  return canvas;
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("JPEG encoding failed"))), "image/jpeg", quality),
  );
}

export async function prepareImage(
  rule: ImageRule,
  image: HTMLImageElement,
  area: CropArea,
  rotation: number,
): Promise<PreparedImage> {
  const noun = rule.label.toLowerCase();
  for (const size of outputSizes(rule)) {
    const canvas = drawCrop(image, area, rotation, size);
    const fit = await fitJpegQuality((quality) => toJpeg(canvas, quality), rule);
    if (fit.ok) {
      const blob = fit.encoded;
      const facts = { mime: blob.type, bytes: blob.size, ...size };
      const problem = imageRuleProblem(rule, facts);
      if (problem) return { ok: false, message: problem };
      const file = new File([blob], `${rule.field}.jpg`, { type: "image/jpeg", lastModified: Date.now() });
      return { ok: true, file, ...size };
    }
    if (fit.reason === "too-much-detail") {
      return {
        ok: false,
        message: `This ${noun} has too much fine detail to fit in ${kb(rule.maxBytes)}. Zoom in, or use a picture with a plainer background.`,
      };
    }
    if (fit.reason === "window-skipped") {
      return {
        ok: false,
        message: `This ${noun} could not be saved between ${kb(rule.minBytes)} and ${kb(rule.maxBytes)}. Zoom in or out a little and try again.`,
      };
    }
  }
  return {
    ok: false,
    message: `This picture has too little detail to make a ${noun} of at least ${kb(rule.minBytes)}. Zoom out, or use a sharper picture taken in good light.`,
  };
}
