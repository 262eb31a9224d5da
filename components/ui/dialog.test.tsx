// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { act, button, click, descriptionOf, labelOf, press, render } from "@/lib/testing/render";

import { useState } from "react";

import { ConfirmDialog } from "./confirm-dialog";
import { Dialog } from "./dialog";

const dialog = () => document.querySelector('[role="dialog"]')!;

describe("Dialog", () => {
  it("is a modal dialog named by its title and described by its description", () => {
    render(
      <Dialog title="Edit Job" description="Fields marked * are required.">
        <input aria-label="Job Title" />
      </Dialog>,
    );
    expect(dialog()).not.toBeNull();
    expect(labelOf(dialog())).toBe("Edit Job");
    expect(descriptionOf(dialog())).toBe("Fields marked * are required.");
    expect(document.querySelector('[data-testid="modal-backdrop"]')).not.toBeNull();
  });

  it("has no dangling description when it has none", () => {
    render(<Dialog title="Employee Details">Body</Dialog>);
    expect(dialog().hasAttribute("aria-describedby")).toBe(false);
  });

  it("closes on Escape and on its close button", () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Edit Job" onClose={onClose}>
        Body
      </Dialog>,
    );
    press("Escape", dialog());
    expect(onClose).toHaveBeenCalledTimes(1);
    click(button("Close", dialog()));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("lets an open combobox take Escape first", () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Upload Documents" onClose={onClose}>
        <input role="combobox" aria-expanded="true" aria-controls="list" aria-label="Employee" />
      </Dialog>,
    );
    press("Escape", dialog().querySelector("input")!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("focuses the element marked data-autofocus, else its first control", async () => {
    render(
      <Dialog title="Apply for Clerk">
        <input aria-label="Email" />
        <input aria-label="Full Name" data-autofocus />
      </Dialog>,
    );
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Full Name");
  });

  it("opens from its trigger and shows the footer under the body", () => {
    render(
      <Dialog trigger={<button type="button">View Gallery</button>} title="Gallery" footer={<button>Done</button>}>
        Pictures
      </Dialog>,
    );
    expect(dialog()).toBeNull();
    click(button("View Gallery"));
    expect(dialog().textContent).toContain("Pictures");
    expect(button("Done", dialog())).toBeTruthy();
  });

  it("gives focus back to what opened it when it closes", async () => {
    const view = (open: boolean) => (
      <>
        <button type="button">Edit Clerk</button>
        <Dialog open={open} title="Edit Job">
          <input aria-label="Job Title" />
        </Dialog>
      </>
    );
    const { rerender } = render(view(false));
    const opener = button("Edit Clerk");
    opener.focus();
    rerender(view(true));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(document.activeElement).not.toBe(opener);
    rerender(view(false));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(document.activeElement).toBe(opener);
  });

  it("keeps focus inside a dialog still open when one opened from it closes and its opener is gone", async () => {
    // An application's dialog, a round's Cancel in it, and the confirmation: confirming removes
    // the round, and with it the button that opened the confirmation.
    function Rounds() {
      const [rounds, setRounds] = useState(["Technical round"]);
      const [asking, setAsking] = useState(false);
      return (
        <>
          {rounds.map((r) => (
            <button key={r} type="button" onClick={() => setAsking(true)}>
              Cancel {r}
            </button>
          ))}
          <ConfirmDialog
            open={asking}
            title="Cancel this interview?"
            message="The candidate is told."
            confirmLabel="Yes, cancel it"
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setRounds([]);
              setAsking(false);
            }}
          />
        </>
      );
    }
    render(
      <>
        <main tabIndex={-1}>
          <button type="button">View application</button>
        </main>
        <Dialog title="Application">
          <Rounds />
        </Dialog>
      </>,
    );
    const tick = () => act(() => new Promise((r) => setTimeout(r, 10)));
    await tick();
    button("Cancel Technical round").focus();
    click(button("Cancel Technical round"));
    await tick();
    click(button("Yes, cancel it"));
    await tick();
    await tick();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    // Not the page's main region behind the application, hidden from screen readers while it is open.
    expect(dialog().contains(document.activeElement)).toBe(true);
  });

  it("can leave out its close button for dialogs with their own", () => {
    render(
      <Dialog title="Checkout" hideClose>
        <button type="button">Close</button>
      </Dialog>,
    );
    expect([...dialog().querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Close"]);
  });
});
