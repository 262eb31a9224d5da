// Real JPEG files of a chosen pixel size and byte size, for tests of the photo and signature rules
// (unit, API and Playwright). Pixels are a gradient under seeded noise, so the same call gives the
// same bytes; the noise sets how much detail there is and the quality search lands the size.
import jpeg from "jpeg-js";

import { fitJpegQuality } from "../fit-jpeg";
import { PHOTO_RULE, SIGNATURE_RULE, type ImageRule } from "../validation/gov-images";

export type MakeJpegOptions = {
  width: number;
  height: number;
  minBytes?: number;
  maxBytes?: number;
  /** EXIF orientation (1-8) written into the file; 5-8 mean it displays turned a quarter. */
  orientation?: number;
  seed?: number;
};

/** A JPEG of exactly width × height pixels whose size is inside [minBytes, maxBytes]. */
export async function makeJpeg({
  width,
  height,
  minBytes = 0,
  maxBytes = Number.MAX_SAFE_INTEGER,
  orientation,
  seed = 1,
}: MakeJpegOptions): Promise<Buffer> {
  const exif = orientation ? exifOrientation(orientation) : null;
  const extra = exif?.length ?? 0;
  const window = { minBytes: Math.max(0, minBytes - extra), maxBytes: maxBytes - extra };
  // More noise when even the best quality is too small, less when even the worst is too big.
  let noise = 64;
  for (let round = 0; round < 6; round += 1) {
    const pixels = noisyGradient(width, height, noise, seed);
    const result = await fitJpegQuality(
      async (quality) => {
        const data = jpeg.encode({ data: pixels, width, height }, Math.max(1, Math.round(quality * 100))).data;
        return { size: data.length, data };
      },
      window,
      { prefer: "first", steps: 7 },
    );
    if (result.ok) return exif ? withExif(result.encoded.data, exif) : result.encoded.data;
    if (result.reason === "too-little-detail" && noise < 255) noise = Math.min(255, noise * 2);
    else if (result.reason === "too-much-detail" && noise > 0) noise = noise >= 8 ? Math.floor(noise / 4) : 0;
    else break;
  }
  throw new Error(`makeJpeg: no ${width}×${height} JPEG fits ${minBytes}–${maxBytes} bytes`);
}

const cache = new Map<string, Promise<Buffer>>();

/** A JPEG at the rule's target size, comfortably inside its byte window (a fresh copy each call). */
async function validJpeg(rule: ImageRule): Promise<Buffer> {
  let made = cache.get(rule.field);
  if (!made) {
    const margin = (rule.maxBytes - rule.minBytes) / 5;
    made = makeJpeg({
      ...rule.target,
      minBytes: Math.ceil(rule.minBytes + margin),
      maxBytes: Math.floor(rule.maxBytes - margin),
    });
    cache.set(rule.field, made);
  }
  return Buffer.from(await made);
}

export const validPhotoJpeg = () => validJpeg(PHOTO_RULE);
export const validSignatureJpeg = () => validJpeg(SIGNATURE_RULE);

function noisyGradient(width: number, height: number, noise: number, seed: number): Buffer {
  const random = mulberry32(seed);
  const data = Buffer.alloc(width * height * 4);
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const n = (random() - 0.5) * noise;
      data[i] = clamp((x * 255) / width + n);
      data[i + 1] = clamp((y * 255) / height + n);
      data[i + 2] = clamp(128 + n);
      data[i + 3] = 255;
    }
  }
  return data;
}

/** A small seeded PRNG, so the same options always give the same file. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An APP1 Exif segment holding one tag, Orientation (big-endian TIFF). */
function exifOrientation(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // the first IFD follows the header
  tiff.writeUInt16BE(1, 8); // one entry: tag 0x0112, type SHORT, count 1, the value
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, body]);
}

/** The JPEG with the segment right after its start marker, where Exif belongs. */
function withExif(jpegData: Buffer, segment: Buffer): Buffer {
  return Buffer.concat([jpegData.subarray(0, 2), segment, jpegData.subarray(2)]);
}

// A phone's metadata, for the tests that check it is not kept (lib/server/platform/image-metadata.ts).
/** The phone named in withPhoneMetadata's EXIF. */
export const PHONE_NAME = "Pixel 7 of Ravi";
// 25° 36' 12.34" N, the GPS latitude's three rationals as a camera writes them.
export const PHONE_LATITUDE = [25, 1, 36, 1, 1234, 100];

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** An EXIF APP1 (little-endian, as phones write it): the phone, the orientation and a GPS latitude. */
function phoneExif(orientation: number): Buffer {
  const tiff = Buffer.alloc(120);
  tiff.write("II", 0, "latin1");
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(3, 8); // IFD0: three entries
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  entry(10, 0x010f, 2, PHONE_NAME.length + 1, 60); // Make, text at 60
  entry(22, 0x0112, 3, 1, orientation); // Orientation
  entry(34, 0x8825, 4, 1, 80); // the GPS IFD at 80
  tiff.writeUInt32LE(0, 46);
  tiff.write(`${PHONE_NAME}\0`, 60, "latin1");
  tiff.writeUInt16LE(1, 80); // GPS IFD: one entry
  tiff.writeUInt16LE(0x0002, 82); // GPSLatitude
  tiff.writeUInt16LE(5, 84); // RATIONAL
  tiff.writeUInt32LE(3, 86);
  tiff.writeUInt32LE(96, 90);
  PHONE_LATITUDE.forEach((n, i) => tiff.writeUInt32LE(n, 96 + i * 4));
  return jpegSegment(0xe1, Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]));
}

const xmp = jpegSegment(
  0xe1,
  Buffer.from("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>25,36.2N</exif:GPSLatitude></x:xmpmeta>"),
);
const comment = jpegSegment(0xfe, Buffer.from("taken at home, Kankarbagh"));

/**
 * `jpeg` as a phone would write it: after its first segment (JFIF's APP0), an EXIF with the phone's
 * name, the orientation and a GPS latitude, an XMP packet with the place and a comment naming it.
 */
export function withPhoneMetadata(jpeg: Buffer, orientation: number): Buffer {
  const app0End = 4 + jpeg.readUInt16BE(4);
  return Buffer.concat([jpeg.subarray(0, app0End), phoneExif(orientation), xmp, comment, jpeg.subarray(app0End)]);
}

/** A PNG chunk: length, type, data and a zero CRC (nothing here checks it). */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, "latin1"), data, Buffer.alloc(4)]);
}

/**
 * A PNG whose header says `width` × `height` pixels, with one byte of picture: a few dozen bytes that
 * a viewer would have to decode into width × height × 4 bytes.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
