// npm run bench:export [-- --count 100000 --embedded]
// Seeds `count` paid applications into a throwaway database with SQL (generate_series), then runs
// the CSV export (GET /api/gov/applications/export/csv) through the real route handler in a
// separate server process and prints time, rows, bytes and that process's memory: its RSS while
// streaming (every 10,000 rows) and its peak (VmHWM), to show memory stays flat as rows grow.
// Database: TEST_DATABASE_URL (a PostgreSQL server; a new database is created and dropped), else a
// throwaway PostgreSQL 15 cluster via scripts/pg-throwaway.sh when its binaries exist, else (or
// with --embedded) the embedded PGlite in a throwaway directory. Figures, not assertions.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import pg from "pg";

const { values: args } = parseArgs({
  options: { count: { type: "string", default: "100000" }, embedded: { type: "boolean", default: false } },
});
const COUNT = Number(args.count);
const PGBIN = process.env.PGBIN ?? "/usr/lib/postgresql/15/bin";

if (!process.env.TEST_DATABASE_URL && !args.embedded && fs.existsSync(`${PGBIN}/initdb`)) {
  const r = spawnSync("bash", ["scripts/pg-throwaway.sh", process.execPath, ...process.argv.slice(1)], {
    stdio: "inherit",
  });
  process.exit(r.status ?? 1);
}

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  LOG_LEVEL: "warn",
  AUTH_SECRET: "bench-export-auth-secret-0123456789abcdef",
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString("base64"),
};
let cleanup = async () => {};
let label;
if (process.env.TEST_DATABASE_URL && !args.embedded) {
  const name = `bench_export_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  label = "PostgreSQL (throwaway database)";
  cleanup = async () => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
} else {
  const dir = path.resolve(`.data-bench-export-${process.pid}`);
  delete env.DATABASE_URL;
  Object.assign(env, { DATA_DIR: dir, EMBEDDED_DB_DIR: path.join(dir, "pglite"), EMBEDDED_AUTO_SEED: "0" });
  label = "embedded PGlite (throwaway directory)";
  cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
}

const worker = (...workerArgs) =>
  spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/bench-export-worker.ts", ...workerArgs], {
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });

try {
  console.log(`Seeding ${COUNT.toLocaleString("en-IN")} paid applications into ${label}...`);
  const seedStarted = Date.now();
  const seeded = worker("seed", String(COUNT));
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}`);
  console.log(`Seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s. Exporting...`);
  const exported = worker("export");
  if (exported.status !== 0) throw new Error(`export failed:\n${exported.stdout}`);
  const r = JSON.parse(exported.stdout.trim().split("\n").at(-1));
  console.log(`
CSV export of ${COUNT.toLocaleString("en-IN")} applications (${label})
  status ${r.status}, ${r.contentDisposition}, BOM ${r.bom}
  rows      ${r.rows.toLocaleString("en-IN")}${r.rows === COUNT ? "" : `  (expected ${COUNT})`}
  bytes     ${r.bytes.toLocaleString("en-IN")} (${(r.bytes / 1024 / 1024).toFixed(1)} MB)
  time      ${r.seconds} s (${r.rowsPerSecond.toLocaleString("en-IN")} rows/s)
  server RSS: idle ${r.baselineRssMb} MB, peak while streaming ${r.peakRssMb} MB (+${(r.peakRssMb - r.baselineRssMb).toFixed(1)} MB), VmHWM ${r.vmHwmMb} MB
  RSS by rows streamed: ${r.checkpoints.map((c) => `${c.rows / 1000}k ${c.rssMb}`).join(", ")} (MB)`);
  if (r.rows !== COUNT || r.status !== 200) process.exitCode = 1;
} finally {
  await cleanup();
}
