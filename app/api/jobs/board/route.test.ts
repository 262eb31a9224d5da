// The board's statically rendered first page: exactly what GET /api/jobs answers without a query.
import { describe, expect, it } from "vitest";

import { GET as list } from "@/app/api/jobs/route";
import { call } from "@/lib/testing/fixtures";
import { makeJob } from "@/lib/testing/company-console";

import { GET as board } from "./route";

describe("GET /api/jobs/board", () => {
  it("is the unsearched board's first page, newest first, with the total", async () => {
    const older = await makeJob({ title: "Board Older Job", createdAt: new Date(Date.now() - 60_000) });
    const newer = await makeJob({ title: "Board Newer Job" });
    const res = await call(board, { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("x-request-id")).toBeNull();
    const ids = (res.json.jobs as { id: string }[]).map((j) => j.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.json).toEqual((await call(list, { method: "GET" })).json);
    expect(res.json).toMatchObject({ success: true, total: ids.length, pageInfo: { hasMore: false } });
  });
});
