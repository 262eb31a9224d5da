// @vitest-environment jsdom
// A withdrawn application is the applicant's to close: the list offers no way to change its status.
import { describe, expect, it, vi } from "vitest";

import { consoleApplication } from "@/lib/testing/console-application";
import { act, click, render } from "@/lib/testing/render";

import { ApplicationsTable } from "./applications-table";
import type { ConsoleApplication } from "./types";

const application = (id: string, fullName: string, status: ConsoleApplication["status"]) =>
  consoleApplication({ id, reference: `APP-${id}`, fullName, email: `${id}@example.in`, status });

function table(onSelect = vi.fn(), selected = new Set<string>(), onStatus = vi.fn(), busyIds = new Set<string>()) {
  render(
    <ApplicationsTable
      applications={[application("a1", "Asha Open", "pending"), application("b2", "Bilal Gone", "withdrawn")]}
      loading={false}
      sort="appliedDate"
      order="desc"
      onSort={() => {}}
      selected={selected}
      onSelect={onSelect}
      onView={() => {}}
      onStatus={onStatus}
      onDownload={() => {}}
      busyIds={busyIds}
    />,
  );
  return onSelect;
}

const byLabel = <T extends Element>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;

describe("ApplicationsTable with a withdrawn application", () => {
  it("selects every application on the page but the withdrawn one", async () => {
    const onSelect = table();
    await act(async () => click(byLabel("Select all applications on this page")));
    expect(onSelect).toHaveBeenCalledWith(["a1"], true);
    expect(byLabel<HTMLInputElement>("Select Bilal Gone").disabled).toBe(true);
    expect(byLabel<HTMLInputElement>("Select Asha Open").disabled).toBe(false);
  });

  it("shows all selected once the open ones are, and offers no status change for the withdrawn one", () => {
    table(vi.fn(), new Set(["a1"]));
    expect(byLabel<HTMLInputElement>("Select all applications on this page").checked).toBe(true);
    expect(byLabel<HTMLSelectElement>("Status for Bilal Gone").disabled).toBe(true);
    expect(byLabel<HTMLSelectElement>("Status for Asha Open").disabled).toBe(false);
  });
});

describe("ApplicationsTable while a row's status is being saved", () => {
  it("keeps that row's status enabled, so it keeps focus, marks it busy and ignores another choice", async () => {
    const onStatus = vi.fn();
    table(vi.fn(), new Set(), onStatus, new Set(["a1"]));
    const status = byLabel<HTMLSelectElement>("Status for Asha Open");
    expect(status.disabled).toBe(false);
    expect(status.getAttribute("aria-busy")).toBe("true");
    await act(async () => {
      status.value = "hired";
      status.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(onStatus).not.toHaveBeenCalled();
    expect(status.value).toBe("pending");
  });
});
