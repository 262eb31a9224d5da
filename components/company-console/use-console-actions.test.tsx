// @vitest-environment jsdom
// The Applications list after a status change: a page the change emptied gives way to the last one.
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Pagination } from "@/components/ui/pagination";
import { ToastProvider } from "@/components/ui/toast";
import { act, button, click, render, until, jsonResponse as answer } from "@/lib/testing/render";
import type { ApplicationStatus } from "@/lib/validation/application-review";

import type { ApplicationPage, ConsoleApplication } from "./types";
import { useApplications } from "./use-applications";
import { useConsoleActions } from "./use-console-actions";

const PAGE_SIZE = 20;

afterEach(() => vi.unstubAllGlobals());

function application(n: number): ConsoleApplication {
  return {
    id: `app${n}`,
    reference: `CA-TEST-${String(n).padStart(6, "0")}`,
    fullName: `Applicant ${n}`,
    email: `applicant${n}@example.in`,
    phone: "+91 98765 43210",
    currentCompany: null,
    linkedinUrl: null,
    githubUrl: null,
    status: "pending",
    appliedDate: "2026-03-01T04:30:00.000Z",
    statusChangedAt: null,
    jobId: "job1",
    job: { id: "job1", title: "Payroll Executive", company: "TechServe Solutions", isActive: true, archived: false },
    resume: `file${n}-resume.pdf`,
    resumeUrl: `/api/applications/download/file${n}-resume.pdf`,
    resumeSize: 1000,
  };
}

/**
 * The API over `count` applications: the list filtered by ?status= and paged as the server does
 * (a page past the end is empty), and bulk status changes. Remembers the list requests.
 */
function fakeApi(count: number) {
  const all = Array.from({ length: count }, (_, i) => application(i + 1));
  const listed: URLSearchParams[] = [];
  const pageOf = (params: URLSearchParams): ApplicationPage => {
    const rows = all.filter((a) => !params.get("status") || a.status === params.get("status"));
    const page = Number(params.get("page") ?? 1);
    return {
      applications: rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      total: rows.length,
      page,
      pageSize: PAGE_SIZE,
      totalPages: Math.max(1, Math.ceil(rows.length / PAGE_SIZE)),
    };
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const { pathname, searchParams } = new URL(url, "http://localhost");
      if (pathname === "/api/applications/bulk-status") {
        const { ids, status } = JSON.parse(String(init!.body)) as { ids: string[]; status: ApplicationStatus };
        for (const a of all) if (ids.includes(a.id)) a.status = status;
        return answer(200, {
          success: true,
          message: "Updated",
          updated: ids.length,
          erased: [],
          withdrawn: [],
          conflicts: [],
        });
      }
      if (pathname === "/api/admin/applications") {
        listed.push(searchParams);
        return answer(200, { success: true, ...pageOf(searchParams) });
      }
      return answer(200, { success: true });
    }),
  );
  return { listed, pageOf };
}

/** The list and its pager as the Applications tab shows them, with a bulk action on the shown rows. */
function Console({ initial }: { initial: ApplicationPage }) {
  const list = useApplications(initial);
  const actions = useConsoleActions({
    list,
    jobs: [],
    setStats: () => {},
    setJobs: () => {},
    setModal: () => {},
    setTab: () => {},
  });
  const page = list.page!;
  return (
    <>
      <button type="button" onClick={() => void actions.bulkStatus(page.applications, "reviewed")}>
        Mark shown as reviewed
      </button>
      <p data-testid="rows">{page.applications.length === 0 ? "No applications found." : page.applications.length}</p>
      <Pagination
        page={page.page}
        totalPages={page.totalPages}
        total={page.total}
        pageSize={page.pageSize}
        onPageChange={(p) => list.update({ page: p })}
        rangeTestId="range"
      />
    </>
  );
}

describe("the Applications list after a bulk status change", () => {
  it("shows the last page when the change emptied the one shown, and puts that page in the URL", async () => {
    // 45 pending: page 3 holds the last 5; marking them reviewed leaves 40, two pages.
    const api = fakeApi(45);
    const search = new URLSearchParams({ status: "pending", page: "3" });
    const urls: UrlUpdateEvent[] = [];
    render(
      <NuqsTestingAdapter searchParams={search} hasMemory onUrlUpdate={(event) => urls.push(event)}>
        <ToastProvider>
          <Console initial={api.pageOf(search)} />
        </ToastProvider>
      </NuqsTestingAdapter>,
    );
    const range = () => document.querySelector('[data-testid="range"]')?.textContent;
    const pager = () => document.querySelector("nav")?.textContent ?? "";
    expect(range()).toBe("Showing 41–45 of 45");

    await act(async () => click(button("Mark shown as reviewed")));
    await until(() => range() === "Showing 21–40 of 40");
    expect(pager()).toContain("Page 2 of 2");
    expect(document.querySelector('[data-testid="rows"]')!.textContent).toBe("20");
    // The empty page 3 was asked for (the API answers it), then the last page in its place.
    expect(api.listed.map((p) => p.get("page"))).toEqual(["3", "2"]);
    expect(api.listed.at(-1)!.get("status")).toBe("pending");
    expect(urls.at(-1)).toMatchObject({ queryString: "?status=pending&page=2", options: { history: "replace" } });
  });

  it("stays on page 1 with the empty message when the change left nothing to show", async () => {
    const api = fakeApi(5);
    const search = new URLSearchParams({ status: "pending" });
    render(
      <NuqsTestingAdapter searchParams={search} hasMemory>
        <ToastProvider>
          <Console initial={api.pageOf(search)} />
        </ToastProvider>
      </NuqsTestingAdapter>,
    );
    await act(async () => click(button("Mark shown as reviewed")));
    await until(() => document.querySelector('[data-testid="rows"]')?.textContent === "No applications found.");
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(api.listed.map((p) => p.get("page"))).toEqual(["1"]); // the reload only: nothing to go back to
  });
});
