// npm run bench:api: the careers board's API on the stock production server (.next/standalone/server.js
// as Next writes it), over a throwaway database holding 500 jobs, in one run:
//   GET /api/jobs             the unsearched first page, statically rendered and kept in Next's cache
//                             (next.config.ts rewrites it to app/api/jobs/board)
//   GET /api/jobs?q=engineer  a search, from the database
//   GET /robots.txt           a static route of the same build: the floor
// Prints requests/s, p99 and the ratio cached / floor. The cached route and the floor are measured in
// ROUNDS alternating rounds (cached first, then floor first, ...), so neither gains from running later
// on a warmer process or a quieter machine; the ratio is their summed requests, p99 the worst round's.
// Database: a new database on TEST_DATABASE_URL / DATABASE_URL when set, otherwise a fresh embedded
// PGlite directory.
// Options: --build (rebuild first), BENCH_DURATION (s per route, default 15), BENCH_CONNECTIONS
// (default 20).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

import autocannon from "autocannon";
import pg from "pg";

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const ROUNDS = 3;
// A server in production has run its hot paths many thousand times: measure it in that state.
const WARM_UP_SECONDS = 5;
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

async function run(url, seconds, connections = CONNECTIONS) {
  const r = await autocannon({ url, connections, duration: seconds });
  const wrong = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== 200)
    .reduce((sum, [, stat]) => sum + stat.count, 0);
  if (wrong || r.errors) throw new Error(`${url}: ${wrong} unexpected answers, ${r.errors} errors`);
  return r;
}

/** One route's rounds: requests/s over all of them, p50 and p99 of the worst round. */
function summary(name, results) {
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  return {
    name,
    rps: total / seconds,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    total,
    rounds: results.map((r) => r.requests.total / r.duration),
  };
}

/** `a` and `b` in ROUNDS alternating rounds of DURATION / ROUNDS seconds each, after a warm-up of both. */
async function measurePair(a, b) {
  for (const route of [a, b]) await run(route.url, WARM_UP_SECONDS); // warm-up: JIT, pools, caches
  const results = { [a.name]: [], [b.name]: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [a, b] : [b, a];
    for (const route of order) results[route.name].push(await run(route.url, DURATION / ROUNDS));
  }
  return [summary(a.name, results[a.name]), summary(b.name, results[b.name])];
}

async function measure(name, url) {
  await run(url, WARM_UP_SECONDS);
  return summary(name, [await run(url, DURATION)]);
}

/**
 * The board's first page is rendered statically at build time, from the build's database; the
 * server renders it again from the bench database once its 60 s revalidation time has passed.
 * Measure that page, the one a visitor of this database gets, not the build's.
 */
async function waitForBenchBoard(base, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    const board = await (await fetch(`${base}/api/jobs`)).json();
    if (board.total === JOBS) break;
    if (Date.now() - started > timeoutMs) throw new Error(`GET /api/jobs still lists ${board.total} jobs, not ${JOBS}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
  console.log(
    `GET /api/jobs lists the bench database's ${JOBS} jobs (after ${Math.round((Date.now() - started) / 1000)} s)`,
  );
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
    appEnv: { DATA_DIR: dir, DATABASE_URL: "", EMBEDDED_AUTO_SEED: "0", PAYMENTS_TEST_MODE: "1" },
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
    await waitForBenchBoard(base);
    const [cached, floor] = await measurePair(
      { name: "GET /api/jobs (cached)", url: `${base}/api/jobs` },
      { name: "GET /robots.txt (static)", url: `${base}/robots.txt` },
    );
    const searched = await measure("GET /api/jobs?q=engineer", `${base}/api/jobs?q=engineer`);
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
    `\nbench:api: ${JOBS} jobs, ${CONNECTIONS} connections, ${DURATION} s per route (cached and floor in ${ROUNDS} alternating rounds), stock Next server. Database: ${label}`,
  );
  console.log(row(cached));
  console.log(row(searched) + "  <- a search: the database on every request");
  console.log(row(floor) + "  <- a static file of the same build: the floor");
  const perRound = cached.rounds.map((rps, i) => (rps / floor.rounds[i]).toFixed(2)).join(", ");
  console.log(
    `ratio (cached / floor requests/s): ${ratio.toFixed(2)} (rounds: ${perRound})   target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? "met" : "MISSED"}`,
  );
  console.log(
    `cached p99: ${cached.p99} ms   target < ${TARGET_P99_MS} ms: ${cached.p99 < TARGET_P99_MS ? "met" : "MISSED"}`,
  );
}

main().catch((error) => {
  console.error(`bench:api failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
