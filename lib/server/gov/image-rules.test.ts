import UPNG from "@pdf-lib/upng";
import { describe, expect, it } from "vitest";

import { makeJpeg, validPhotoJpeg, validSignatureJpeg } from "@/lib/testing/jpeg";
import { PHOTO_RULE, SIGNATURE_RULE } from "@/lib/validation/gov-images";

import { checkImage } from "./image-rules";

const KB = 1024;

describe("checkImage", () => {
  it("accepts a photo and a signature that meet their rules, with their pixel sizes", async () => {
    expect(await checkImage(PHOTO_RULE, await validPhotoJpeg())).toEqual({
      ok: true,
      mime: "image/jpeg",
      width: 350,
      height: 450,
    });
    expect(await checkImage(SIGNATURE_RULE, await validSignatureJpeg())).toEqual({
      ok: true,
      mime: "image/jpeg",
      width: 420,
      height: 180,
    });
  });

  it.each([
    {
      case: "too many KB",
      rule: PHOTO_RULE,
      image: { width: 350, height: 450, minBytes: 60 * KB, maxBytes: 80 * KB },
      message: /^Photo is \d+\.\d KB; it must be at most 50 KB\.$/,
    },
    {
      case: "too few KB",
      rule: SIGNATURE_RULE,
      image: { width: 420, height: 180, maxBytes: 8 * KB },
      message: /^Signature is \d\.\d KB; it must be at least 10 KB\.$/,
    },
    {
      case: "too few pixels",
      rule: PHOTO_RULE,
      image: { width: 150, height: 190, minBytes: 25 * KB, maxBytes: 45 * KB },
      message: "Photo is 150 × 190 pixels; it must be at least 200 × 250 pixels.",
    },
    {
      case: "too many pixels",
      rule: PHOTO_RULE,
      image: { width: 700, height: 900, minBytes: 25 * KB, maxBytes: 45 * KB },
      message: "Photo is 700 × 900 pixels; it must be at most 600 × 800 pixels.",
    },
    {
      case: "a square photo",
      rule: PHOTO_RULE,
      image: { width: 400, height: 400, minBytes: 25 * KB, maxBytes: 45 * KB },
      message: "Photo is 400 × 400 pixels; its shape must be about 3.5 × 4.5 cm (width 350 for height 450).",
    },
    {
      case: "a signature turned upright by its EXIF orientation",
      rule: SIGNATURE_RULE,
      image: { width: 420, height: 180, minBytes: 12 * KB, maxBytes: 18 * KB, orientation: 6 },
      message: "Signature is 180 × 420 pixels; it must be at least 200 × 80 pixels.",
    },
  ])("refuses $case, naming the rule", async ({ rule, image, message }) => {
    const result = await checkImage(rule, await makeJpeg(image));
    const named = typeof message === "string" ? message : expect.stringMatching(message);
    expect(result).toEqual({ ok: false, message: named, unsupported: false });
  });

  it("measures a photo as it is displayed, after its EXIF orientation", async () => {
    // Stored landscape, shown portrait: a phone camera's usual file.
    const turned = await makeJpeg({ width: 450, height: 350, minBytes: 25 * KB, maxBytes: 45 * KB, orientation: 8 });
    expect(await checkImage(PHOTO_RULE, turned)).toEqual({ ok: true, mime: "image/jpeg", width: 350, height: 450 });
  });

  it("refuses a PNG renamed .jpg as not a JPEG (unsupported)", async () => {
    const png = Buffer.from(UPNG.encode([new Uint8Array(350 * 450 * 4).fill(200).buffer], 350, 450, 0));
    expect(await checkImage(PHOTO_RULE, png)).toEqual({
      ok: false,
      message: "Photo must be a JPEG image (.jpg).",
      unsupported: true,
    });
  });

  it("refuses an empty file and a JPEG whose header is cut off, saying so", async () => {
    expect(await checkImage(PHOTO_RULE, Buffer.alloc(0))).toEqual({
      ok: false,
      message: "Photo is empty; choose the file again.",
      unsupported: false,
    });
    const cut = (await validPhotoJpeg()).subarray(0, 40);
    expect(await checkImage(PHOTO_RULE, cut)).toEqual({
      ok: false,
      message: "Photo could not be read as an image; save it again as a JPEG.",
      unsupported: false,
    });
  });
});
