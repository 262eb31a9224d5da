// @vitest-environment jsdom
// The gov console's Applications list on a page past its end (a decision emptied the last page of a
// filtered list, or an old link): it moves to the last page, in the same place in the history.
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-console";
import { button, click, jsonResponse as answer, render, until } from "@/lib/testing/render";

import { ApplicationsTab } from "./applications-tab";

afterEach(() => vi.unstubAllGlobals());

/**
 * The console's API: `jobs` for the filter (none by default), and `applications` for each list
 * request. Returns the paths asked for, in order.
 */
function stubApi(
  applications: (url: URL) => Response,
  jobs: () => Response = () => answer(200, { success: true, jobs: [] }),
): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const parsed = new URL(url, "http://localhost");
      asked.push(parsed.pathname);
      if (parsed.pathname === "/api/gov/jobs") return jobs();
      return applications(parsed);
    }),
  );
  return asked;
}

describe("ApplicationsTab past the last page", () => {
  it("asks for the last page instead of showing an empty one", async () => {
    const pages: string[] = [];
    stubApi(({ searchParams }) => {
      const page = Number(searchParams.get("page"));
      pages.push(String(page));
      // 25 pending applications: two pages of 20; the API answers a page past the end empty.
      return answer(200, { success: true, applications: [], total: 25, page, pageSize: 20, totalPages: 2 });
    });
    const urls: UrlUpdateEvent[] = [];
    render(
      <NuqsTestingAdapter
        searchParams={new URLSearchParams({ status: "pending", page: "3" })}
        hasMemory
        onUrlUpdate={(event) => urls.push(event)}
      >
        <ToastProvider>
          <ApplicationsTab version={0} onChanged={() => {}} />
        </ToastProvider>
      </NuqsTestingAdapter>,
    );
    await until(() => pages.includes("2"));
    expect(pages).toEqual(["3", "2"]);
    expect(urls.at(-1)?.searchParams.get("page")).toBe("2");
    expect(urls.at(-1)?.searchParams.get("status")).toBe("pending");
    expect(urls.at(-1)?.options.history).toBe("replace");
  });
});

describe("ApplicationsTab after a decision", () => {
  it("reloads the list but not every job: the filter needs only their titles, asked for once", async () => {
    const asked = stubApi(() =>
      answer(200, { success: true, applications: [], total: 0, page: 1, pageSize: 20, totalPages: 0 }),
    );
    const tab = (version: number) => (
      <NuqsTestingAdapter hasMemory>
        <ToastProvider>
          <ApplicationsTab version={version} onChanged={() => {}} />
        </ToastProvider>
      </NuqsTestingAdapter>
    );
    const { rerender } = render(tab(0));
    await until(() => asked.filter((p) => p === "/api/gov/applications").length === 1);
    rerender(tab(1));
    await until(() => asked.filter((p) => p === "/api/gov/applications").length === 2);
    expect(asked.filter((p) => p === "/api/gov/jobs")).toHaveLength(1);
  });
});

describe("ApplicationsTab's job filter", () => {
  it("says when its jobs did not load, and Retry loads them into the filter", async () => {
    let jobsUp = false;
    const asked = stubApi(
      () => answer(200, { success: true, applications: [], total: 0, page: 1, pageSize: 20, totalPages: 0 }),
      () =>
        jobsUp
          ? answer(200, { success: true, jobs: [{ id: "job-1", title: "Revenue Karmachari" }] })
          : answer(503, { success: false, message: "Service is temporarily unavailable." }),
    );
    render(
      <NuqsTestingAdapter hasMemory>
        <ToastProvider>
          <ApplicationsTab version={0} onChanged={() => {}} />
        </ToastProvider>
      </NuqsTestingAdapter>,
    );
    const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent ?? "");
    await until(() => alerts().some((a) => a.startsWith(GOV_ADMIN_MESSAGES.jobFilterFailed)));
    expect(alerts().find((a) => a.startsWith(GOV_ADMIN_MESSAGES.jobFilterFailed))).toContain(
      "Service is temporarily unavailable.",
    );
    const options = () => [...document.querySelectorAll("option")].map((o) => o.textContent);
    expect(options()).not.toContain("Revenue Karmachari");

    jobsUp = true;
    click(button("Retry"));
    await until(() => options().includes("Revenue Karmachari"));
    expect(alerts().some((a) => a.startsWith(GOV_ADMIN_MESSAGES.jobFilterFailed))).toBe(false);
    expect(asked.filter((p) => p === "/api/gov/jobs")).toHaveLength(2);
  });
});
