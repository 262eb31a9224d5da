// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { act, button, click, render, until, jsonResponse as answer } from "@/lib/testing/render";

import { HirePanel } from "./hire-panel";

const panelText = () => document.querySelector('[data-testid="hire-panel"]')?.textContent ?? "";
const requested = { status: "requested", requestedAt: "2026-11-26T06:30:00.000Z", createdAt: null };

afterEach(() => vi.unstubAllGlobals());

describe("HirePanel in the application detail", () => {
  it("offers Create employee record for a hire and then says it was requested", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === "POST"
        ? answer(201, { success: true, message: "Employee record requested", created: true, record: requested })
        : answer(200, { success: true, record: null }),
    );
    vi.stubGlobal("fetch", fetch);
    render(
      <ToastProvider>
        <HirePanel applicationId="app1" status="hired" name="Asha Verma" />
      </ToastProvider>,
    );
    const create = await until(() => document.querySelector("button") && button("Create employee record"));
    await act(async () => click(create));
    await until(() => panelText().includes("Employee record requested"));
    expect(fetch).toHaveBeenLastCalledWith(
      "/api/applications/app1/employee-draft",
      expect.objectContaining({ method: "POST" }),
    );
    expect(document.body.textContent).not.toContain("Create employee record");
  });

  it("shows nothing for an applicant who is not hired and has no record", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(200, { success: true, record: null })),
    );
    render(
      <ToastProvider>
        <HirePanel applicationId="app2" status="shortlisted" name="Ravi" />
      </ToastProvider>,
    );
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(document.querySelector('[data-testid="hire-panel"]')).toBeNull();
  });

  it("says when the record was created, with no way to request another", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        answer(200, {
          success: true,
          record: { ...requested, status: "created", createdAt: "2026-11-27T05:00:00.000Z" },
        }),
      ),
    );
    render(
      <ToastProvider>
        <HirePanel applicationId="app3" status="hired" name="Asha" />
      </ToastProvider>,
    );
    await until(() => panelText().includes("Employee record created"));
    expect(document.querySelectorAll("button")).toHaveLength(0);
  });

  it("offers a retry when the status cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(503, { success: false, message: "Unavailable" })),
    );
    render(
      <ToastProvider>
        <HirePanel applicationId="app4" status="hired" name="Asha" />
      </ToastProvider>,
    );
    // The panel's own alert, not the toast region's (an empty role=alert is always there).
    const alert = await until(() =>
      [...document.querySelectorAll('[role="alert"]')].find((el) => !el.closest("[aria-live]") && el.textContent),
    );
    expect(button("Retry", alert as HTMLElement)).toBeTruthy();
  });
});
