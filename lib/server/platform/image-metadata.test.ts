// An applicant's picture as a phone writes it (EXIF with the place it was taken, the phone's name,
// XMP, a comment) comes out with the picture alone, still upright: only the orientation is kept.
import { imageSize } from "image-size";
import { GifReader, GifWriter } from "omggif";
import { describe, expect, it } from "vitest";

import { detectFileType } from "@/lib/server/platform/file-type";
import { MAX_IMAGE_PIXELS, tooManyPixels, withoutMetadata } from "@/lib/server/platform/image-metadata";
import { PHOTO_JPEG } from "@/lib/testing/gov-form";
import { PHONE_LATITUDE, PHONE_NAME, pngChunk, pngClaiming, withPhoneMetadata } from "@/lib/testing/jpeg";

const PHONE = PHONE_NAME;
const LATITUDE = PHONE_LATITUDE;
const fromPhone = (orientation: number) => withPhoneMetadata(PHOTO_JPEG, orientation);

const scan = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));
/** Every EXIF orientation in the file (the APP1 segments that carry one). */
function orientations(jpeg: Buffer): number[] {
  const found: number[] = [];
  for (let at = jpeg.indexOf("Exif\0\0", 0, "latin1"); at >= 0; at = jpeg.indexOf("Exif\0\0", at + 1, "latin1")) {
    const tiff = jpeg.subarray(at + 6);
    const little = tiff.toString("latin1", 0, 2) === "II";
    const u16 = (i: number) => (little ? tiff.readUInt16LE(i) : tiff.readUInt16BE(i));
    const ifd = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
    for (let i = 0; i < u16(ifd); i++) if (u16(ifd + 2 + i * 12) === 0x0112) found.push(u16(ifd + 2 + i * 12 + 8));
  }
  return found;
}

describe("withoutMetadata, a JPEG", () => {
  it("drops the place, the phone, XMP and comments, and keeps the picture and its orientation", async () => {
    const original = fromPhone(6);
    expect(original.includes(PHONE)).toBe(true);
    const clean = withoutMetadata(original, "jpg");

    for (const trace of [PHONE, "GPSLatitude", "Kankarbagh", "xap/1.0"])
      expect(clean.includes(trace), trace).toBe(false);
    const latitude = Buffer.alloc(24);
    LATITUDE.forEach((n, i) => latitude.writeUInt32LE(n, i * 4));
    expect(clean.includes(latitude)).toBe(false);
    expect(orientations(clean)).toEqual([6]);
    // The compressed picture is byte for byte the one that came, still a JPEG of the same size.
    expect(scan(clean).equals(scan(PHOTO_JPEG))).toBe(true);
    expect((await detectFileType(clean))?.mime).toBe("image/jpeg");
    expect(imageSize(clean)).toMatchObject({
      width: imageSize(PHOTO_JPEG).width,
      height: imageSize(PHOTO_JPEG).height,
    });
    // JFIF's APP0 stays first, the orientation right after it.
    expect([...clean.subarray(0, 4)]).toEqual([...PHOTO_JPEG.subarray(0, 4)]);
  });

  it("drops what a phone appends after the picture (more pictures, a motion photo's video) and their index", () => {
    const app2 = (text: string) => {
      const payload = Buffer.from(text, "latin1");
      const header = Buffer.from([0xff, 0xe2, 0, 0]);
      header.writeUInt16BE(payload.length + 2, 2);
      return Buffer.concat([header, payload]);
    };
    const icc = app2("ICC_PROFILE\0\x01\x01 colour profile bytes");
    const mpf = app2(`MPF\0 index of the depth map, ${PHONE}`);
    const first = fromPhone(6);
    const withIndex = Buffer.concat([first.subarray(0, 2), icc, mpf, first.subarray(2)]);
    const original = Buffer.concat([withIndex, fromPhone(1), Buffer.from("....ftypmp42 the video", "latin1")]);
    const clean = withoutMetadata(original, "jpg");
    for (const trace of [PHONE, "MPF\0", "ftypmp42", "GPSLatitude"]) expect(clean.includes(trace), trace).toBe(false);
    expect(clean.includes(icc)).toBe(true);
    expect([...clean.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(scan(clean).equals(scan(PHOTO_JPEG))).toBe(true);
    expect(orientations(clean)).toEqual([6]);
  });

  it("keeps no EXIF at all when the picture is upright already", () => {
    const clean = withoutMetadata(fromPhone(1), "jpg");
    expect(clean.includes("Exif\0\0", 0, "latin1")).toBe(false);
    expect(clean.length).toBeLessThanOrEqual(PHOTO_JPEG.length);
  });

  it("leaves a file it cannot follow as it came", () => {
    const cut = fromPhone(6).subarray(0, 40);
    expect(withoutMetadata(cut, "jpg").equals(cut)).toBe(true);
  });
});

describe("withoutMetadata, a PNG", () => {
  const chunk = pngChunk;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const header = chunk("IHDR", Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]));
  const pixels = chunk("IDAT", Buffer.from([1, 2, 3, 4]));
  const end = chunk("IEND", Buffer.alloc(0));

  it("drops its text and EXIF chunks and keeps the rest in order", () => {
    const png = Buffer.concat([
      signature,
      header,
      chunk("tEXt", Buffer.from("Comment\0taken at home")),
      chunk("eXIf", Buffer.from(`MM\0*${PHONE}`)),
      pixels,
      chunk("iTXt", Buffer.from("XML:com.adobe.xmp\0\0\0\0\0GPS")),
      end,
    ]);
    expect(withoutMetadata(png, "png").equals(Buffer.concat([signature, header, pixels, end]))).toBe(true);
  });
});

it("leaves other types as they are", () => {
  const pdf = Buffer.from("%PDF-1.4 Author (Ravi)");
  expect(withoutMetadata(pdf, "pdf")).toBe(pdf);
});

describe("tooManyPixels", () => {
  it("tells a picture whose header claims more pixels than a viewer should decode from a phone's largest photo", () => {
    expect(tooManyPixels(pngClaiming(40_000, 40_000))).toBe(true);
    expect(tooManyPixels(pngClaiming(8160, 6120))).toBe(false);
    expect(8160 * 6120).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
    expect(tooManyPixels(PHOTO_JPEG)).toBe(false);
    expect(tooManyPixels(Buffer.from("%PDF-1.4"))).toBe(false);
  });

  it("reads a cut-off header as it is, not the bytes that happen to follow it in memory", () => {
    const header = pngClaiming(1, 1).subarray(0, 20); // the width, and no height
    const inMemory = Buffer.concat([header, Buffer.alloc(8, 0xff)]).subarray(0, 20);
    expect(tooManyPixels(inMemory)).toBe(false);
  });
});

/** A RIFF chunk, padded to an even length as the format wants. */
function riffChunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(type, 0, "latin1");
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
}

describe("withoutMetadata, a WebP", () => {
  // A 1 × 1 lossless picture, in the extended format that can carry EXIF and XMP.
  const VP8L = riffChunk("VP8L", Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]));
  const vp8x = (flags: number) => riffChunk("VP8X", Buffer.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
  const webp = (...chunks: Buffer[]) => {
    const body = Buffer.concat([Buffer.from("WEBP", "latin1"), ...chunks]);
    const header = Buffer.from("RIFF\0\0\0\0", "latin1");
    header.writeUInt32LE(body.length, 4);
    return Buffer.concat([header, body]);
  };
  // An odd length (padded), the phone's name and a latitude, as a camera app writes them.
  const EXIF = riffChunk("EXIF", Buffer.from(`MM\0*\0\0\0\bGPSLatitude 25.6 ${PHONE}`, "latin1"));
  const XMP = riffChunk(
    "XMP ",
    Buffer.from('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>xap/1.0 Kankarbagh', "latin1"),
  );

  it("drops the EXIF and XMP chunks and their flags, and keeps the picture", async () => {
    const original = webp(vp8x(0x08 | 0x04 | 0x10), VP8L, EXIF, XMP);
    expect((await detectFileType(original))?.mime).toBe("image/webp");
    const clean = withoutMetadata(original, "webp");
    for (const trace of [PHONE, "GPSLatitude", "Kankarbagh", "xap/1.0"])
      expect(clean.includes(trace), trace).toBe(false);
    // The picture's chunk byte for byte; the alpha flag kept, EXIF's and XMP's cleared.
    expect(clean).toEqual(webp(vp8x(0x10), VP8L));
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
    expect((await detectFileType(clean))?.mime).toBe("image/webp");
    expect(imageSize(clean)).toMatchObject({ width: 1, height: 1 });
  });

  it("leaves a simple WebP, and one it cannot follow, as they came", () => {
    const simple = webp(VP8L);
    expect(withoutMetadata(simple, "webp").equals(simple)).toBe(true);
    const cut = webp(vp8x(0x08), VP8L, EXIF).subarray(0, 40);
    expect(withoutMetadata(cut, "webp").equals(cut)).toBe(true);
  });
});

describe("withoutMetadata, a GIF", () => {
  /** A looping 2 × 2 GIF with a comment and an XMP block after its colour table. */
  function gifWithMetadata() {
    const out = Buffer.alloc(1024);
    const writer = new GifWriter(out, 2, 2, { palette: [0xff0000, 0x00ff00, 0x0000ff, 0xffffff], loop: 0 });
    writer.addFrame(0, 0, 2, 2, [0, 1, 2, 3]);
    const gif = out.subarray(0, writer.end());
    const afterColours = 13 + 3 * 4;
    const comment = Buffer.concat([
      Buffer.from([0x21, 0xfe]),
      subBlocks(`Shot on ${PHONE} at Kankarbagh`),
      Buffer.from([0]),
    ]);
    const xmp = Buffer.concat([
      Buffer.from([0x21, 0xff, 11]),
      Buffer.from("XMP DataXMP", "latin1"),
      subBlocks("<x:xmpmeta>xap/1.0 GPSLatitude 25.6</x:xmpmeta>"),
      Buffer.from([0]),
    ]);
    return Buffer.concat([gif.subarray(0, afterColours), comment, xmp, gif.subarray(afterColours)]);
  }
  const subBlocks = (text: string) => Buffer.concat([Buffer.from([text.length]), Buffer.from(text, "latin1")]);
  const pixels = (gif: Buffer) => {
    const reader = new GifReader(gif);
    const rgba = new Uint8Array(reader.width * reader.height * 4);
    reader.decodeAndBlitFrameRGBA(0, rgba);
    return {
      size: [reader.width, reader.height],
      frames: reader.numFrames(),
      loop: reader.loopCount(),
      rgba: [...rgba],
    };
  };

  it("drops comments and XMP, and keeps the frames and the loop", async () => {
    const original = gifWithMetadata();
    expect(original.includes(PHONE)).toBe(true);
    const clean = withoutMetadata(original, "gif");
    for (const trace of [PHONE, "Kankarbagh", "xap/1.0", "GPSLatitude"])
      expect(clean.includes(trace), trace).toBe(false);
    expect(clean.includes("NETSCAPE2.0")).toBe(true);
    expect(pixels(clean)).toEqual(pixels(original));
    expect((await detectFileType(clean))?.mime).toBe("image/gif");
  });

  it("leaves a GIF it cannot follow as it came", () => {
    const cut = gifWithMetadata().subarray(0, 30);
    expect(withoutMetadata(cut, "gif").equals(cut)).toBe(true);
  });
});
