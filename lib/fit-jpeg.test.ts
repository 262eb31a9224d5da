import { describe, expect, it } from "vitest";

import { FIT_JPEG_STEPS, fitJpegQuality } from "./fit-jpeg";

// Fake encoders: a size for each quality, shaped like a real JPEG's (slow growth, then steep).
const KB = 1024;
const jpegLike = (quality: number) => Math.round(6 * KB + 220 * KB * quality ** 3);

function encoder(size: (quality: number) => number) {
  const calls: number[] = [];
  const encode = async (quality: number) => {
    calls.push(quality);
    return { size: size(quality) };
  };
  return { encode, calls };
}

const photoWindow = { minBytes: 20 * KB, maxBytes: 50 * KB };

describe("fitJpegQuality", () => {
  it("lands inside the byte window at the highest quality that fits", async () => {
    const { encode, calls } = encoder(jpegLike);
    const result = await fitJpegQuality(encode, photoWindow);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.encoded.size).toBeGreaterThanOrEqual(photoWindow.minBytes);
    expect(result.encoded.size).toBeLessThanOrEqual(photoWindow.maxBytes);
    // A step of the last bisection higher would have been too big.
    expect(jpegLike(result.quality + 2 ** -FIT_JPEG_STEPS)).toBeGreaterThan(photoWindow.maxBytes);
    expect(calls.length).toBeLessThanOrEqual(FIT_JPEG_STEPS + 1);
  });

  it("stops at the first fit when asked to", async () => {
    const { encode, calls } = encoder(jpegLike);
    const result = await fitJpegQuality(encode, photoWindow, { prefer: "first" });
    expect(result.ok && result.encoded.size).toBeGreaterThanOrEqual(photoWindow.minBytes);
    expect(calls).toEqual([0.5]);
  });

  it("works with an encoder that rounds the quality to whole percent, as browsers do", async () => {
    const { encode } = encoder((q) => jpegLike(Math.round(q * 100) / 100));
    const result = await fitJpegQuality(encode, { minBytes: 10 * KB, maxBytes: 20 * KB });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.encoded.size).toBeLessThanOrEqual(20 * KB);
  });

  it("gives up with too-little-detail when even quality 1 is under the window", async () => {
    const { encode, calls } = encoder((q) => 4 * KB + 10 * KB * q);
    const result = await fitJpegQuality(encode, photoWindow);
    expect(result).toEqual({ ok: false, reason: "too-little-detail", attempts: FIT_JPEG_STEPS + 1 });
    expect(calls).toContain(1);
  });

  it("gives up with too-much-detail when even the lowest quality is over the window", async () => {
    const { encode, calls } = encoder((q) => 80 * KB + 100 * KB * q);
    const result = await fitJpegQuality(encode, photoWindow);
    expect(result).toEqual({ ok: false, reason: "too-much-detail", attempts: FIT_JPEG_STEPS });
    expect(Math.min(...calls)).toBeLessThan(0.01);
  });

  it("reports a window that one quality step jumps over", async () => {
    const { encode } = encoder((q) => (q < 0.3 ? 15 * KB : 60 * KB));
    const result = await fitJpegQuality(encode, photoWindow);
    expect(result).toMatchObject({ ok: false, reason: "window-skipped" });
  });

  it("reports a window skipped between the last quality below 1 and quality 1, not too little detail", async () => {
    // Every quality below 1 is under 20 KB and quality 1 is over 50 KB: a little zoom changes the
    // sizes enough, while "use a sharper picture" would send the applicant the wrong way.
    const { encode, calls } = encoder((q) => (q < 1 ? 15 * KB : 60 * KB));
    const result = await fitJpegQuality(encode, photoWindow);
    expect(result).toEqual({ ok: false, reason: "window-skipped", attempts: FIT_JPEG_STEPS + 1 });
    expect(calls).toContain(1);
  });

  it.each([1, 3, 12])("runs the encoder at most steps + 1 times (steps %i)", async (steps) => {
    for (const size of [jpegLike, () => 1, () => 10 ** 9, (q: number) => (q < 0.3 ? 1 : 10 ** 9)]) {
      const { encode, calls } = encoder(size);
      const result = await fitJpegQuality(encode, photoWindow, { steps });
      expect(calls.length).toBeLessThanOrEqual(steps + 1);
      expect(result.attempts).toBe(calls.length);
    }
  });
});
