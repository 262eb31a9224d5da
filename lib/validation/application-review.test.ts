import { describe, expect, it } from "vitest";

import { applicationListQuerySchema, bulkStatusSchema, listSearchParams } from "./application-review";

describe("applicationListQuerySchema", () => {
  it("defaults to newest first, page 1 of 20, and turns blanks into no filter", () => {
    expect(applicationListQuerySchema.parse({ q: "  ", jobId: "", status: "", from: "", to: "" })).toEqual({
      q: undefined,
      jobId: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      sort: "appliedDate",
      order: "desc",
      page: 1,
      pageSize: 20,
    });
  });

  it("trims the search and reads numbers from the query string", () => {
    expect(applicationListQuerySchema.parse({ q: "  Priya ", page: "3", pageSize: "50" })).toMatchObject({
      q: "Priya",
      page: 3,
      pageSize: 50,
    });
  });

  it.each(["2026-13-01", "2026-02-29", "01-02-2026", "2026-1-5"])("refuses the date %s", (from) => {
    expect(applicationListQuerySchema.safeParse({ from }).success).toBe(false);
  });

  it("accepts a single-day range", () => {
    expect(applicationListQuerySchema.safeParse({ from: "2028-02-29", to: "2028-02-29" }).success).toBe(true);
  });
});

describe("listSearchParams", () => {
  it("round-trips through the schema, leaving out what is unset", () => {
    const query = applicationListQuerySchema.parse({ q: "a&b=c", status: "hired", sort: "job", order: "asc" });
    const params = listSearchParams(query);
    expect(params.has("jobId")).toBe(false);
    expect(applicationListQuerySchema.parse(Object.fromEntries(params))).toEqual(query);
  });
});

describe("bulkStatusSchema", () => {
  it("drops repeated ids", () => {
    expect(bulkStatusSchema.parse({ ids: ["a", "b", "a"], status: "hired" }).ids).toEqual(["a", "b"]);
  });
});
