import "server-only";

import { imageSize } from "image-size";

import { detectFileType } from "@/lib/server/platform/file-type";
import { imageRuleProblem, type ImageRule } from "@/lib/validation/gov-images";

// The server's half of the photo and signature rules: the type from the bytes (a PNG renamed .jpg
// is a PNG), the pixel size from the image's own header, then the shared rule check, so the
// applicant reads the same message the browser would have shown.

export type ImageCheck =
  | { ok: true; mime: "image/jpeg"; width: number; height: number }
  /** unsupported: the bytes are not a JPEG at all (the caller answers 415 for that alone). */
  | { ok: false; message: string; unsupported: boolean };

export async function checkImage(rule: ImageRule, data: Buffer): Promise<ImageCheck> {
  const refuse = (message: string, unsupported = false) => ({ ok: false as const, message, unsupported });
  if (!data.byteLength) return refuse(`${rule.label} is empty; choose the file again.`);
  const type = await detectFileType(data);
  if (type?.mime !== rule.mime) {
    // The type is the rule checked first, so this names it whatever else is wrong.
    const facts = { mime: type?.mime ?? null, bytes: data.byteLength, width: 0, height: 0 };
    return refuse(imageRuleProblem(rule, facts) ?? `${rule.label} must be a JPEG image (.jpg).`, true);
  }
  const size = displayedSize(data);
  if (!size) return refuse(`${rule.label} could not be read as an image; save it again as a JPEG.`);
  const problem = imageRuleProblem(rule, { mime: type.mime, bytes: data.byteLength, ...size });
  return problem ? refuse(problem) : { ok: true, mime: rule.mime, ...size };
}

/** Width and height as the image is shown: EXIF orientations 5-8 turn it a quarter. */
function displayedSize(data: Buffer): { width: number; height: number } | null {
  try {
    const { width, height, orientation } = imageSize(data);
    if (!width || !height) return null;
    return orientation && orientation >= 5 && orientation <= 8 ? { width: height, height: width } : { width, height };
  } catch {
    // A truncated or corrupt header: image-size throws rather than guess.
    return null;
  }
}
