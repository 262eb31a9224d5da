// Background work is one set per process: the route handlers that start it and the shutdown handler
// that waits for it (instrumentation.ts) are separate bundles, each with its own copy of the module.
import { describe, expect, it, vi } from "vitest";

describe("background work", () => {
  it("is waited for by another copy of the module, as the shutdown handler's is", async () => {
    const routeCopy = await import("@/lib/server/platform/background");
    vi.resetModules();
    const shutdownCopy = await import("@/lib/server/platform/background");
    expect(shutdownCopy).not.toBe(routeCopy);

    let recorded = false;
    routeCopy.runInBackground("test.mail", async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      recorded = true;
    });
    await shutdownCopy.backgroundSettled();
    expect(recorded).toBe(true);
  });
});
