// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { act } from "react";

import { Dialog } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api-client";
import { render } from "@/lib/testing/render";

import { SESSION_ENDED, SessionEnded, signInAgainUrl } from "./session-ended";

afterEach(() => vi.unstubAllGlobals());

/** A console call answered 401, as after a sign-out in another tab. */
async function unauthorized() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ message: "Authentication required" }, { status: 401 })),
  );
  await act(async () => {
    await apiFetch("/api/gov/jobs", { method: "POST", body: {} }).catch(() => undefined);
  });
}

const alert = () => document.querySelector('[role="alertdialog"]');

describe("a console whose session ended", () => {
  it("goes to sign-in at once when no form is open: nothing typed is lost", async () => {
    const leave = vi.fn();
    render(<SessionEnded leave={leave} />);
    await unauthorized();
    expect(leave).toHaveBeenCalledTimes(1);
    expect(alert()).toBeNull();
  });

  it("keeps an open form on screen and offers to sign in in a new tab, or to leave", async () => {
    const leave = vi.fn();
    render(
      <>
        <Dialog title="Add New Government Job" onClose={() => {}}>
          <input aria-label="Job Title" defaultValue="Typed title" />
        </Dialog>
        <SessionEnded leave={leave} />
      </>,
    );
    await unauthorized();
    expect(leave).not.toHaveBeenCalled();
    expect(alert()?.textContent).toContain(SESSION_ENDED.title);
    expect(alert()?.textContent).toContain("What you typed is still on this page");
    expect(document.querySelector<HTMLInputElement>('input[aria-label="Job Title"]')?.value).toBe("Typed title");

    const newTab = [...alert()!.querySelectorAll("a")].find((a) => a.textContent === SESSION_ENDED.signInNewTab)!;
    expect([newTab.getAttribute("href"), newTab.target]).toEqual(["/login?reason=expired", "_blank"]);
    act(() => newTab.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true })));
    expect(alert()).toBeNull();
    expect(document.querySelector<HTMLInputElement>('input[aria-label="Job Title"]')?.value).toBe("Typed title");

    await unauthorized();
    const leaveButton = [...alert()!.querySelectorAll("button")].find((b) => b.textContent === SESSION_ENDED.leave)!;
    act(() => leaveButton.click());
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it("says so when the browser is now signed in as someone else (a 403 for the role), dialog or not", async () => {
    const leave = vi.fn();
    render(<SessionEnded leave={leave} />);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ message: "You do not have permission to do this.", code: "role" }, { status: 403 }),
      ),
    );
    await act(async () => {
      await apiFetch("/api/gov/jobs", { method: "POST", body: {} }).catch(() => undefined);
    });
    expect(leave).not.toHaveBeenCalled();
    expect(alert()?.textContent).toContain(SESSION_ENDED.otherTitle);
    expect(alert()?.textContent).toContain("signed in with another account");
  });

  it("stays quiet on another 403 (a cross-site refusal is not a change of account)", async () => {
    render(<SessionEnded leave={() => {}} />);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ message: "Cross-site request refused." }, { status: 403 })),
    );
    await act(async () => {
      await apiFetch("/api/gov/jobs", { method: "POST", body: {} }).catch(() => undefined);
    });
    expect(alert()).toBeNull();
  });

  it("comes back to the same console page, with its tab and filters, after signing in", () => {
    window.history.replaceState(null, "", "/gov-admin-dashboard?tab=applications&status=Pending");
    const url = new URL(signInAgainUrl(), "http://x");
    expect([url.pathname, url.searchParams.get("reason"), url.searchParams.get("next")]).toEqual([
      "/login",
      "expired",
      "/gov-admin-dashboard?tab=applications&status=Pending",
    ]);
  });
});
