// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { act, button, click, descriptionOf, labelOf, press, render } from "@/lib/testing/render";

import { ConfirmDialog } from "./confirm-dialog";

const alert = () => document.querySelector('[role="alertdialog"]')!;
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

function confirm(props: Partial<React.ComponentProps<typeof ConfirmDialog>> = {}) {
  return (
    <ConfirmDialog
      open
      title="Are you sure you want to delete this job?"
      message='"Clerk" will be deleted.'
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={() => {}}
      onCancel={() => {}}
      {...props}
    />
  );
}

describe("ConfirmDialog", () => {
  it("asks in an alertdialog named by the title, with Cancel focused first", async () => {
    render(confirm());
    await settle();
    expect(labelOf(alert())).toBe("Are you sure you want to delete this job?");
    expect(descriptionOf(alert())).toBe('"Clerk" will be deleted.');
    expect(document.activeElement).toBe(button("Cancel", alert()));
  });

  it("Cancel and Escape cancel", () => {
    const onCancel = vi.fn();
    render(confirm({ onCancel }));
    click(button("Cancel", alert()));
    press("Escape", alert());
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("shows progress while the action runs and cannot be cancelled meanwhile", async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onCancel = vi.fn();
    render(confirm({ onConfirm, onCancel }));
    click(button("Delete", alert()));
    expect(onConfirm).toHaveBeenCalledOnce();
    const busy = button("Deleting...", alert());
    // Unavailable but focusable (a disabled button would drop the keyboard user's focus): a second
    // click does nothing.
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    click(busy);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(button("Cancel", alert()).disabled).toBe(true);
    press("Escape", alert());
    expect(onCancel).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(button("Delete", alert()).disabled).toBe(false);
  });

  it("gives focus back to what opened it", async () => {
    const view = (open: boolean) => (
      <>
        <button type="button">Delete Clerk</button>
        {confirm({ open })}
      </>
    );
    const { rerender } = render(view(false));
    button("Delete Clerk").focus();
    rerender(view(true));
    await settle();
    rerender(view(false));
    await settle();
    expect(document.activeElement).toBe(button("Delete Clerk"));
  });

  it("renders nothing while closed", () => {
    render(confirm({ open: false }));
    expect(alert()).toBeNull();
  });
});
