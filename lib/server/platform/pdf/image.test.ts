// Photos into the PDF: a phone's JPEG that says (EXIF) it is stored sideways is drawn upright.
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { embedImage, jpegRotation, placement } from "@/lib/server/platform/pdf/image";

/** A JPEG's markers (no image data: enough for its size and EXIF) of a `width` x `height` picture. */
function jpeg(width: number, height: number, orientation?: number, littleEndian = false): Uint8Array {
  const u16 = (n: number, le = false) => (le ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
  const u32 = (n: number, le: boolean) => (le ? [...u16(n & 0xffff, true), 0, 0] : [0, 0, ...u16(n & 0xffff)]);
  const le = littleEndian;
  const tiff = [
    ...(le ? [0x49, 0x49, 0x2a, 0x00] : [0x4d, 0x4d, 0x00, 0x2a]),
    ...u32(8, le),
    ...u16(1, le), // one IFD entry
    ...u16(0x0112, le),
    ...u16(3, le), // SHORT
    ...u32(1, le),
    ...u16(orientation ?? 1, le),
    0,
    0,
    ...u32(0, le),
  ];
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const app1 = orientation === undefined ? [] : [0xff, 0xe1, ...u16(exif.length + 2), ...exif];
  const sof = [0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app1, ...sof, 0xff, 0xd9]);
}

describe("EXIF orientation", () => {
  it.each([
    [undefined, 0],
    [1, 0],
    [3, 180],
    [6, 90],
    [8, 270],
    [2, 0], // mirrored: drawn as stored
  ])("orientation %s turns the photo %i degrees clockwise", (orientation, turn) => {
    expect(jpegRotation(jpeg(40, 30, orientation))).toBe(turn);
    expect(jpegRotation(jpeg(40, 30, orientation, true))).toBe(turn);
  });

  it("is read safely from a truncated or foreign file", () => {
    expect(jpegRotation(jpeg(40, 30, 6).subarray(0, 20))).toBe(0);
    expect(jpegRotation(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(0);
    expect(jpegRotation(new Uint8Array())).toBe(0);
  });

  it("a sideways photo is measured upright", async () => {
    const doc = await PDFDocument.create();
    const image = await embedImage(doc, { contentType: "image/jpeg", data: jpeg(40, 30, 6) });
    expect(image).toMatchObject({ width: 30, height: 40, rotation: 90 });
  });

  // Where the stored picture's corners land, given pdf-lib's rotation about the drawing origin.
  function corners(p: ReturnType<typeof placement>) {
    const angle = ((p.rotate?.angle ?? 0) * Math.PI) / 180;
    const at = (u: number, v: number) => [
      Math.round(p.x + u * Math.cos(angle) - v * Math.sin(angle)),
      Math.round(p.y + u * Math.sin(angle) + v * Math.cos(angle)),
    ];
    return { topLeft: at(0, p.height), bottomRight: at(p.width, 0) };
  }

  it.each([
    // rotation, where the stored top-left and bottom-right corners must land in the 30 x 40 box at (100, 200)
    [0, [100, 240], [130, 200]],
    [90, [130, 240], [100, 200]],
    [180, [130, 200], [100, 240]],
    [270, [100, 200], [130, 240]],
  ] as const)("turned %i degrees, fills the upright box exactly", (rotation, topLeft, bottomRight) => {
    const image = { image: null as never, width: 30, height: 40, rotation };
    expect(corners(placement(image, 100, 200, 30, 40))).toEqual({ topLeft, bottomRight });
  });
});
