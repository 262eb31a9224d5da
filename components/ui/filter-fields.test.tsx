// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { FilterFields, type FilterSpec } from "./filter-fields";

const fields: FilterSpec<"q" | "status" | "from">[] = [
  { name: "q", type: "search", label: "Search", placeholder: "Name or e-mail" },
  { name: "status", type: "select", label: "Status", any: "All statuses", options: [{ value: "paid", label: "Paid" }] },
  { name: "from", type: "date", label: "From", max: "2026-01-31" },
];

describe("FilterFields", () => {
  it("renders one labelled control per filter, showing the record's values and 'any' as the empty choice", () => {
    document.body.innerHTML = renderToStaticMarkup(
      <FilterFields fields={fields} values={{ q: "asha", status: "paid", from: "" }} onChange={() => {}} />,
    );
    const byLabel = (text: string) =>
      Array.from(document.querySelectorAll("label")).find((l) => l.textContent === text)!.control as
        HTMLInputElement | HTMLSelectElement;

    expect(byLabel("Search")).toMatchObject({ type: "search", value: "asha", placeholder: "Name or e-mail" });
    const status = byLabel("Status") as HTMLSelectElement;
    expect(status.value).toBe("paid");
    expect(Array.from(status.options).map((o) => o.text)).toEqual(["All statuses", "Paid"]);
    expect(byLabel("From")).toMatchObject({ type: "date", value: "", max: "2026-01-31" });
  });
});
