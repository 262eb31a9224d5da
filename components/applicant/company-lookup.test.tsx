// @vitest-environment jsdom
// The company-application lookup on /applicant: a reference and e-mail address, checked through the
// API once the script runs; sent before it has loaded, the pair is posted to the page, never put in a URL.
import { afterEach, describe, expect, it, vi } from "vitest";

import { act, click, jsonResponse, render, type, until } from "@/lib/testing/render";

import { CompanyLookup } from "./company-lookup";

afterEach(() => vi.unstubAllGlobals());

const form = () => document.querySelector<HTMLFormElement>('form[aria-label="Check a company application"]')!;
const input = (name: string) => form().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe("the company application lookup", () => {
  it("is posted to its own page, never into a URL, until its script takes the lookup over", async () => {
    const fetch = vi.fn(async () => jsonResponse(404, { success: false, message: "No application found." }));
    vi.stubGlobal("fetch", fetch);
    render(<CompanyLookup />);
    expect(form().getAttribute("method")).toBe("post");
    expect(form().hasAttribute("action")).toBe(false);

    const submit = new Event("submit", { bubbles: true, cancelable: true });
    await act(async () => form().dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    await until(() => input("reference").getAttribute("aria-invalid"));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the application found for a reference and e-mail address", async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(200, {
        success: true,
        application: {
          reference: "CA-261122-7K3QXM",
          status: "pending",
          statusLabel: "Pending",
          jobTitle: "Accountant",
          company: "Patna Traders",
          appliedAt: "2026-11-22T05:30:00.000Z",
          history: [],
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    render(<CompanyLookup />);
    type(input("reference"), "CA-261122-7K3QXM");
    type(input("email"), "asha@example.in");
    await act(async () => click(form().querySelector('button[type="submit"]')!));
    const result = await until(() => document.querySelector('[aria-labelledby="lookup-result"]'));
    expect(result.querySelector("h3")!.textContent).toBe("Accountant, Patna Traders");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/applications/lookup");
    expect(JSON.parse(String(init.body))).toMatchObject({ reference: "CA-261122-7K3QXM", email: "asha@example.in" });
  });
});
