// @vitest-environment jsdom
// A bulk change sends, for each selected application, the status the recruiter saw, even for one
// a reload has taken off the page since (a 409 on another row reloads the list): the server then
// refuses an application someone else changed meanwhile instead of overwriting their decision.
import { NuqsTestingAdapter } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";

import { consoleApplication } from "@/lib/testing/console-application";
import { act, click, render } from "@/lib/testing/render";
import { applicationListQuerySchema } from "@/lib/validation/application-review";

import { ApplicationsTab } from "./applications-tab";
import type { ConsoleApplication } from "./types";
import type { ApplicationsState } from "./use-applications";

const application = (id: string, fullName: string, status: ConsoleApplication["status"]) =>
  consoleApplication({ id, reference: `APP-${id}`, fullName, email: `${id}@example.in`, status });

function listShowing(applications: ConsoleApplication[]): ApplicationsState {
  return {
    query: applicationListQuerySchema.parse({ status: "pending" }),
    page: { applications, total: applications.length, page: 1, pageSize: 20, totalPages: 1 },
    loading: false,
    error: "",
    resets: 0,
    load: vi.fn(),
    update: vi.fn(),
    reset: vi.fn(),
    reload: vi.fn(),
    replace: vi.fn(),
  } as unknown as ApplicationsState;
}

const byLabel = <T extends Element>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;
const button = (text: string) => [...document.querySelectorAll("button")].find((b) => b.textContent === text)!;

describe("ApplicationsTab bulk change", () => {
  it("sends the status a selected row showed when it was ticked, after a reload took it off the page", async () => {
    const onBulk = vi.fn(async () => true);
    const tab = (applications: ConsoleApplication[]) => (
      <NuqsTestingAdapter>
        <ApplicationsTab
          list={listShowing(applications)}
          jobs={[]}
          onView={() => {}}
          onStatus={async () => {}}
          onSend={async (a) => a}
          onDownload={() => {}}
          onBulk={onBulk}
          onBulkSend={async () => {}}
        />
      </NuqsTestingAdapter>
    );
    const asha = application("a1", "Asha Pending", "pending");
    const ravi = application("r2", "Ravi Pending", "pending");
    const { rerender } = render(tab([asha, ravi]));
    await act(async () => click(byLabel("Select Asha Pending")));
    await act(async () => click(byLabel("Select Ravi Pending")));
    // Someone else rejected Asha; the list reloaded (filtered on Pending) without her.
    rerender(tab([ravi]));
    await act(async () => click(button("Apply to selected")));
    expect(onBulk).toHaveBeenCalledTimes(1);
    expect(onBulk).toHaveBeenCalledWith(
      [{ id: "a1", status: "pending" }, expect.objectContaining({ id: "r2", status: "pending" })],
      "reviewed",
    );
  });

  it("announces the first selection: the status line is there, empty, before anything is ticked", async () => {
    render(
      <NuqsTestingAdapter>
        <ApplicationsTab
          list={listShowing([
            application("a1", "Asha Pending", "pending"),
            application("r2", "Ravi Pending", "pending"),
          ])}
          jobs={[]}
          onView={() => {}}
          onStatus={async () => {}}
          onSend={async (a) => a}
          onDownload={() => {}}
          onBulk={async () => true}
          onBulkSend={async () => {}}
        />
      </NuqsTestingAdapter>,
    );
    const live = () => [...document.querySelectorAll('[role="status"], [aria-live]')];
    const before = live().find((el) => el.textContent === "");
    expect(before).toBeTruthy();
    await act(async () => click(byLabel("Select Asha Pending")));
    expect(before!.textContent).toBe("1 application selected");
    await act(async () => click(byLabel("Select Ravi Pending")));
    expect(before!.textContent).toBe("2 applications selected");
    // Only that line speaks: the bar's own count is not a second live region.
    expect(live().filter((el) => el.textContent?.includes("selected"))).toEqual([before]);
  });
});
