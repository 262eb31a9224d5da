// GET /api/health - for load balancers: 200 when the database answers and its migrations are current, else 503
import { json, withPublic } from "@/lib/server/http/api";
import { databaseKind, db } from "@/lib/server/db/client";
import { readMigrations } from "@/lib/server/db/migrations";

export const dynamic = "force-dynamic";

export const GET = withPublic(async () => {
  const started = Date.now();
  try {
    const applied = await db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    const done = new Set(applied.map((r) => r.migration_name));
    const pending = readMigrations()
      .filter((m) => !done.has(m.name))
      .map((m) => m.name);
    const ok = pending.length === 0;
    return json(
      {
        status: ok ? "ok" : "degraded",
        database: "ok",
        databaseKind: databaseKind(),
        migrations: ok ? "current" : "pending",
        pending,
        ms: Date.now() - started,
      },
      { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
    );
  } catch {
    return json(
      { status: "unavailable", database: "unreachable", ms: Date.now() - started },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "5" } },
    );
  }
});
