// @vitest-environment jsdom
// Settings' Refresh says what came of it: the figures change in place and the button's busy state
// ends silently, so a screen reader user heard nothing after a successful refresh.
import { describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import type { SystemInfo } from "@/lib/server/platform/system-info";
import { button, click, render } from "@/lib/testing/render";

import type { Refreshing } from "./refresh-error";
import { SettingsPanel } from "./settings-panel";

const system = (checkedAt: string): SystemInfo => ({
  version: "0.1.0",
  databaseKind: "pglite",
  databaseSizeBytes: 1024 * 1024,
  lastMigration: null,
  uptimeSeconds: 60,
  startedAt: "2026-12-07T04:00:00.000Z",
  sessionsLast24h: 1,
  usersLast24h: 1,
  nodeVersion: "v20.20.0",
  checkedAt,
});

const panel = (checkedAt: string, refreshing: Refreshing, onRefresh = () => {}) => (
  <ToastProvider>
    <SettingsPanel system={system(checkedAt)} onRefresh={onRefresh} refreshing={refreshing} ownPasswordForm={null} />
  </ToastProvider>
);
const status = () => document.querySelector('[data-testid="system-refresh-status"]')!;

describe("SettingsPanel Refresh", () => {
  it("announces the figures updated once a refresh the admin asked for is done", () => {
    const onRefresh = vi.fn();
    const idle: Refreshing = { updating: false, error: null, retry: () => {} };
    const { rerender } = render(panel("2026-12-07T04:00:00.000Z", idle, onRefresh));
    expect(status().getAttribute("role")).toBe("status");
    expect(status().textContent).toBe("");
    click(button("Refresh"));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(panel("2026-12-07T04:00:00.000Z", { ...idle, updating: true }, onRefresh));
    expect(status().textContent).toBe("");
    rerender(panel("2026-12-07T04:05:00.000Z", idle, onRefresh));
    expect(status().textContent).toBe("System information updated, as of 7 Dec 2026, 9:35 am IST.");
  });

  it("says nothing of a refresh it did not ask for, nor of one that failed (its alert speaks)", () => {
    const idle: Refreshing = { updating: false, error: null, retry: () => {} };
    const { rerender } = render(panel("2026-12-07T04:00:00.000Z", idle));
    rerender(panel("2026-12-07T04:00:00.000Z", { ...idle, updating: true }));
    rerender(panel("2026-12-07T04:05:00.000Z", idle));
    expect(status().textContent).toBe("");
    click(button("Refresh"));
    rerender(panel("2026-12-07T04:05:00.000Z", { ...idle, updating: true }));
    rerender(panel("2026-12-07T04:05:00.000Z", { ...idle, error: "Network error" }));
    expect(status().textContent).toBe("");
    const alerts = [...document.querySelectorAll('[role="alert"]')].map((el) => el.textContent);
    expect(alerts).toContainEqual(expect.stringContaining("Network error"));
  });
});
