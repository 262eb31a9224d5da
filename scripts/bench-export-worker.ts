// The process that plays the server in `npm run bench:export` (run by scripts/bench-export.mjs
// with tsx --conditions=react-server). `seed N`: migrate and bulk-insert N paid applications with
// SQL (generate_series). `export`: run GET /api/gov/applications/export/csv through the real route
// handler as a GovAdmin and report time, rows, bytes and this process's memory (RSS sampled while
// streaming, and VmHWM from /proc/self/status), as one JSON line on stdout.
import fs from "node:fs";

import pg from "pg";

import { GET } from "@/app/api/gov/applications/export/csv/route";
import { encodeSessionToken } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";
import { applyMigrations } from "@/lib/server/db/migrations";
import { runnerForPgClient } from "@/lib/server/db/sql-runner";

const [mode, countArg] = process.argv.slice(2);
const MB = 1024 * 1024;

async function seed(count: number) {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await applyMigrations(runnerForPgClient(client));
    await client.end();
  }
  const run = (sql: string) => db.$executeRawUnsafe(sql);
  await run(`INSERT INTO "User" ("id","email","name","role","passwordHash","updatedAt")
    VALUES ('bench-admin','bench-admin@bench.local','Bench Admin','GovAdmin','unused',now())`);
  await run(`INSERT INTO "GovJob" ("id","title","company","location","salary","experience","feePaise","deadline","description","status","applicationCount","updatedAt")
    VALUES ('bench-job','Bench Clerk','Bihar Records Office','Patna, Bihar','₹16,000 per month','Graduate',50000,
            (now() + interval '30 days')::date,'Bench job.','active',${count},now())`);
  await run(`INSERT INTO "StoredFile" ("id","kind","fileName","contentType","size","sha256","data")
    SELECT 'bench-file-' || g, 'GovPhoto', 'photo.png', 'image/png', 1, 'x', '\\x00'::bytea FROM generate_series(1, ${count}) g`);
  // Every 1000th name starts with '=' (a formula), the rest are Hindi names with a number.
  await run(`INSERT INTO "GovApplication" ("id","applicationNumber","jobId","name","fatherHusbandName","motherName",
      "presentAddress","dob","mobile1","email","panEncrypted","panLast4","aadhaarEncrypted","aadhaarLast4","aadhaarHash",
      "photoFileId","feePaise","status","paymentStatus","paidAt","createdAt","updatedAt")
    SELECT 'bench-app-' || g, 'GOV-BENCH-' || lpad(g::text, 7, '0'), 'bench-job',
      CASE WHEN g % 1000 = 0 THEN '=HYPERLINK("http://example.invalid")' ELSE 'सीता कुमारी ' || g END,
      'Ram Prasad', 'Gita Devi', 'Ward ' || (g % 50) || ', Kankarbagh, Patna 800020', DATE '1995-06-15',
      '98' || lpad((g % 100000000)::text, 8, '0'), 'applicant' || g || '@example.in', 'v1.bench', '234F', 'v1.bench',
      lpad((g % 10000)::text, 4, '0'), md5(g::text), 'bench-file-' || g, 50000, 'pending', 'completed',
      now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval, now()
    FROM generate_series(1, ${count}) g`);
  await run(`INSERT INTO "Payment" ("id","applicationId","mode","orderId","paymentId","amountPaise","status","capturedAt","updatedAt")
    SELECT 'bench-pay-' || g, 'bench-app-' || g, 'test', 'order_bench' || g, 'pay_bench' || g, 50000, 'captured',
      now() - (g || ' seconds')::interval, now()
    FROM generate_series(1, ${count}) g`);
  await run(`ANALYZE`);
}

async function exportAll() {
  const token = await encodeSessionToken({ sub: "bench-admin", role: "GovAdmin", name: "Bench Admin", tv: 0 });
  const request = (query: string) =>
    new Request(`http://127.0.0.1:3000/api/gov/applications/export/csv${query}`, {
      headers: { authorization: `Bearer ${token}`, host: "127.0.0.1:3000" },
    });
  // Warm-up (modules, connection, query plans) on an empty result, so the baseline is the idle server.
  await (await GET(request("?q=no-such-applicant"), { params: Promise.resolve({}) })).text();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);

  const started = performance.now();
  const res = await GET(request(""), { params: Promise.resolve({}) });
  const reader = res.body!.getReader();
  let bytes = 0;
  let newlines = 0;
  let firstBytes: Uint8Array | null = null;
  const checkpoints: { rows: number; rssMb: number }[] = [];
  let nextCheckpoint = 10_000;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstBytes ??= value.slice(0, 3);
    bytes += value.byteLength;
    for (const b of value) if (b === 10) newlines++;
    if (newlines - 1 >= nextCheckpoint) {
      checkpoints.push({ rows: newlines - 1, rssMb: +(process.memoryUsage().rss / MB).toFixed(1) });
      nextCheckpoint += 10_000;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const hwm = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1];
  console.log(
    JSON.stringify({
      status: res.status,
      contentDisposition: res.headers.get("content-disposition"),
      bom: firstBytes
        ? Array.from(firstBytes)
            .map((b) => b.toString(16))
            .join(" ")
        : null,
      rows: newlines - 1,
      bytes,
      seconds: +seconds.toFixed(2),
      rowsPerSecond: Math.round((newlines - 1) / seconds),
      baselineRssMb: +(baseline / MB).toFixed(1),
      peakRssMb: +(peak / MB).toFixed(1),
      vmHwmMb: hwm ? +(Number(hwm) / 1024).toFixed(1) : null,
      checkpoints,
    }),
  );
}

if (mode === "seed") await seed(Number(countArg));
else await exportAll();
await db.$disconnect();
process.exit(0);
