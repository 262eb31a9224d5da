// npm run bench:load: a bounded mixed workload (30 s by default, at most 60 s) against the
// production build on a throwaway PostgreSQL 15: public page views, the job list, company
// applications with resume uploads, and admin list views with bearer tokens. Prints throughput,
// p50/p99 per route and the error count. Loopback only; stops by itself.
import { performance } from "node:perf_hooks";

import { freePort, postgresAvailable, prepareDatabase, startApp, startPostgres } from "./lib/cluster.mjs";

const seconds = Math.min(60, Number(process.env.BENCH_SECONDS ?? 30));
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
if (!postgresAvailable()) {
  console.error("PostgreSQL 15 server binaries not found (apt-get install postgresql-15).");
  process.exit(1);
}

const cluster = await startPostgres();
let app;
try {
  const env = await prepareDatabase(cluster);
  app = await startApp(env, { port: await freePort() });
  const base = app.base;
  const token = async (identifier) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.250.0.${identifier.length}` },
      body: JSON.stringify({ identifier, password: "DemoPass@2026" }),
    });
    return (await res.json()).token;
  };
  const companyConsoleUser = await token("companyadmin@demo.local");
  const govAdmin = await token("govadmin@demo.local");
  const admin = await token("admin@demo.local");
  const jobs = (await (await fetch(`${base}/api/jobs?limit=50`)).json()).jobs.map((j) => j.id);
  const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

  let n = 0;
  const routes = [
    ["GET /", 3, () => fetch(`${base}/`)],
    ["GET /services", 2, () => fetch(`${base}/services`)],
    ["GET /company-career", 2, () => fetch(`${base}/company-career`)],
    ["GET /api/jobs", 3, () => fetch(`${base}/api/jobs`)],
    ["GET /api/gov/jobs", 2, () => fetch(`${base}/api/gov/jobs`)],
    [
      "POST /api/applications",
      1,
      () => {
        n += 1;
        const form = new FormData();
        form.set("fullName", `Load Applicant ${n}`);
        form.set("email", `load${n}-${Date.now()}@example.in`);
        form.set("phone", "9876543210");
        form.set("jobId", jobs[n % jobs.length]);
        form.set("consent", "true");
        form.set("resume", new Blob([pdf], { type: "application/pdf" }), "cv.pdf");
        // A distinct client address per request: we measure the server, not the per-IP limiter.
        return fetch(`${base}/api/applications`, {
          method: "POST",
          body: form,
          headers: { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        });
      },
    ],
    [
      "GET /api/admin/applications",
      1,
      () =>
        fetch(`${base}/api/admin/applications?page=1&limit=20`, {
          headers: { authorization: `Bearer ${companyConsoleUser}` },
        }),
    ],
    [
      "GET /api/gov/applications",
      1,
      () => fetch(`${base}/api/gov/applications?page=1&limit=20`, { headers: { authorization: `Bearer ${govAdmin}` } }),
    ],
    [
      "GET /api/employees",
      1,
      () => fetch(`${base}/api/employees?page=1&limit=20`, { headers: { authorization: `Bearer ${admin}` } }),
    ],
  ];
  const wheel = routes.flatMap((r) => Array(r[1]).fill(r));
  const stats = new Map(routes.map(([name]) => [name, { times: [], errors: 0, statuses: {} }]));

  const deadline = performance.now() + seconds * 1000;
  let turn = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const [name, , fn] = wheel[turn++ % wheel.length];
      const s = stats.get(name);
      const t = performance.now();
      try {
        const res = await fn();
        await res.arrayBuffer();
        s.statuses[res.status] = (s.statuses[res.status] ?? 0) + 1;
        if (res.status >= 400) s.errors += 1;
      } catch {
        s.errors += 1;
      }
      s.times.push(performance.now() - t);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;

  const pct = (arr, p) => arr[Math.min(arr.length - 1, Math.floor((p / 100) * arr.length))] ?? 0;
  let total = 0;
  let errors = 0;
  console.log(
    `\nbench:load — ${seconds} s, ${concurrency} concurrent clients, production build on PostgreSQL 15 (loopback)\n`,
  );
  console.log(
    "route".padEnd(30),
    "req".padStart(6),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "errors".padStart(7),
    " statuses",
  );
  for (const [name, s] of stats) {
    const sorted = s.times.sort((a, b) => a - b);
    total += sorted.length;
    errors += s.errors;
    console.log(
      name.padEnd(30),
      String(sorted.length).padStart(6),
      (sorted.length / elapsed).toFixed(1).padStart(8),
      pct(sorted, 50).toFixed(1).padStart(8),
      pct(sorted, 99).toFixed(1).padStart(8),
      String(s.errors).padStart(7),
      ` ${JSON.stringify(s.statuses)}`,
    );
  }
  console.log(
    `\ntotal ${total} requests in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(1)} req/s, errors ${errors}`,
  );
  console.log(`server alive: ${app.alive()}`);
} finally {
  await app?.stop();
  await cluster.destroy();
}
