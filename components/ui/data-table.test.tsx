// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { button, click, render } from "@/lib/testing/render";

import { type Column, DataTable } from "./data-table";

type Row = { id: string; name: string; city: string };
const rows: Row[] = [
  { id: "1", name: "Priya", city: "Patna" },
  { id: "2", name: "Arjun", city: "Gaya" },
];
const columns: Column<Row>[] = [
  { key: "name", header: "Name", sortKey: "name", cell: (r) => r.name },
  { key: "city", header: "City", cell: (r) => r.city },
  { key: "actions", header: <span className="sr-only">Actions</span>, cell: (r) => <button>Edit {r.name}</button> },
];

const people = (props: Partial<React.ComponentProps<typeof DataTable<Row>>> = {}) => (
  <DataTable caption="People" columns={columns} rows={rows} rowKey={(r) => r.id} {...props} />
);

describe("DataTable", () => {
  it("renders a captioned table whose cells carry their column label for the small-screen cards", () => {
    render(people({ rowProps: () => ({ "data-testid": "person-row" }) }));
    expect(document.querySelector("caption")!.textContent).toBe("People");
    const trs = document.querySelectorAll('[data-testid="person-row"]');
    expect(trs).toHaveLength(2);
    const cells = [...trs[0].querySelectorAll("td")];
    expect(cells.map((c) => c.textContent)).toEqual(["Priya", "Patna", "Edit Priya"]);
    expect(cells.map((c) => c.dataset.label ?? null)).toEqual(["Name", "City", null]);
  });

  it("makes sortable headers buttons with aria-sort", () => {
    const onSort = vi.fn();
    render(people({ sort: { key: "name", order: "asc" }, onSort }));
    const [name, city] = document.querySelectorAll("th");
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    expect(city.hasAttribute("aria-sort")).toBe(false);
    click(button("Name▲"));
    expect(onSort).toHaveBeenCalledWith("name");
  });

  it("shows the loading slot before the first rows, then the empty slot", () => {
    const table = (loading: boolean) =>
      people({ rows: [], loading, loadingState: <p>Loading people...</p>, empty: <p>No people found.</p> });
    const { container, rerender } = render(table(true));
    expect(container.textContent).toBe("Loading people...");
    expect(container.firstElementChild!.getAttribute("aria-busy")).toBe("true");
    rerender(table(false));
    expect(container.textContent).toBe("No people found.");
    expect(container.querySelector("table")).toBeNull();
  });
});
