// @vitest-environment jsdom
// A status saved from the console is mailed to the applicant. In Chrome on Windows and Linux an
// arrow key on the closed select changes its value and fires "change" at once, so each option a
// keyboard user passed over was saved and mailed. Such a change is now only a pending choice.
import { describe, expect, it, vi } from "vitest";

import { act, button, render } from "@/lib/testing/render";
import type { ApplicationStatus } from "@/lib/validation/application-review";

import { Dialog } from "@/components/ui/dialog";

import { StatusSelect } from "./status";

const select = () => document.querySelector<HTMLSelectElement>('select[aria-label="Status for Priya Sharma"]')!;

/** What Chrome does for an arrow key on a closed select: keydown, then the value and "change". */
function arrowTo(value: ApplicationStatus, key = "ArrowDown") {
  act(() => {
    const el = select();
    const go = el.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    if (!go) return;
    el.value = value;
    el.dispatchEvent(new Event("change", { bubbles: true }));
  });
}
/** A choice made in the open list (a click or a tap): "change" with no key before it. */
function pick(value: ApplicationStatus) {
  act(() => {
    select().value = value;
    select().dispatchEvent(new Event("change", { bubbles: true }));
  });
}
function key(name: string) {
  act(() => {
    select().dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
  });
}
const tick = () => act(() => new Promise((r) => setTimeout(r, 5)));

function mount(onChange = vi.fn()) {
  render(
    <StatusSelect value="pending" label="Status for Priya Sharma" subject="for Priya Sharma" onChange={onChange} />,
  );
  return onChange;
}

describe("StatusSelect and the keyboard", () => {
  it("saves nothing while arrow keys pass over the options; Enter saves the one shown", async () => {
    const onChange = mount();
    arrowTo("reviewed");
    await tick();
    arrowTo("shortlisted");
    await tick();
    expect(onChange).not.toHaveBeenCalled();
    expect(select().value).toBe("shortlisted");
    expect(select().getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(select().getAttribute("aria-describedby")!)!.textContent).toBe(
      "Not saved yet: press Enter to apply Shortlisted, Escape to cancel.",
    );
    key("Enter");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith("shortlisted");
  });

  it("Escape drops the pending choice and shows the saved status again", async () => {
    const onChange = mount();
    arrowTo("hired");
    await tick();
    key("Escape");
    expect(select().value).toBe("pending");
    expect(select().hasAttribute("aria-describedby")).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("offers Apply and Cancel buttons for the pending choice, named for the applicant", async () => {
    const onChange = mount();
    arrowTo("reviewed");
    await tick();
    act(() => button("Apply Reviewed for Priya Sharma").click());
    expect(onChange).toHaveBeenCalledWith("reviewed");
    arrowTo("hired");
    await tick();
    act(() => button("Cancel Hired for Priya Sharma").click());
    expect(select().value).toBe("pending");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("saves at once a choice made in the open list, even just after an arrow key", async () => {
    const onChange = mount();
    pick("reviewed");
    expect(onChange).toHaveBeenCalledWith("reviewed");
    key("ArrowDown"); // moved the open list's highlight only: no change event followed
    await tick();
    pick("shortlisted");
    expect(onChange).toHaveBeenLastCalledWith("shortlisted");
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("gives the focus back to the select after Apply or Cancel, and applies nothing while a save is under way", async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <StatusSelect value="pending" label="Status for Priya Sharma" subject="for Priya Sharma" onChange={onChange} />,
    );
    arrowTo("reviewed");
    await tick();
    act(() => button("Cancel Reviewed for Priya Sharma").click());
    expect(document.activeElement).toBe(select());
    arrowTo("reviewed");
    await tick();
    // Another change of this application is being saved (a bulk change, a drag on the board).
    rerender(
      <StatusSelect
        value="pending"
        label="Status for Priya Sharma"
        subject="for Priya Sharma"
        onChange={onChange}
        busy
      />,
    );
    act(() => button("Apply Reviewed for Priya Sharma").click());
    key("Enter");
    expect(onChange).not.toHaveBeenCalled();
    rerender(
      <StatusSelect value="pending" label="Status for Priya Sharma" subject="for Priya Sharma" onChange={onChange} />,
    );
    act(() => button("Apply Reviewed for Priya Sharma").click());
    expect(onChange).toHaveBeenCalledWith("reviewed");
    expect(document.activeElement).toBe(select());
  });

  it("in a dialog, Escape drops the pending choice and leaves the dialog open", async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Application">
        <StatusSelect value="pending" label="Status for Priya Sharma" onChange={() => {}} />
      </Dialog>,
    );
    act(() => select().focus());
    arrowTo("shortlisted");
    await tick();
    key("Escape");
    expect(onClose).not.toHaveBeenCalled();
    expect(select().value).toBe("pending");
    // Nothing pending: Escape closes the dialog as before.
    key("Escape");
    expect(onClose).toHaveBeenCalled();
  });
});
