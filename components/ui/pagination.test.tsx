// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { button, click, render } from "@/lib/testing/render";

import { Pagination } from "./pagination";

describe("Pagination", () => {
  it("says where the page is and moves with Previous and Next", () => {
    const onPageChange = vi.fn();
    render(
      <Pagination page={2} totalPages={5} onPageChange={onPageChange} total={42} pageSize={10} noun="employees" />,
    );
    const nav = document.querySelector("nav")!;
    expect(nav.getAttribute("aria-label")).toBe("Pagination");
    expect(nav.textContent).toContain("Showing 11–20 of 42 employees");
    expect(nav.textContent).toContain("Page 2 of 5");
    click(button("Previous"));
    click(button("Next"));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it("disables the way past either end, and never says 'of 0'", () => {
    render(<Pagination page={1} totalPages={0} onPageChange={() => {}} />);
    expect(button("Previous").disabled).toBe(true);
    expect(button("Next").disabled).toBe(true);
    expect(document.querySelector("nav")!.textContent).toContain("Page 1 of 1");
  });

  it("offers a labelled rows-per-page choice", () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination
        page={1}
        totalPages={3}
        onPageChange={() => {}}
        total={25}
        pageSize={10}
        pageSizes={[10, 20]}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const select = document.querySelector("select")!;
    expect(document.querySelector(`label[for="${select.id}"]`)!.textContent).toBe("Rows per page");
    select.value = "20";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
  });
});
