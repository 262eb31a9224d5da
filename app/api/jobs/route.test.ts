import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { call } from "@/lib/testing/fixtures";

import { GET } from "./route";

type Job = { id: string; title: string; applicationCount: number; postedDate: string; color: string };
type Page = {
  success: boolean;
  jobs: Job[];
  total: number;
  pageInfo: { limit: number; hasMore: boolean; nextCursor: string | null };
};

const list = async (query = "") => {
  const res = await call(GET, { path: `/api/jobs${query}` });
  return { status: res.status, body: res.json as unknown as Page & { message?: string } };
};

const base = Date.UTC(2026, 0, 1);
const job = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Engineer ${n}`,
  company: "TechServe Solutions",
  location: "Patna, Bihar",
  salary: "₹4 - 6 LPA",
  experience: "1-3 years",
  description: "Build things.",
  createdAt: new Date(base + n * 60_000),
  ...extra,
});

beforeAll(async () => {
  await db.companyJob.createMany({ data: Array.from({ length: 25 }, (_, i) => job(i + 1)) });
  await db.companyJob.createMany({
    data: [
      job(100, { title: "Kotlin Android Developer", applicationCount: 7, color: "BlueSky" }),
      job(101, { title: "Closed role", isActive: false }),
      job(102, { title: "Archived role", archivedAt: new Date() }),
      job(103, { title: "Site Supervisor", company: "Bihar Infra Pvt. Ltd." }),
      job(104, { title: "Accountant", location: "Gaya, Bihar" }),
      job(105, { title: "Data Analyst", salary: "₹9 - 12 LPA" }),
      job(106, { title: "Team Lead", experience: "8-10 years" }),
      job(107, { title: "Trainer", description: "Teach Tally ERP to 100% of the batch." }),
    ],
  });
});

describe("GET /api/jobs", () => {
  it("lists open jobs only, newest first, with applicationCount and postedDate", async () => {
    const { status, body } = await list("?limit=50");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.total).toBe(31);
    const titles = body.jobs.map((j) => j.title);
    expect(titles).not.toContain("Closed role");
    expect(titles).not.toContain("Archived role");
    expect(titles.slice(0, 2)).toEqual(["Trainer", "Team Lead"]);
    const kotlin = body.jobs.find((j) => j.title === "Kotlin Android Developer")!;
    expect(kotlin).toMatchObject({
      applicationCount: 7,
      color: "BlueSky",
      postedDate: new Date(base + 6_000_000).toISOString(),
    });
  });

  it("pages through every job exactly once with the cursor", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { body }: { body: Page } = await list(`?limit=12${cursor ? `&cursor=${cursor}` : ""}`);
      expect(body.total).toBe(31);
      expect(body.pageInfo.limit).toBe(12);
      seen.push(...body.jobs.map((j) => j.id));
      cursor = body.pageInfo.nextCursor;
      expect(body.pageInfo.hasMore).toBe(cursor !== null);
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(31);
    expect(new Set(seen).size).toBe(31);
  });

  it("still reports the total on a page past the last job", async () => {
    const all = (await list("?limit=50")).body.jobs;
    const last = all[all.length - 1];
    const cursor = Buffer.from(JSON.stringify([last.postedDate, last.id])).toString("base64url");
    const { status, body } = await list(`?cursor=${cursor}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ jobs: [], total: 31, pageInfo: { hasMore: false, nextCursor: null } });
  });

  it("uses 12 jobs per page by default", async () => {
    const { body } = await list();
    expect(body.jobs).toHaveLength(12);
    expect(body.pageInfo).toMatchObject({ limit: 12, hasMore: true });
  });

  it.each([
    ["title", "kotlin", "Kotlin Android Developer"],
    ["company", "BIHAR INFRA", "Site Supervisor"],
    ["location", "gaya", "Accountant"],
    ["salary", "9 - 12", "Data Analyst"],
    ["experience", "8-10 YEARS", "Team Lead"],
    ["description", "tally erp", "Trainer"],
  ])("searches the %s case-insensitively", async (_field, q, title) => {
    const { body } = await list(`?q=${encodeURIComponent(q)}`);
    expect(body.jobs.map((j) => j.title)).toEqual([title]);
    expect(body.total).toBe(1);
  });

  it("needs every word of the search somewhere in the job", async () => {
    expect((await list("?q=android%20patna")).body.total).toBe(1);
    expect((await list("?q=android%20gaya")).body.total).toBe(0);
  });

  it("treats % and _ as literal characters", async () => {
    expect((await list("?q=100%25")).body.jobs.map((j) => j.title)).toEqual(["Trainer"]);
    expect((await list("?q=%25%25")).body.total).toBe(0);
    expect((await list("?q=_")).body.total).toBe(0);
  });

  it("finds nothing without failing when no job matches", async () => {
    const { status, body } = await list("?q=astronaut");
    expect(status).toBe(200);
    expect(body).toMatchObject({ jobs: [], total: 0, pageInfo: { hasMore: false, nextCursor: null } });
  });

  /** A cursor as the API writes them (base64url of [createdAt, id]), here with a date of our choosing. */
  const cursorAt = (date: string) => Buffer.from(JSON.stringify([date, "x"])).toString("base64url");

  it.each([
    "?limit=0",
    "?limit=51",
    "?limit=abc",
    "?cursor=not-a-cursor",
    `?q=${"x".repeat(101)}`,
    // Dates JavaScript holds and the database refuses (it answered 500).
    `?cursor=${cursorAt("+010000-01-01T00:00:00.000Z")}`,
    `?cursor=${cursorAt("-000001-01-01T00:00:00.000Z")}`,
  ])("refuses %s with 400", async (query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBeTruthy();
  });
});

describe("GET /api/jobs as Next serves it (Pages API route)", () => {
  it("pages through jobs posted in the same millisecond by id, whatever the server's time zone", async () => {
    const tz = process.env.TZ;
    process.env.TZ = "Asia/Kolkata";
    try {
      const at = new Date(Date.UTC(2025, 5, 1, 10, 30, 0, 123));
      await db.companyJob.createMany({
        data: ["a", "b", "c"].map((s) => ({ ...job(0), id: `same-ms-${s}`, title: `Twin role ${s}`, createdAt: at })),
      });
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const { body }: { body: Page } = await list(`?q=twin&limit=1${cursor ? `&cursor=${cursor}` : ""}`);
        expect(body.jobs[0].postedDate).toBe("2025-06-01T10:30:00.123Z");
        ids.push(body.jobs[0].id);
        cursor = body.pageInfo.nextCursor;
      } while (cursor);
      expect(ids).toEqual(["same-ms-c", "same-ms-b", "same-ms-a"]);
    } finally {
      process.env.TZ = tz;
      await db.companyJob.deleteMany({ where: { id: { startsWith: "same-ms-" } } });
    }
  });

  it("answers with the API's security headers, no caching and the caller's request id", async () => {
    const res = await call(GET, { path: "/api/jobs", headers: { "x-request-id": "board-check-0001" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-request-id")).toBe("board-check-0001");
  });

  it("gives an error the same shape and headers, and a new request id for a malformed one", async () => {
    const res = await call(GET, { path: "/api/jobs?q=a%00b", headers: { "x-request-id": "bad id!" } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: expect.stringContaining("NUL") });
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

// Last: the job it adds would change the counts above.
describe("GET /api/jobs?q= in another Unicode form", () => {
  it("finds a Hindi word typed with the one-character क़ in a title stored as क and a nukta", async () => {
    // As the job form stores it (NFC): क़ (U+0958) becomes क (U+0915) + nukta (U+093C).
    const title = "\u0915\u093c\u0932\u092e Writer";
    expect(title.normalize("NFC")).toBe(title);
    await db.companyJob.create({ data: job(200, { title }) });
    const typed = "\u0958\u0932\u092e";
    expect((await list(`?q=${encodeURIComponent(typed)}`)).body.jobs.map((j) => j.title)).toEqual([title]);
  });
});
