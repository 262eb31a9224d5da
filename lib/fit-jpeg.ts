// The JPEG quality that makes an image land inside a byte window (a rule's "20–50 KB"). Encoders
// take a quality, not a size, and the size grows with the quality (near enough monotonically), so
// we bisect the quality: a bounded number of encodes, whatever the picture. The encoder is a
// callback so the same search serves the browser (canvas.toBlob) and the tests' JPEG maker.

export type ByteWindow = { minBytes: number; maxBytes: number };

export type FitJpegOutcome<T> =
  | { ok: true; encoded: T; quality: number; attempts: number }
  | {
      ok: false;
      /**
       * too-little-detail: even quality 1 is under the window (a bigger picture may help);
       * too-much-detail: even the lowest quality tried is over it; window-skipped: one step of
       * quality jumps over the whole window (also from the last quality below 1 to 1 itself).
       */
      reason: "too-little-detail" | "too-much-detail" | "window-skipped";
      attempts: number;
    };

export type FitJpegOptions = {
  /** Bisection steps; the encoder runs at most steps + 1 times. */
  steps?: number;
  /** "highest": the best quality inside the window; "first": stop at the first encode inside it. */
  prefer?: "highest" | "first";
};

export const FIT_JPEG_STEPS = 8;

export async function fitJpegQuality<T extends { size: number }>(
  encode: (quality: number) => Promise<T>,
  { minBytes, maxBytes }: ByteWindow,
  { steps = FIT_JPEG_STEPS, prefer = "highest" }: FitJpegOptions = {},
): Promise<FitJpegOutcome<T>> {
  // Quality lo gave too few bytes (or fitted), hi too many; 0 and 1 are the untried ends.
  let lo = 0;
  let hi = 1;
  let best: { encoded: T; quality: number } | null = null;
  let attempts = 0;
  // Whether any quality gave too many bytes. Not the same as hi < 1: quality 1 itself can be the
  // one that is over the window, after every lower quality was under it.
  let overMax = false;

  const probe = async (quality: number) => {
    attempts += 1;
    const encoded = await encode(quality);
    if (encoded.size > maxBytes) {
      hi = quality;
      overMax = true;
    } else lo = quality;
    return encoded.size > maxBytes || encoded.size < minBytes ? null : { encoded, quality };
  };

  for (let step = 0; step < steps; step += 1) {
    // Each fit is at a higher quality than the last (lo only rises), so the latest is the best.
    best = (await probe((lo + hi) / 2)) ?? best;
    if (best && prefer === "first") break;
  }
  // Nothing was ever too big, so only the top quality can still reach the window.
  if (!best && hi === 1) best = await probe(1);

  if (best) return { ok: true, ...best, attempts };
  const reason = !overMax ? "too-little-detail" : lo === 0 ? "too-much-detail" : "window-skipped";
  return { ok: false, reason, attempts };
}
