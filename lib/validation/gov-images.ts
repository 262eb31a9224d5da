// The photo and signature rules of the government application, as recruitment portals state them
// (SSC/PSC style): a JPEG of a set size in KB and about a set print size. The form states them, the
// browser crops, turns and compresses a phone picture until it meets them, and the server refuses
// any upload that does not, naming the rule it breaks. One module for all three, so they agree.

export type ImageRule = {
  field: "photo" | "signature";
  label: string;
  /** Only JPEG is accepted (checked from the bytes on the server). */
  mime: "image/jpeg";
  minBytes: number;
  maxBytes: number;
  /** Pixel bounds, checked from the image's own header. */
  minWidth: number;
  maxWidth: number;
  minHeight: number;
  maxHeight: number;
  /** Width / height, inclusive bounds. */
  minAspect: number;
  maxAspect: number;
  /** What the browser produces: the crop's aspect and the output size in pixels. */
  target: { width: number; height: number };
  /** The printed size the rule is about, as the form says it. */
  printSize: string;
};

const KB = 1024;

export const PHOTO_RULE: ImageRule = {
  field: "photo",
  label: "Photo",
  mime: "image/jpeg",
  minBytes: 20 * KB,
  maxBytes: 50 * KB,
  minWidth: 200,
  maxWidth: 600,
  minHeight: 250,
  maxHeight: 800,
  minAspect: 0.7,
  maxAspect: 0.86,
  target: { width: 350, height: 450 },
  printSize: "3.5 × 4.5 cm",
};

export const SIGNATURE_RULE: ImageRule = {
  field: "signature",
  label: "Signature",
  mime: "image/jpeg",
  minBytes: 10 * KB,
  maxBytes: 20 * KB,
  minWidth: 200,
  maxWidth: 700,
  minHeight: 80,
  maxHeight: 300,
  minAspect: 2,
  maxAspect: 4,
  target: { width: 420, height: 180 },
  printSize: "3.5 × 1.5 cm",
};

export const IMAGE_RULES = { photo: PHOTO_RULE, signature: SIGNATURE_RULE } as const;

/** The largest picture the browser takes in before it compresses it (a phone camera's file). */
export const IMAGE_SOURCE_MAX_BYTES = 15 * 1024 * 1024;

/** A size as the messages give it: rules in whole KB, a file to one decimal. */
export const kb = (bytes: number) => `${Number.isInteger(bytes / KB) ? bytes / KB : (bytes / KB).toFixed(1)} KB`;

/** The rule as the form states it: "JPEG, 20–50 KB, about 3.5 × 4.5 cm (350 × 450 pixels)". */
export function ruleText(rule: ImageRule): string {
  return `JPEG, ${rule.minBytes / KB}–${rule.maxBytes / KB} KB, about ${rule.printSize} (${rule.target.width} × ${rule.target.height} pixels)`;
}

export type ImageFacts = { mime: string | null; bytes: number; width: number; height: number };

/**
 * The first rule the image breaks, as a message naming it, or null when it meets them all. The
 * server calls it with facts read from the bytes; the browser with the file it produced.
 */
export function imageRuleProblem(rule: ImageRule, facts: ImageFacts): string | null {
  const { label } = rule;
  if (facts.mime !== rule.mime) return `${label} must be a JPEG image (.jpg).`;
  if (facts.bytes > rule.maxBytes) {
    return `${label} is ${kb(facts.bytes)}; it must be at most ${kb(rule.maxBytes)}.`;
  }
  if (facts.bytes < rule.minBytes) {
    return `${label} is ${kb(facts.bytes)}; it must be at least ${kb(rule.minBytes)}.`;
  }
  const size = `${facts.width} × ${facts.height} pixels`;
  if (facts.width < rule.minWidth || facts.height < rule.minHeight) {
    return `${label} is ${size}; it must be at least ${rule.minWidth} × ${rule.minHeight} pixels.`;
  }
  if (facts.width > rule.maxWidth || facts.height > rule.maxHeight) {
    return `${label} is ${size}; it must be at most ${rule.maxWidth} × ${rule.maxHeight} pixels.`;
  }
  const aspect = facts.width / facts.height;
  if (aspect < rule.minAspect || aspect > rule.maxAspect) {
    return `${label} is ${size}; its shape must be about ${rule.printSize} (width ${rule.target.width} for height ${rule.target.height}).`;
  }
  return null;
}

/** A picture the browser has cropped and compressed for a rule, ready to upload. */
export type ImageChoice = {
  file: File;
  width: number;
  height: number;
  /** The name of the picture the applicant chose. */
  source: string;
};

/** The browser's check of its own result, with the same messages as the server's. */
export function imageChoiceProblem(rule: ImageRule, choice: ImageChoice | null | undefined, missing: string) {
  if (!choice) return missing;
  return imageRuleProblem(rule, {
    mime: choice.file.type,
    bytes: choice.file.size,
    width: choice.width,
    height: choice.height,
  });
}
