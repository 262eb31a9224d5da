import "server-only";

import { imageSize } from "image-size";

// What a camera writes into an image besides its pixels: the place it was taken (GPS, often the
// applicant's home), the time, the phone, a thumbnail of the uncut picture, editing software's notes.
// Applicants' certificates arrive as the phone took them, and staff who open one, or an export, need
// none of that. Removed at the byte level, with no decoder: the picture's data is copied unchanged.
// A JPEG keeps what draws it right (JFIF, the colour profile, Adobe's colour transform) and its
// EXIF orientation, rewritten as the only EXIF field, so a photo taken sideways still shows upright.
// A PNG loses its text and EXIF chunks, a WebP its EXIF and XMP chunks, a GIF its comments and
// applications' blocks (XMP among them) other than the loop count and the colour profile.

// APP segments kept whatever they hold (APP2 is kept only for a colour profile: keptSegment).
const JPEG_KEPT_APP = new Set([0xe0 /* JFIF */, 0xee /* Adobe */]);
const EXIF_HEADER = Buffer.from("Exif\0\0", "latin1");

/** The EXIF orientation (1-8) of an APP1 segment's payload, or null. */
function exifOrientation(payload: Buffer): number | null {
  if (payload.length < 14 || !payload.subarray(0, 6).equals(EXIF_HEADER)) return null;
  const tiff = payload.subarray(6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  if (!little && tiff.toString("latin1", 0, 2) !== "MM") return null;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment whose EXIF holds the orientation and nothing else. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18); // in the entry itself (padded to 4 bytes)
  tiff.writeUInt32BE(0, 22); // no next IFD
  const payload = Buffer.concat([EXIF_HEADER, tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** Whether a segment is kept: what draws the picture right (JFIF, an ICC colour profile, Adobe's), not words or other pictures. */
function keptSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xfe) return false; // a comment
  if (marker < 0xe0 || marker > 0xef) return true; // tables, frame and restart headers
  // APP2 holds the colour profile, or (MPF) the index of further pictures after this one.
  if (marker === 0xe2) return payload.subarray(0, 12).equals(ICC_PROFILE);
  return JPEG_KEPT_APP.has(marker);
}
const ICC_PROFILE = Buffer.from("ICC_PROFILE\0", "latin1");

/** Where a scan's compressed data starting at `from` ends: at the next marker (0xff 0x00 is a data byte, 0xff 0xd0-0xd7 a restart, 0xff 0xff fill), or -1. */
function scanDataEnd(data: Buffer, from: number): number {
  for (let at = from; at + 1 < data.length; at++) {
    if (data[at] !== 0xff) continue;
    const next = data[at + 1];
    if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return at;
  }
  return -1;
}

function jpegWithoutMetadata(data: Buffer): Buffer {
  const parts: Buffer[] = [data.subarray(0, 2)];
  let orientation: number | null = null;
  let scanned = false;
  let at = 2;
  while (at + 2 <= data.length) {
    if (data[at] !== 0xff) return data; // not a marker where one must be: leave the file as it came
    const marker = data[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      // End of image. What a phone writes after it goes too: further pictures (a depth map, a
      // preview) and a motion photo's video, each with EXIF of its own.
      parts.push(data.subarray(at, at + 2));
      return Buffer.concat(parts);
    }
    if (at + 4 > data.length) return data;
    const length = data.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > data.length) return data;
    if (marker === 0xda) {
      if (!scanned && orientation !== null && orientation !== 1) {
        // After JFIF's APP0, which must come first, where there is one.
        const afterJfif = parts[1]?.[0] === 0xff && parts[1][1] === 0xe0 ? 2 : 1;
        parts.splice(afterJfif, 0, orientationSegment(orientation));
      }
      scanned = true;
      // The scan's header and its compressed picture, as they are, up to the marker after them.
      const dataEnd = scanDataEnd(data, end);
      if (dataEnd < 0) {
        parts.push(data.subarray(at)); // cut off before its end: the rest as it came
        return Buffer.concat(parts);
      }
      parts.push(data.subarray(at, dataEnd));
      at = dataEnd;
      continue;
    }
    const payload = data.subarray(at + 4, end);
    if (marker === 0xe1 && !scanned) orientation ??= exifOrientation(payload);
    if (keptSegment(marker, payload)) parts.push(data.subarray(at, end));
    at = end;
  }
  return scanned ? Buffer.concat(parts) : data;
}

// PNG chunks that carry words or EXIF rather than pixels or colour.
const PNG_DROPPED = new Set(["eXIf", "tEXt", "iTXt", "zTXt", "tIME"]);

function pngWithoutMetadata(data: Buffer): Buffer {
  const parts: Buffer[] = [data.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString("latin1", at + 4, at + 8);
    const end = at + 12 + length;
    if (end > data.length) return data;
    if (!PNG_DROPPED.has(type)) parts.push(data.subarray(at, end));
    at = end;
    if (type === "IEND") return Buffer.concat(parts);
  }
  return data;
}

// WebP (RIFF): the EXIF and XMP chunks go, and the extended header's flags that announce them.
const WEBP_DROPPED = new Set(["EXIF", "XMP "]);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function webpWithoutMetadata(data: Buffer): Buffer {
  if (data.length < 12 || data.toString("latin1", 0, 4) !== "RIFF" || data.toString("latin1", 8, 12) !== "WEBP") {
    return data;
  }
  const parts: Buffer[] = [];
  let at = 12;
  while (at + 8 <= data.length) {
    const type = data.toString("latin1", at, at + 4);
    const size = data.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2); // a chunk is padded to an even length
    if (end > data.length) return data;
    if (type === "VP8X" && size >= 10) {
      const chunk = Buffer.from(data.subarray(at, end));
      chunk[8] &= ~(VP8X_EXIF | VP8X_XMP);
      parts.push(chunk);
    } else if (!WEBP_DROPPED.has(type)) {
      parts.push(data.subarray(at, end));
    }
    at = end;
  }
  if (at !== data.length) return data;
  const header = Buffer.from(data.subarray(0, 12));
  const body = Buffer.concat(parts);
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body]);
}

// GIF extensions that carry words rather than pixels: comments, and applications' blocks other than
// the animation loop count and the colour profile (XMP is one such application block).
const GIF_KEPT_APPLICATIONS = new Set(["NETSCAPE2.0", "ANIMEXTS1.0", "ICCRGBG1012"]);

function gifWithoutMetadata(data: Buffer): Buffer {
  if (data.length < 13 || !/^GIF8[79]a$/.test(data.toString("latin1", 0, 6))) return data;
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  /** Where the sub-blocks starting at `at` end (after their 0 terminator), or -1 past the file. */
  const subBlocksEnd = (at: number) => {
    while (at < data.length) {
      const size = data[at];
      at += 1 + size;
      if (size === 0) return at;
    }
    return -1;
  };
  let at = 13 + colourTable(data[10]);
  const parts: Buffer[] = [data.subarray(0, at)];
  while (at < data.length) {
    const introducer = data[at];
    if (introducer === 0x3b) {
      parts.push(data.subarray(at, at + 1));
      return Buffer.concat(parts);
    }
    let end: number;
    if (introducer === 0x21 && at + 2 <= data.length) {
      const label = data[at + 1];
      end = subBlocksEnd(at + 2);
      if (end < 0) return data;
      const application = label === 0xff && data[at + 2] === 11 ? data.toString("latin1", at + 3, at + 14) : null;
      const dropped = label === 0xfe || (label === 0xff && !(application && GIF_KEPT_APPLICATIONS.has(application)));
      if (!dropped) parts.push(data.subarray(at, end));
    } else if (introducer === 0x2c && at + 10 <= data.length) {
      end = subBlocksEnd(at + 10 + colourTable(data[at + 9]) + 1); // after the LZW code size byte
      if (end < 0) return data;
      parts.push(data.subarray(at, end));
    } else {
      return data; // not a block where one must be: leave the file as it came
    }
    at = end;
  }
  return data;
}

/** `data` (an image of type `ext`, as file-type names it) without its metadata; other types as they are. */
export function withoutMetadata(data: Buffer, ext: string): Buffer {
  if (ext === "jpg") return jpegWithoutMetadata(data);
  if (ext === "png") return pngWithoutMetadata(data);
  if (ext === "webp") return webpWithoutMetadata(data);
  if (ext === "gif") return gifWithoutMetadata(data);
  return data;
}

/**
 * Past this many pixels a picture costs whoever opens it gigabytes to decode (a 1.5 MB PNG can say
 * 40,000 × 40,000: 6 GB), stalling a staff member's browser or viewer. A phone's largest photo
 * (50 MP, 8160 × 6120) is within it.
 */
export const MAX_IMAGE_PIXELS = 51_000_000;

/** Whether an image's header gives it more pixels than MAX_IMAGE_PIXELS (a header image-size cannot read: no). */
export function tooManyPixels(data: Buffer): boolean {
  try {
    // A copy of its own: image-size reads through a DataView on the whole underlying buffer, so a
    // cut-off header in a slice of a larger one (an upload's bytes often are) read the bytes after it.
    const { width, height } = imageSize(new Uint8Array(data));
    return Boolean(width && height && width * height > MAX_IMAGE_PIXELS);
  } catch {
    return false;
  }
}
