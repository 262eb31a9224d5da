// Timings and thresholds of the public site (spec section 9), in one place.
export const timing = {
  heroAutoplayMs: 5000,
  headlineRotationMs: 3000,
  counter: { durationMs: 2000, steps: 60, visibleThreshold: 0.3 },
  contactSuccessMs: 4000,
  newsletterSuccessMs: 3000,
  headerScrollPx: 20,
  backToTopPx: 300,
  fadeInDelayMs: 200,
  tickerLoopSeconds: 40,
  logoStripLoopSeconds: 40,
} as const;
