// The static board route while the database is unreachable: never Next's bare 500.
import { afterEach, describe, expect, it, vi } from "vitest";

const read = vi.hoisted(() => ({ fail: false, page: { jobs: [] as object[], total: 0 } }));

vi.mock("@/lib/server/careers/jobs", () => ({
  listBoardJobs: async () => {
    if (read.fail) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    return read.page;
  },
}));

afterEach(() => {
  read.fail = false;
  vi.resetModules();
});

describe("GET /api/jobs/board with the database down", () => {
  it("answers 503 with Retry-After when it has rendered no board yet", async () => {
    const { GET } = await import("./route");
    read.fail = true;
    const res = await GET();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/temporarily unavailable/),
    });
  });

  it("answers the board it last rendered, so visitors still see the jobs", async () => {
    const { GET } = await import("./route");
    read.page = { jobs: [{ id: "job-1", title: "Site Supervisor" }], total: 1 };
    expect((await GET()).status).toBe(200);
    read.fail = true;
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ total: 1, jobs: [{ title: "Site Supervisor" }] });
  });

  it("still fails loudly on an error that is not an outage", async () => {
    vi.doMock("@/lib/server/careers/jobs", () => ({
      listBoardJobs: async () => {
        throw new TypeError("a bug");
      },
    }));
    const { GET } = await import("./route");
    await expect(GET()).rejects.toThrow("a bug");
    vi.doUnmock("@/lib/server/careers/jobs");
  });
});
