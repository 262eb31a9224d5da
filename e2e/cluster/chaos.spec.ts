import { expect, test } from "@playwright/test";
import pg from "pg";

// @ts-expect-error plain ESM helper shared with the benchmark scripts
import { prepareDatabase, startApp, startPostgres } from "../../scripts/lib/cluster.mjs";

// Restart PostgreSQL in the middle of a mixed workload: the server must survive, fail fast with
// 503 while the database is away (the cached careers board answers while its entry holds), recover within 10 s,
// and leave no half-written application.
type Sample = { route: string; status: number; ms: number; at: number };

test.setTimeout(240_000);

test("the server survives a PostgreSQL restart mid-workload", async () => {
  const cluster = await startPostgres();
  const env = await prepareDatabase(cluster);
  const app = await startApp(env);
  const db = () => new pg.Client({ connectionString: env.DATABASE_URL });
  try {
    const setup = db();
    await setup.connect();
    const jobIds: string[] = (
      await setup.query(`SELECT id FROM "CompanyJob" WHERE "isActive" ORDER BY "createdAt"`)
    ).rows.map((r) => r.id);
    await setup.end();

    const samples: Sample[] = [];
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
    let n = 0;
    const timed = async (route: string, fn: () => Promise<Response>) => {
      const t = Date.now();
      let status = 0;
      try {
        const res = await fn();
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = -1; // connection-level failure: the server itself is gone
      }
      samples.push({ route, status, ms: Date.now() - t, at: t });
    };
    const apply = () => {
      n += 1;
      const form = new FormData();
      form.set("fullName", `Chaos Applicant ${n}`);
      form.set("email", `chaos${n}@example.in`);
      form.set("phone", "9876543210");
      form.set("jobId", jobIds[n % jobIds.length]);
      form.set("resume", new Blob([pdf], { type: "application/pdf" }), `cv-${n}.pdf`);
      return fetch(`${app.base}/api/applications`, {
        method: "POST",
        body: form,
        headers: { "x-forwarded-for": `10.9.${n % 250}.${n % 7}` },
      });
    };

    let running = true;
    const worker = async (i: number) => {
      while (running) {
        const k = (i + n) % 4;
        if (k === 0) await timed("GET /api/jobs", () => fetch(`${app.base}/api/jobs`));
        else if (k === 1) await timed("POST /api/applications", apply);
        else if (k === 2) await timed("GET /", () => fetch(`${app.base}/`));
        else await timed("GET /api/health", () => fetch(`${app.base}/api/health`));
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const workers = Array.from({ length: 4 }, (_, i) => worker(i));

    await new Promise((r) => setTimeout(r, 3000));
    const downAt = Date.now();
    cluster.stopServer();
    await new Promise((r) => setTimeout(r, 4000));
    cluster.startServer();
    const upAt = Date.now();
    let recoveredAt = 0;
    while (!recoveredAt && Date.now() - upAt < 30_000) {
      const res = await fetch(`${app.base}/api/health`).catch(() => null);
      if (res?.status === 200) recoveredAt = Date.now();
      else await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 2000));
    running = false;
    await Promise.all(workers);

    const outage = samples.filter((s) => s.at > downAt + 200 && s.at + s.ms < upAt);
    // The unsearched board comes from Next's cache: 200 while its entry holds, 503 once an
    // application has expired it (each one does, for its count) and the database is needed.
    const cachedBoard = outage.filter((s) => s.route === "GET /api/jobs");
    const during = outage.filter((s) => s.route !== "GET /" && s.route !== "GET /api/jobs");
    const slowest = Math.max(...outage.filter((s) => s.route !== "GET /").map((s) => s.ms));
    const recoverySeconds = (recoveredAt - upAt) / 1000;
    console.log(
      JSON.stringify({
        requests: samples.length,
        duringOutage: during.length,
        outageStatuses: [...new Set(during.map((s) => s.status))],
        outageMaxMs: Math.max(...during.map((s) => s.ms)),
        non503: [...new Set(during.filter((s) => s.status !== 503).map((s) => `${s.route} ${s.status}`))],
        recoverySeconds,
      }),
    );

    if (during.some((s) => s.status !== 503))
      console.log(
        app
          .output()
          .split("\n")
          .filter((l: string) => l.includes("unhandled"))
          .slice(0, 5)
          .join("\n"),
      );
    expect(app.alive()).toBe(true);
    expect(samples.some((s) => s.status === -1)).toBe(false);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((s) => s.status === 503)).toBe(true);
    expect(cachedBoard.length).toBeGreaterThan(0);
    expect(cachedBoard.every((s) => s.status === 200 || s.status === 503)).toBe(true);
    expect(slowest).toBeLessThan(3500);
    expect(recoveredAt).toBeGreaterThan(0);
    expect(recoverySeconds).toBeLessThan(10);
    // Static pages never needed the database.
    expect(samples.filter((s) => s.route === "GET /").every((s) => s.status === 200)).toBe(true);
    // After recovery everything works again.
    const after = samples.filter((s) => s.at > recoveredAt + 500);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((s) => s.status < 500)).toBe(true);

    // No half-written application: every application has its resume, and each job's count matches.
    const check = db();
    await check.connect();
    const orphans = await check.query(
      `SELECT count(*)::int AS n FROM "CompanyApplication" a LEFT JOIN "StoredFile" f ON f.id = a."resumeFileId" WHERE f.id IS NULL`,
    );
    expect(orphans.rows[0].n).toBe(0);
    const strayFiles = await check.query(
      `SELECT count(*)::int AS n FROM "StoredFile" f WHERE f.kind = 'Resume' AND NOT EXISTS (SELECT 1 FROM "CompanyApplication" a WHERE a."resumeFileId" = f.id)`,
    );
    expect(strayFiles.rows[0].n).toBe(0);
    const mismatched = await check.query(
      `SELECT j.id FROM "CompanyJob" j LEFT JOIN "CompanyApplication" a ON a."jobId" = j.id GROUP BY j.id HAVING j."applicationCount" <> count(a.id)`,
    );
    expect(mismatched.rows).toEqual([]);
    const accepted = samples.filter((s) => s.route === "POST /api/applications" && s.status === 201).length;
    const stored = (
      await check.query(`SELECT count(*)::int AS n FROM "CompanyApplication" WHERE "fullName" LIKE 'Chaos Applicant %'`)
    ).rows[0].n;
    expect(stored).toBeGreaterThanOrEqual(accepted);
    await check.end();
  } finally {
    await app.stop();
    await cluster.destroy();
  }
});
