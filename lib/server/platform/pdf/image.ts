import "server-only";

import UPNG from "@pdf-lib/upng";
import { GifReader } from "omggif";
import { degrees, type PDFDocument, type PDFImage } from "pdf-lib";

import { colors, type PdfWriter } from "@/lib/server/platform/pdf/writer";

// Uploaded images into a PDF. PDF takes JPEG and PNG as they are; a GIF (which the application
// form accepts) is decoded and re-encoded as PNG. A phone's JPEG is often stored sideways with an
// EXIF note saying how to turn it, which browsers obey: so does this, or the photo prints sideways.

/** An image's bytes and detected type: a StoredFile is one. */
export type ImageFile = { contentType: string; data: Uint8Array };

/** An embedded image, its upright size, and how to place it upright (EXIF rotation, degrees clockwise). */
export type EmbeddedImage = { image: PDFImage; width: number; height: number; rotation: 0 | 90 | 180 | 270 };

/** The embedded image, or null when its bytes cannot be read as the image they claim to be. */
export async function embedImage(doc: PDFDocument, file: ImageFile): Promise<EmbeddedImage | null> {
  const bytes = new Uint8Array(file.data);
  try {
    if (file.contentType === "image/png") return upright(await doc.embedPng(bytes), 0);
    if (file.contentType === "image/jpeg") return upright(await doc.embedJpg(bytes), jpegRotation(bytes));
    if (file.contentType === "image/gif") return upright(await doc.embedPng(gifToPng(bytes)), 0);
  } catch {
    // A truncated or malformed image: the caller prints a placeholder.
  }
  return null;
}

function upright(image: PDFImage, rotation: EmbeddedImage["rotation"]): EmbeddedImage {
  const turned = rotation === 90 || rotation === 270;
  return {
    image,
    width: turned ? image.height : image.width,
    height: turned ? image.width : image.height,
    rotation,
  };
}

/**
 * pdf-lib's drawImage options that draw `img` upright into the rectangle (x, y, width, height),
 * where width and height are the upright size. pdf-lib rotates about the image's origin corner.
 */
export function placement(img: EmbeddedImage, x: number, y: number, width: number, height: number) {
  switch (img.rotation) {
    case 90:
      return { x, y: y + height, width: height, height: width, rotate: degrees(-90) };
    case 180:
      return { x: x + width, y: y + height, width, height, rotate: degrees(180) };
    case 270:
      return { x: x + width, y, width: height, height: width, rotate: degrees(90) };
    default:
      return { x, y, width, height };
  }
}

/**
 * An image fitted (aspect kept) into the box whose top-left corner is (x, top), with a frame.
 * An image that cannot be decoded leaves the frame with `fallback` in it: never a failed document.
 */
export async function drawImageBox(
  pdf: PdfWriter,
  file: ImageFile | null,
  box: { x: number; top: number; width: number; height: number },
  fallback: string,
) {
  const frame = { x: box.x, y: box.top - box.height, width: box.width, height: box.height };
  pdf.page.drawRectangle({ ...frame, borderColor: colors.rule, borderWidth: 0.8 });
  const image = file ? await embedImage(pdf.doc, file) : null;
  if (!image) {
    const lines = pdf.wrap(fallback, box.width - 8, { size: 8 });
    pdf.drawLines(lines, box.x + 4, box.top - box.height / 2 + lines.length * 6, { size: 8, color: colors.muted });
    return false;
  }
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const x = box.x + (box.width - width) / 2;
  const y = box.top - box.height + (box.height - height) / 2;
  pdf.page.drawImage(image.image, placement(image, x, y, width, height));
  return true;
}

/** The first frame of a GIF as a PNG. */
function gifToPng(bytes: Uint8Array): Uint8Array {
  const gif = new GifReader(bytes);
  const pixels = new Uint8Array(gif.width * gif.height * 4);
  gif.decodeAndBlitFrameRGBA(0, pixels);
  return new Uint8Array(UPNG.encode([pixels.buffer], gif.width, gif.height, 0));
}

/** Clockwise turn that EXIF orientation 3, 6 or 8 asks for (mirrored orientations are left as stored). */
export function jpegRotation(bytes: Uint8Array): EmbeddedImage["rotation"] {
  const orientation = exifOrientation(bytes);
  return orientation === 3 ? 180 : orientation === 6 ? 90 : orientation === 8 ? 270 : 0;
}

/** The EXIF Orientation tag (0x0112) of a JPEG's APP1 segment, or 1 (as stored) when absent. */
function exifOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length && view.getUint16(0) === 0xffd8) {
    const marker = view.getUint16(offset);
    const length = view.getUint16(offset + 2);
    if (marker === 0xffe1 && view.getUint32(offset + 4) === 0x45786966) {
      const tiff = offset + 10; // after "Exif\0\0"
      if (tiff + 8 > bytes.length) return 1;
      const little = view.getUint16(tiff) === 0x4949;
      const ifd = tiff + view.getUint32(tiff + 4, little);
      if (ifd + 2 > bytes.length) return 1;
      const entries = view.getUint16(ifd, little);
      for (let i = 0; i < entries; i++) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > bytes.length) return 1;
        if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
      }
      return 1;
    }
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return 1; // not a marker, or image data began
    offset += 2 + length;
  }
  return 1;
}
