// @vitest-environment jsdom
// A lookup sent after the connection dropped, before the form's checks had loaded: it says so and
// stays usable (react-hook-form left it "Checking..." for good when the checks threw), and the
// next send loads them and looks the application up. Its own file: the checks, once loaded, stay.
import { afterEach, describe, expect, it, vi } from "vitest";

import { act, click, jsonResponse, render, type, until } from "@/lib/testing/render";

import { CompanyLookup } from "./company-lookup";

const offline = vi.hoisted(() => ({ on: false }));
vi.mock("@/lib/validation/applicant", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/validation/applicant")>();
  return {
    ...real,
    get companyLookupSchema() {
      if (offline.on) throw new TypeError("Failed to fetch dynamically imported module");
      return real.companyLookupSchema;
    },
  };
});

afterEach(() => vi.unstubAllGlobals());

const form = () => document.querySelector<HTMLFormElement>('form[aria-label="Check a company application"]')!;
const button = () => form().querySelector<HTMLButtonElement>('button[type="submit"]')!;

describe("the company application lookup without its checks", () => {
  it("says the form could not be checked, stays usable, and looks up on the next send", async () => {
    const fetch = vi.fn(async () => jsonResponse(404, { success: false, message: "No application found." }));
    vi.stubGlobal("fetch", fetch);
    render(<CompanyLookup />);
    type(form().querySelector('input[name="reference"]')!, "CA-261122-7K3QXM");
    type(form().querySelector('input[name="email"]')!, "asha@example.in");

    offline.on = true;
    await act(async () => click(button()));
    const alert = await until(() => form().querySelector('[role="alert"]'));
    expect(alert.textContent).toBe("Error: The form could not be checked. Please check your connection and try again.");
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe("Check status");
    expect(fetch).not.toHaveBeenCalled();

    offline.on = false;
    await act(async () => click(button()));
    await until(
      () =>
        fetch.mock.calls.length > 0 &&
        form().querySelector('[role="alert"]')?.textContent?.includes("No application found."),
    );
    expect(form().querySelector('[role="alert"]')!.textContent).not.toContain("could not be checked");
  });
});
