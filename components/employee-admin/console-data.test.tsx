// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import type { ActivityItem, EmployeeStats } from "@/lib/server/employees/dashboard";
import { button, click, jsonResponse, render, until } from "@/lib/testing/render";

import { DashboardPanel } from "./dashboard-panel";
import { useConsoleData } from "./use-console-data";

const stats = (total: number): EmployeeStats => ({
  totalEmployees: total,
  employeesTrend: 0,
  byStatus: { Active: total, Inactive: 0, Pending: 0 },
  byDepartment: [],
  documentsLast30Days: 0,
  documentsPrevious30Days: 0,
  totalUsers: total + 1,
  usersTrend: 0,
});
const activity: ActivityItem[] = [];
const readDashboard = (answer: Record<string, unknown>) => ({
  stats: answer.stats as EmployeeStats,
  activity: answer.activity as ActivityItem[],
});

/** The console in short: a record changes (as Employee Management reports it), and the Dashboard tab. */
function Console({ shown }: { shown: boolean }) {
  const dashboard = useConsoleData("/api/employees/dashboard", { stats: stats(4), activity }, shown, readDashboard);
  return (
    <>
      <button type="button" onClick={dashboard.changed}>
        Record changed
      </button>
      {shown && <DashboardPanel {...dashboard.data} refreshing={dashboard} />}
    </>
  );
}

const total = () =>
  document.querySelector('[data-testid="stat-total-employees"]')?.querySelectorAll("p")[1].textContent;
const alert = () => document.querySelector('[role="alert"]');

afterEach(() => vi.unstubAllGlobals());

describe("the employee console's figures (dashboard, system, mail)", () => {
  it("are read again from their API when their tab is shown after a change, and not before", async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { success: true, stats: stats(5), activity }));
    vi.stubGlobal("fetch", fetch);
    const view = render(<Console shown={false} />);
    click(button("Record changed"));
    expect(fetch).not.toHaveBeenCalled();

    view.rerender(<Console shown />);
    await until(() => total() === "5" || null);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe("/api/employees/dashboard");

    // Shown again with nothing changed since: no new request.
    view.rerender(<Console shown={false} />);
    view.rerender(<Console shown />);
    expect(total()).toBe("5");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("are read at once when their tab is shown, keep the last figures and offer Retry when that fails", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(503, { success: false, message: "Database unavailable" }))
      .mockResolvedValueOnce(jsonResponse(200, { success: true, stats: stats(6), activity }));
    vi.stubGlobal("fetch", fetch);
    render(<Console shown />);
    click(button("Record changed"));
    const shown = await until(alert);
    expect(shown.textContent).toContain("Could not update the figures: Database unavailable");
    expect(total()).toBe("4");

    click(button("Retry"));
    await until(() => total() === "6" || null);
    expect(alert()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
