// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { act, button, click, render } from "@/lib/testing/render";

import { LogoutButton, SIGN_OUT_FAILED, StaffLogoutProvider } from "./staff-logout";

const signOut = vi.hoisted(() => vi.fn());
vi.mock("next-auth/react", () => ({ signOut }));

const SIGNED_OUT_AT = "hr-staff-signed-out-at";
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));
const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const alertText = (within: ParentNode) => within.querySelector('[role="alert"]')?.textContent ?? null;
/** next-auth's GET /api/auth/session: `{}` without a session. */
const sessionAnswer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
const signedIn = { user: { name: "Neha Verma" }, expires: "2026-12-08T00:00:00.000Z" };

let replace: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  replace = vi.fn();
  fetchMock = vi.fn(() => sessionAnswer({}));
  vi.stubGlobal("location", { ...window.location, replace });
  vi.stubGlobal("fetch", fetchMock);
  signOut.mockReset().mockResolvedValue(undefined);
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function renderShell(confirm: boolean) {
  render(
    <ToastProvider>
      <StaffLogoutProvider confirm={confirm}>
        <LogoutButton />
      </StaffLogoutProvider>
    </ToastProvider>,
  );
}

async function confirmLogout() {
  click(button("Logout"));
  await settle();
  click(button("Logout", dialog()!));
  await settle();
}

describe("staff Logout", () => {
  it("signs out, checks that the server has no session left, tells the other tabs and goes to /login", async () => {
    renderShell(true);
    await confirmLogout();
    expect(signOut).toHaveBeenCalledWith({ redirect: false });
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/session", { cache: "no-store" });
    expect(window.localStorage.getItem(SIGNED_OUT_AT)).not.toBeNull();
    expect(replace).toHaveBeenCalledWith("/login");
  });

  it("a sign-out the server refused quietly (the session is still there) is said in the dialog, and nothing leaves", async () => {
    // next-auth's signOut resolves even when the server refused it (its CSRF token did not load).
    fetchMock.mockImplementation(() => sessionAnswer(signedIn));
    renderShell(true);
    await confirmLogout();
    expect(alertText(dialog()!)).toBe(SIGN_OUT_FAILED);
    expect(button("Logout", dialog()!).getAttribute("aria-disabled")).not.toBe("true");
    expect(replace).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(SIGNED_OUT_AT)).toBeNull();

    // Trying again once the server answers: the error goes and the browser signs out.
    fetchMock.mockImplementation(() => sessionAnswer({}));
    click(button("Logout", dialog()!));
    await settle();
    expect(replace).toHaveBeenCalledWith("/login");
  });

  it("a dropped connection, or a session check that fails, is said too", async () => {
    signOut.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderShell(true);
    await confirmLogout();
    expect(alertText(dialog()!)).toBe(SIGN_OUT_FAILED);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockImplementation(() => sessionAnswer({ error: "Internal" }, 500));
    click(button("Logout", dialog()!));
    await settle();
    expect(alertText(dialog()!)).toBe(SIGN_OUT_FAILED);
    expect(replace).not.toHaveBeenCalled();

    // Cancel closes the question and forgets the error.
    click(button("Cancel", dialog()!));
    await settle();
    click(button("Logout"));
    await settle();
    expect(alertText(dialog()!)).toBeNull();
  });

  it("without the confirmation (government console), a failure brings the button back and says why in a toast", async () => {
    fetchMock.mockImplementation(() => sessionAnswer(signedIn));
    renderShell(false);
    click(button("Logout"));
    await settle();
    expect(dialog()).toBeNull();
    expect(button("Logout").getAttribute("aria-disabled")).not.toBe("true");
    expect(document.body.textContent).toContain(SIGN_OUT_FAILED);
    expect(replace).not.toHaveBeenCalled();
  });
});
