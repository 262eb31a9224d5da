// npm run bench:api: the careers board's API on the stock production server (.next/standalone/server.js
// as Next writes it), over a throwaway database holding 500 jobs, in one run:
//   GET /api/jobs             the unsearched first page, from Next's cache
//   GET /api/jobs?q=engineer  a search, from the database
//   GET /robots.txt           a static route of the same build: the floor
// Prints requests/s, p99 and the ratio cached / floor. Database: a new database on TEST_DATABASE_URL /
// DATABASE_URL when set, otherwise a fresh embedded PGlite directory.
// Options: --build (rebuild first), BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 20).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

import autocannon from "autocannon";
import pg from "pg";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const JOBS = 500;
const TARGET_RATIO = 0.8;
const TARGET_P99_MS = 50;

// The production server exactly as Next writes it (docs/deploy.md).
const SERVER = ".next/standalone/server.js";
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn", NODE_ENV: "production" };
const children = new Set();

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  }).then(() => children.delete(child));
}

async function measure(name, url, expectStatus = 200) {
  await autocannon({ url, connections: 4, duration: 2 }); // warm-up: JIT, pools, caches
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const wrong = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== expectStatus)
    .reduce((sum, [, stat]) => sum + stat.count, 0);
  if (wrong || r.errors) throw new Error(`${name}: ${wrong} unexpected answers, ${r.errors} errors`);
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total };
}

async function prepareDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `bench_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
    const secrets = {
      AUTH_SECRET: randomBytes(32).toString("base64"),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    };
    return {
      label: `PostgreSQL (throwaway database ${name})`,
      // No money moves in a benchmark: the built-in test checkout instead of Razorpay keys.
      appEnv: { DATABASE_URL: url.toString(), PAYMENTS_TEST_MODE: "1", ...secrets },
      cleanup: dropDatabase,
    };
  }
  const dir = path.resolve(`.data-bench-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    label: `embedded PGlite (${path.basename(dir)})`,
    appEnv: { DATA_DIR: dir, DATABASE_URL: "", EMBEDDED_AUTO_SEED: "0" },
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function main() {
  if (process.argv.includes("--build") || !fs.existsSync(SERVER)) {
    const built = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit", env: baseEnv });
    if (built.status !== 0) throw new Error("build failed");
  }
  const database = await prepareDatabase();
  try {
    const seeded = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/bench-seed.ts"], {
      stdio: "inherit",
      env: { ...baseEnv, ...database.appEnv, NODE_ENV: "development", BENCH_JOBS: String(JOBS) },
    });
    if (seeded.status !== 0) throw new Error("seeding failed");

    const appPort = await freePort();
    const app = spawn(process.execPath, [SERVER], {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...baseEnv, ...database.appEnv, HOSTNAME: "127.0.0.1", PORT: String(appPort) },
    });
    children.add(app);
    const base = `http://127.0.0.1:${appPort}`;
    await waitFor(`${base}/api/jobs`);
    const cached = await measure("GET /api/jobs (cached)", `${base}/api/jobs`);
    const searched = await measure("GET /api/jobs?q=engineer", `${base}/api/jobs?q=engineer`);
    const floor = await measure("GET /robots.txt (static)", `${base}/robots.txt`);
    await stop(app);
    report(database.label, cached, searched, floor);
  } finally {
    await Promise.all([...children].map(stop));
    await database.cleanup();
  }
}

function report(label, cached, searched, floor) {
  const ratio = cached.rps / floor.rps;
  const row = (r) =>
    `${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   (${r.total} requests)`;
  console.log(
    `\nbench:api: ${JOBS} jobs, ${CONNECTIONS} connections, ${DURATION} s each, stock Next server. Database: ${label}`,
  );
  console.log(row(cached));
  console.log(row(searched) + "  <- a search: the database on every request");
  console.log(row(floor) + "  <- a static file of the same build: the floor");
  console.log(
    `ratio (cached / floor requests/s): ${ratio.toFixed(2)}   target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? "met" : "MISSED"}`,
  );
  console.log(
    `cached p99: ${cached.p99} ms   target < ${TARGET_P99_MS} ms: ${cached.p99 < TARGET_P99_MS ? "met" : "MISSED"}`,
  );
}

main().catch((error) => {
  console.error(`bench:api failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
