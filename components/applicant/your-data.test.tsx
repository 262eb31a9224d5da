// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { act, button, click, render, type, until, jsonResponse as answer } from "@/lib/testing/render";
import { applicantMessages } from "@/lib/validation/applicant";

import { YourData } from "./your-data";

const replace = vi.fn();
const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh }) }));

afterEach(() => vi.unstubAllGlobals());

describe("Your data in the applicant portal", () => {
  it("says why a download failed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(429, { success: false, message: "Please try again later." })),
    );
    render(<YourData />);
    await act(async () => click(button("Download my data")));
    await until(() => document.querySelector('[role="alert"]')?.textContent?.includes("Please try again later."));
  });

  it("explains what is erased and kept, erases only once DELETE is typed, then leaves for the signed-out page", async () => {
    const fetch = vi.fn(async () => answer(200, { success: true, message: applicantMessages.erased }));
    vi.stubGlobal("fetch", fetch);
    render(<YourData />);
    await act(async () => click(button("Delete my data")));
    const dialog = await until(() => document.querySelector('[role="dialog"]'));
    expect(dialog.textContent).toContain(applicantMessages.erasureKeeps);
    expect(dialog.textContent).toContain(
      "Applications still in progress are withdrawn first: they cannot go on without your details. The fee of an application withdrawn this way is not refunded.",
    );
    const input = dialog.querySelector<HTMLInputElement>('input[name="confirm"]')!;
    expect(document.activeElement).toBe(input);

    type(input, "delete");
    await act(async () => click(button("Delete my data", dialog)));
    await until(() => dialog.textContent?.includes(applicantMessages.eraseConfirm));
    expect(fetch).not.toHaveBeenCalled();

    type(input, "DELETE");
    await act(async () => click(button("Delete my data", dialog)));
    await until(() => replace.mock.calls.length > 0);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/applicant/erase");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ confirm: "DELETE" });
    expect(replace).toHaveBeenCalledWith("/applicant?erased=1");
  });
});
