// Vitest hooks that run the app in live mode against the fake Razorpay (lib/testing/fake-razorpay.ts,
// which bench:apply also uses outside Vitest, so the hooks live here).
import { afterAll, beforeAll } from "vitest";

import { resetEnv } from "@/lib/env";
import { startFakeRazorpay, type FakeRazorpay } from "@/lib/testing/fake-razorpay";

const GATEWAY_ENV = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET", "RAZORPAY_API_BASE"] as const;

/**
 * For a test file or describe block: starts the fake before its tests and points the app's
 * Razorpay settings at it (live mode against the fake), then stops it and restores test mode.
 * Returns a getter for the running fake.
 */
export function withFakeRazorpay(): () => FakeRazorpay {
  let fake: FakeRazorpay | undefined;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    Object.assign(process.env, {
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_API_BASE: fake.url,
    });
    resetEnv();
  });
  afterAll(async () => {
    await fake?.close();
    for (const key of GATEWAY_ENV) delete process.env[key];
    resetEnv();
  });
  return () => {
    if (!fake) throw new Error("the fake Razorpay runs inside the tests of the block that called withFakeRazorpay()");
    return fake;
  };
}
