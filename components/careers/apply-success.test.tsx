// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { act, button, click, render } from "@/lib/testing/render";

import { ApplySuccess } from "./apply-success";

// The success links with next-intl's Link (not loadable under Vitest's node resolution): a plain link stands in.
vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));

describe("the apply modal's success", () => {
  it("stays until closed, shows the reference, copies it and links to the applicant portal", async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(
      <ApplySuccess
        ref={null}
        message="Application submitted successfully! Your reference is CA-261126-7K3QXM."
        reference="CA-261126-7K3QXM"
        onClose={onClose}
      />,
    );
    expect(document.querySelector('[data-testid="apply-reference"]')!.textContent).toBe("CA-261126-7K3QXM");
    expect(document.querySelector('a[href="/applicant"]')!.textContent).toBe("Track your application");
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => click(button("Copy reference")));
    expect(writeText).toHaveBeenCalledWith("CA-261126-7K3QXM");
    expect(document.body.textContent).toContain("Copied.");

    click(button("Close"));
    expect(onClose).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
