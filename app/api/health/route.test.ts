import { describe, expect, it } from "vitest";

import { call } from "@/lib/testing/fixtures";
import { db } from "@/lib/server/db/client";

import { GET } from "./route";

describe("GET /api/health", () => {
  it("is 200 with the database reachable and migrations current, with a request id", async () => {
    const res = await call(GET, { headers: { "x-request-id": "lb-check-0001" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "ok", database: "ok", migrations: "current", pending: [] });
    expect(res.headers.get("x-request-id")).toBe("lb-check-0001");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("carries the API security headers (API routes skip proxy.ts)", async () => {
    const res = await call(GET);
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("is 503 when a migration is missing from the database", async () => {
    const [last] = await db.$queryRaw<{ id: string; migration_name: string }[]>`
      SELECT id, migration_name FROM "_prisma_migrations" ORDER BY started_at DESC LIMIT 1`;
    await db.$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE id = ${last.id}`;
    try {
      const res = await call(GET);
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ migrations: "pending", pending: [last.migration_name] });
    } finally {
      await db.$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE id = ${last.id}`;
    }
  });
});
