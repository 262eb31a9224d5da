// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { ApiClientError } from "@/lib/api-client";
import { act, button, click, render } from "@/lib/testing/render";

import { DecisionDialog, type DecisionPrompt } from "./decision-dialog";

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));
const dialog = () => document.querySelector('[role="dialog"], [role="alertdialog"]')!;

/** Sets a controlled field's value as typing or choosing would (React listens for input/change). */
function fill(element: HTMLSelectElement | HTMLTextAreaElement, value: string) {
  const proto = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(element, value);
  act(() => {
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

function reasonPrompt(send: DecisionPrompt["send"]): DecisionPrompt {
  return {
    kind: "reason",
    title: "Reject Priya Sharma's application",
    message: "The applicant is e-mailed the reason.",
    confirmLabel: "Reject",
    send,
  };
}

describe("DecisionDialog", () => {
  it("a reason is required: without one nothing is sent and the error is tied to the field", async () => {
    const send = vi.fn(async () => {});
    render(<DecisionDialog prompt={reasonPrompt(send)} onClose={() => {}} />);
    await settle();
    const select = dialog().querySelector("select")!;
    expect(document.activeElement).toBe(select);
    click(button("Reject", dialog()));
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(select.getAttribute("aria-invalid")).toBe("true");
    const errorId = select.getAttribute("aria-describedby")!.split(" ")[0];
    expect(document.getElementById(errorId)?.textContent).toContain("Please choose a reason.");
  });

  it("sends '<label>: <note>' (or the label alone) and closes", async () => {
    const send = vi.fn(async () => {});
    const onClose = vi.fn();
    render(<DecisionDialog prompt={reasonPrompt(send)} onClose={onClose} />);
    await settle();
    fill(dialog().querySelector("select")!, "Position filled");
    fill(dialog().querySelector("textarea")!, "  the role went to an internal candidate ");
    click(button("Reject", dialog()));
    await settle();
    expect(send).toHaveBeenCalledWith("Position filled: the role went to an internal candidate");
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("'Other' needs a note: without one nothing is sent and the note says why", async () => {
    const send = vi.fn(async () => {});
    render(<DecisionDialog prompt={reasonPrompt(send)} onClose={() => {}} />);
    await settle();
    fill(dialog().querySelector("select")!, "Other");
    const note = dialog().querySelector("textarea")!;
    expect(note.getAttribute("aria-required")).toBe("true");
    fill(note, "   ");
    click(button("Reject", dialog()));
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(dialog().textContent).toContain(
      'Please add a note saying why: "Other" on its own tells the applicant nothing.',
    );
    expect(document.activeElement).toBe(note);
    fill(note, "The post was withdrawn by the department");
    click(button("Reject", dialog()));
    await settle();
    expect(send).toHaveBeenCalledWith("Other: The post was withdrawn by the department");
  });

  it("keeps the dialog open with the server's error inline", async () => {
    const send = vi.fn(async () => {
      throw new ApiClientError(400, "Reason must be at most 500 characters", {
        reason: "Reason must be at most 500 characters",
      });
    });
    const onClose = vi.fn();
    render(<DecisionDialog prompt={reasonPrompt(send)} onClose={onClose} />);
    await settle();
    fill(dialog().querySelector("select")!, "Position filled");
    click(button("Reject", dialog()));
    await settle();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog().textContent).toContain("Reason must be at most 500 characters");
  });

  it("a confirmation sends without a reason, and shows a failure in the dialog", async () => {
    const send = vi
      .fn<DecisionPrompt["send"]>()
      .mockRejectedValueOnce(new ApiClientError(409, "Try again"))
      .mockResolvedValueOnce();
    const onClose = vi.fn();
    const prompt: DecisionPrompt = {
      kind: "confirm",
      title: "Approve application GOV123?",
      message: "The applicant is e-mailed.",
      confirmLabel: "Approve",
      send,
    };
    render(<DecisionDialog prompt={prompt} onClose={onClose} />);
    await settle();
    click(button("Approve", dialog()));
    await settle();
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe("Try again");
    expect(onClose).not.toHaveBeenCalled();
    click(button("Approve", dialog()));
    await settle();
    expect(send).toHaveBeenLastCalledWith();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
