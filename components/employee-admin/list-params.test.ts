// The employee list's URL: the server page and the console read it with the same parsers, so a
// reload asks the API for exactly the list that was on screen.
import { createLoader } from "nuqs/server";
import { describe, expect, it } from "vitest";

import { employeeListParams, toListQuery, toUrlPatch } from "./list-params";

const load = createLoader(employeeListParams);
const fromUrl = (search: string) => toListQuery(load(search));

describe("employee list URL", () => {
  it("is the API's default query when empty", () => {
    expect(fromUrl("")).toEqual({ q: "", sort: "createdAt", order: "desc", page: 1, pageSize: 10 });
  });

  it("keeps search, filters, sort and page", () => {
    expect(fromUrl("?q=+neha+&status=Pending&department=IT+Services&sort=name&order=asc&page=3&pageSize=25")).toEqual({
      q: "neha",
      status: "Pending",
      department: "IT Services",
      sort: "name",
      order: "asc",
      page: 3,
      pageSize: 25,
    });
  });

  it.each([
    ["an unknown status", "?status=Retired", { status: undefined }],
    ["an unknown sort", "?sort=salary&order=up", { sort: "createdAt", order: "desc" }],
    ["a page below 1 or not a number", "?page=0&pageSize=abc", { page: 1, pageSize: 10 }],
    ["a page size over 100", "?pageSize=5000", { pageSize: 10 }],
    ["a search over 100 characters", `?q=${"a".repeat(150)}`, { q: "a".repeat(100) }],
  ])("falls back to the default for %s", (_, search, expected) => {
    expect(fromUrl(search)).toMatchObject(expected);
  });

  it("turns a cleared filter into a removed key", () => {
    expect(toUrlPatch({ status: undefined, department: "", page: 2 })).toEqual({
      status: null,
      department: null,
      page: 2,
    });
  });
});
