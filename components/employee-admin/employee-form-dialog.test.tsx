// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { click, render } from "@/lib/testing/render";

import { EmployeeFormDialog } from "./employee-form-dialog";

const byLabel = (text: string) =>
  [...document.querySelectorAll("label")].find((l) => l.textContent === text)?.control ?? null;

describe("Add Employee: the password choice", () => {
  it("asks for an initial password until the admin chooses to e-mail a link instead", () => {
    render(
      <ToastProvider>
        <EmployeeFormDialog mode="create" employee={null} onClose={vi.fn()} onSaved={vi.fn()} />
      </ToastProvider>,
    );
    const typed = byLabel("Type a password now") as HTMLInputElement;
    expect(typed.checked).toBe(true);
    expect(byLabel("Initial Password")).not.toBeNull();
    click(byLabel("E-mail a link to set their own password")!);
    expect(byLabel("Initial Password")).toBeNull();
    click(typed);
    expect(byLabel("Initial Password")).not.toBeNull();
  });
});
