// @vitest-environment jsdom
// Employee Management's list when it fails to load: the error and Retry, and none of an earlier
// list's counts or pages beside them.
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { button, click, jsonResponse, render } from "@/lib/testing/render";
import { employeeListQuerySchema } from "@/lib/validation/employees";

import { EmployeesPanel } from "./employees-panel";
import type { EmployeeList } from "./use-employee-list";

afterEach(() => vi.unstubAllGlobals());

function list(error: string | null, reload = vi.fn()): EmployeeList {
  return {
    query: employeeListQuerySchema.parse({ status: "Active" }),
    search: "",
    update: vi.fn(),
    data: { employees: [], total: 12, page: 1, pageSize: 10, totalPages: 2 },
    departments: [],
    loading: false,
    error,
    reload,
  } as unknown as EmployeeList;
}

const panel = (value: EmployeeList) =>
  render(
    <ToastProvider>
      <EmployeesPanel list={value} onChanged={vi.fn()} />
    </ToastProvider>,
  );

describe("the employee list", () => {
  it("shows its counts and pages when it has loaded", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { drafts: [], total: 0 })),
    );
    panel(list(null));
    expect(document.body.textContent).toContain("of 12 employees");
  });

  it("shows the failure and Retry, without an earlier list's counts or pages", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { drafts: [], total: 0 })),
    );
    const reload = vi.fn();
    panel(list("Internal server error", reload));
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain("Failed to load employee data");
    expect(document.body.textContent).not.toContain("of 12 employees");
    expect(document.body.textContent).not.toMatch(/Page 1 of 2/);
    click(button("Retry", alert as HTMLElement));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
