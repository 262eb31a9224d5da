import { describe, expect, it } from "vitest";

import { jobsRewrite } from "./routes";

describe("jobsRewrite (proxy.ts on /api/jobs)", () => {
  it("keeps the static first page for a plain GET or HEAD", () => {
    expect(jobsRewrite("GET", "")).toBeNull();
    expect(jobsRewrite("HEAD", "")).toBeNull();
  });

  it("sends a query, with its parameters, to the dynamic handler", () => {
    expect(jobsRewrite("GET", "?q=engineer&limit=5")).toBe("/api/jobs/live?q=engineer&limit=5");
    expect(jobsRewrite("GET", "?cursor=abc")).toBe("/api/jobs/live?cursor=abc");
  });

  it("sends every write there, whatever its query", () => {
    expect(jobsRewrite("POST", "")).toBe("/api/jobs/live");
    expect(jobsRewrite("PUT", "?x=1")).toBe("/api/jobs/live?x=1");
    expect(jobsRewrite("OPTIONS", "")).toBe("/api/jobs/live");
  });
});
