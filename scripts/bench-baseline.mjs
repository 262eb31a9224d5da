// The bench's baseline: the smallest server that answers GET /api/jobs (first page, newest first,
// with the total) with the same SQL as lib/server/company-jobs.ts listOpenJobs, on node:http plus
// node-postgres (BENCH_DATABASE_URL) or PGlite (BENCH_PGLITE_DIR, the embedded default).
import http from "node:http";

const LIMIT = 12;
const SQL = `
  SELECT "id", "title", "company", "location", "salary", "experience", "description",
         "color"::text AS "color", "applicationCount",
         to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "postedDate",
         (SELECT count(*)::int FROM "CompanyJob" WHERE "isActive" AND "archivedAt" IS NULL) AS "total"
  FROM "CompanyJob"
  WHERE "isActive" AND "archivedAt" IS NULL
  ORDER BY "createdAt" DESC, "id" DESC
  LIMIT $1`;

async function openDatabase() {
  if (process.env.BENCH_DATABASE_URL) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
    return { query: async (params) => (await pool.query(SQL, params)).rows, close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(process.env.BENCH_PGLITE_DIR);
  await db.waitReady;
  return { query: async (params) => (await db.query(SQL, params)).rows, close: () => db.close() };
}

const db = await openDatabase();

const server = http.createServer(async (req, res) => {
  if (req.method !== "GET" || !req.url.startsWith("/api/jobs")) {
    res.writeHead(404).end();
    return;
  }
  try {
    const rows = await db.query([LIMIT + 1]);
    const page = rows.slice(0, LIMIT);
    const hasMore = rows.length > LIMIT;
    const last = page[page.length - 1];
    const body = JSON.stringify({
      success: true,
      jobs: page.map(({ total: _total, ...job }) => job),
      total: Number(rows[0]?.total ?? 0),
      pageInfo: {
        limit: LIMIT,
        hasMore,
        nextCursor: hasMore ? Buffer.from(JSON.stringify([last.postedDate, last.id])).toString("base64url") : null,
      },
    });
    res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" }).end(body);
  } catch (error) {
    res
      .writeHead(500, { "content-type": "application/json" })
      .end(JSON.stringify({ success: false, message: String(error) }));
  }
});

server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
const stop = () => server.close(() => void db.close().then(() => process.exit(0)));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
