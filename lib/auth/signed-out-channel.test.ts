// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { announceSignedOut, signedOutWhileStarting } from "./signed-out-channel";

/** This document as the browser loaded it: its address, and when its load began. */
function loadedAt(path: string, timeOrigin: number) {
  window.history.replaceState(null, "", "/company-admin-dashboard");
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([
    { name: new URL(path, window.location.origin).href } as PerformanceEntry,
  ]);
  vi.spyOn(performance, "timeOrigin", "get").mockReturnValue(timeOrigin);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("a staff page that was still loading when the browser signed out", () => {
  it("knows it missed the announcement, and goes to sign-in", () => {
    loadedAt("/company-admin-dashboard?tab=applications", Date.now() - 1_000);
    expect(signedOutWhileStarting()).toBe(false);
    announceSignedOut();
    expect(signedOutWhileStarting()).toBe(true);
  });

  it("loaded after the sign-out (rendered for the session it has now), stays", () => {
    announceSignedOut();
    loadedAt("/company-admin-dashboard", Date.now() + 1_000);
    expect(signedOutWhileStarting()).toBe(false);
  });

  it("reached in-app from /login after signing in again, stays: /login announced the sign-out before", () => {
    loadedAt("/login?reason=role", Date.now() - 1_000);
    announceSignedOut();
    expect(signedOutWhileStarting()).toBe(false);
  });
});
