import { describe, expect, it } from "vitest";

import { PHOTO_RULE, SIGNATURE_RULE, imageRuleProblem } from "@/lib/validation/gov-images";

import { cropTransform, outputSizes } from "./crop-image";

/** Where a point of the picture lands on the output canvas. */
function land(m: readonly number[], x: number, y: number) {
  const [a, b, c, d, e, f] = m;
  return [Math.round(a * x + c * y + e), Math.round(b * x + d * y + f)];
}

describe("outputSizes", () => {
  it.each([
    {
      rule: PHOTO_RULE,
      sizes: [
        { width: 350, height: 450 },
        { width: 600, height: 771 },
      ],
    },
    {
      rule: SIGNATURE_RULE,
      sizes: [
        { width: 420, height: 180 },
        { width: 700, height: 300 },
      ],
    },
  ])("tries the $rule.label target, then the largest size of its shape, both within the rule", ({ rule, sizes }) => {
    expect(outputSizes(rule)).toEqual(sizes);
    for (const size of sizes)
      expect(imageRuleProblem(rule, { mime: "image/jpeg", bytes: rule.minBytes, ...size })).toBe(null);
  });
});

describe("cropTransform", () => {
  const picture = { width: 400, height: 300 };

  it("maps the crop's corners onto the output's corners", () => {
    const m = cropTransform(
      { width: 1000, height: 800 },
      { x: 100, y: 50, width: 350, height: 450 },
      0,
      PHOTO_RULE.target,
    );
    expect(land(m, 100, 50)).toEqual([0, 0]);
    expect(land(m, 450, 500)).toEqual([350, 450]);
  });

  it("scales a small crop up to the output size", () => {
    const m = cropTransform(picture, { x: 0, y: 0, width: 175, height: 225 }, 0, PHOTO_RULE.target);
    expect(land(m, 175, 225)).toEqual([350, 450]);
  });

  it("turned right, the picture's left edge becomes the top", () => {
    const m = cropTransform(picture, { x: 0, y: 0, width: 300, height: 400 }, 90, { width: 300, height: 400 });
    expect(land(m, 0, 0)).toEqual([300, 0]);
    expect(land(m, 0, 300)).toEqual([0, 0]);
    expect(land(m, 400, 300)).toEqual([0, 400]);
  });

  it("turned left, the picture's right edge becomes the top", () => {
    const m = cropTransform(picture, { x: 0, y: 0, width: 300, height: 400 }, -90, { width: 300, height: 400 });
    expect(land(m, 400, 0)).toEqual([0, 0]);
    expect(land(m, 0, 0)).toEqual([0, 400]);
  });

  it("turned upside down, the top-left corner becomes the bottom-right", () => {
    const m = cropTransform(picture, { x: 0, y: 0, width: 400, height: 300 }, 180, picture);
    expect(land(m, 0, 0)).toEqual([400, 300]);
  });
});
