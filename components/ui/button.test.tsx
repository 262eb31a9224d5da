// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { act, button, click, render } from "@/lib/testing/render";

import { AsyncButton, Button, SubmitButton } from "./button";

describe("a busy button", () => {
  it("stays focusable (aria-disabled, not disabled), says what it is doing and ignores clicks", () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Saving..." onClick={onClick}>
        Save
      </Button>,
    );
    const saving = button("Saving...");
    // A disabled button loses focus to the page's body: a keyboard user would start again at the top.
    expect(saving.disabled).toBe(false);
    expect(saving.getAttribute("aria-disabled")).toBe("true");
    expect(saving.getAttribute("aria-busy")).toBe("true");
    saving.focus();
    click(saving);
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(saving);
  });

  it("does not send its form again", () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <SubmitButton busy busyLabel="Sending...">
          Send
        </SubmitButton>
      </form>,
    );
    // Enter in a field submits the form by clicking its submit button (the HTML spec's implicit
    // submission): the same click.
    click(button("Sending..."));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("is busy while its action runs, then available again", async () => {
    let finish!: () => void;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <AsyncButton busyLabel="Refreshing..." onClick={action}>
        Refresh
      </AsyncButton>,
    );
    click(button("Refresh"));
    click(button("Refreshing..."));
    expect(action).toHaveBeenCalledOnce();
    await act(async () => finish());
    expect(button("Refresh").getAttribute("aria-disabled")).toBeNull();
  });

  it("is disabled outright when told so", () => {
    render(<Button disabled>Delete</Button>);
    expect(button("Delete").disabled).toBe(true);
    expect(button("Delete").getAttribute("aria-disabled")).toBeNull();
  });
});
