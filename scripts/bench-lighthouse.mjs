// npm run bench:lighthouse: Lighthouse (mobile, the default profile: simulated throttling) on every
// public route of the production build, served as npm start serves it (the standalone server), in
// the system Chromium, next to a floor: a bare Next.js App Router page (a heading and a paragraph)
// built with this checkout's own next, react and react-dom, audited the same way. Prints perf, a11y,
// best practices, SEO, LCP, TBT and transferred JavaScript per route, then one "met"/"MISSED" line
// per target. A benchmark, not a test: the exit code is 0 whatever the figures. Full reports go to
// test-results/lighthouse/.
//
//   npm run bench:lighthouse                     build, start, audit every route in sitemap.xml
//   npm run bench:lighthouse -- --no-build       reuse the existing .next build
//   npm run bench:lighthouse -- --routes=/,/about
//   npm run bench:lighthouse -- --runs=5           runs per route (default 3); the median run is kept,
//                                                  as Lighthouse CI does, to damp noise on a busy machine;
//                                                  the Runs column lists every run's performance score
//   npm run bench:lighthouse -- --no-floor       skip the bare page (and the target relative to it)
//
// Lighthouse's 4x CPU slowdown turns a high-end desktop (its benchmark index 1500-2000) into a
// mid-tier phone; on a slower host the same 4x emulates a slower phone than that (Lighthouse's
// docs/throttling.md, "Calibrating the CPU slowdown"). Every run reports the host's benchmark index:
// the line under the table gives their median and range, with a note when the median is below that
// range, so figures from two machines can be told apart. The audits always use Lighthouse's defaults.
//
// The floor is built once per Next/React version in <tmp>/bench-lighthouse-floor-<hash> (its
// node_modules is a link to this checkout's) and reused by later runs.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as lighthouseConstants from "lighthouse/core/config/constants.js";

const args = process.argv.slice(2);
const routeArg = args.find((a) => a.startsWith("--routes="))?.slice("--routes=".length);
const runs = Math.max(1, Number(args.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 3));
const withFloor = !args.includes("--no-floor");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const outDir = path.resolve("test-results/lighthouse");
const FLOOR_LABEL = "floor (bare Next page)";

// Targets.
const PERF_MIN = 95;
const PERF_BELOW_FLOOR_MAX = 3;
// The hosts Lighthouse's default 4x slowdown is calibrated for (docs/throttling.md: high-end desktop).
const REFERENCE_BENCHMARK_INDEX = [1500, 2000];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Server did not answer ${url} within ${timeoutMs / 1000} s`);
}

// Servers this run started, each in its own process group; stopped on every way out.
const cleanups = [];
function startServer(command, commandArgs, options) {
  const child = spawn(command, commandArgs, { ...options, stdio: ["ignore", "inherit", "inherit"], detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  cleanups.push(stop);
  return child;
}
function cleanUp() {
  while (cleanups.length) cleanups.pop()();
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanUp();
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

// ---------------------------------------------------------------------------------------------
// The floor: a bare App Router page, no Tailwind, no web fonts, this checkout's next/react/react-dom.

const floorFiles = {
  "package.json": JSON.stringify({ private: true, name: "bench-lighthouse-floor" }, null, 2),
  "tsconfig.json": JSON.stringify(
    {
      compilerOptions: {
        target: "ES2017",
        lib: ["dom", "dom.iterable", "esnext"],
        strict: true,
        noEmit: true,
        module: "esnext",
        moduleResolution: "bundler",
        jsx: "react-jsx",
        isolatedModules: true,
        skipLibCheck: true,
      },
      include: ["next-env.d.ts", "**/*.ts", "**/*.tsx"],
      exclude: ["node_modules"],
    },
    null,
    2,
  ),
  "app/layout.tsx": `export const metadata = {
  title: "Floor",
  description: "A bare Next.js App Router page: the floor of bench:lighthouse.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.tsx": `export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Next.js App Router page with a heading and a paragraph, built with the same Next.js and React as the site.</p>
    </main>
  );
}
`,
};

/** The nearest folder holding both paths: Turbopack compiles nothing outside its root, and the floor's node_modules links into this checkout. */
function commonRoot(a, b) {
  const pa = a.split(path.sep);
  const pb = b.split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

/** Builds the floor unless a build for these versions and files is there; returns its folder, or null. */
function buildFloor() {
  const require = createRequire(path.resolve("package.json"));
  const versions = ["next", "react", "react-dom"].map((name) => `${name}@${require(`${name}/package.json`).version}`);
  const nodeModules = fs.realpathSync(path.resolve("node_modules"));
  const hash = createHash("sha256")
    .update(JSON.stringify({ versions, floorFiles, nodeModules }))
    .digest("hex")
    .slice(0, 12);
  const dir = path.join(os.tmpdir(), `bench-lighthouse-floor-${hash}`);
  const marker = path.join(dir, ".built");
  if (fs.existsSync(marker)) {
    console.log(`floor: reusing ${dir} (${versions.join(", ")})`);
    return dir;
  }
  console.log(`floor: building a bare Next page in ${dir} (${versions.join(", ")})`);
  const started = Date.now();
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(floorFiles)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const root = commonRoot(fs.realpathSync(dir), nodeModules);
  fs.writeFileSync(
    path.join(dir, "next.config.mjs"),
    `// Written by scripts/bench-lighthouse.mjs.\nexport default { turbopack: { root: ${JSON.stringify(root)} }, outputFileTracingRoot: ${JSON.stringify(root)} };\n`,
  );
  fs.symlinkSync(nodeModules, path.join(dir, "node_modules"), "dir");
  const build = spawnSync(process.execPath, [path.join(nodeModules, "next/dist/bin/next"), "build"], {
    cwd: dir,
    env,
    encoding: "utf8",
  });
  if (build.status !== 0) {
    console.log(`floor: build failed, going on without it\n${(build.stdout + build.stderr).slice(-3000)}`);
    return null;
  }
  fs.writeFileSync(marker, `${versions.join("\n")}\n`);
  console.log(`floor: built in ${Math.round((Date.now() - started) / 1000)} s`);
  return dir;
}

// ---------------------------------------------------------------------------------------------
// Auditing

/** The median of a page's runs by performance score. */
function median(results) {
  const sorted = [...results].sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A Lighthouse category's score out of 100. */
const categoryScore = (lhr, id) => Math.round((lhr.categories[id].score ?? 0) * 100);

/** A page's figures from its median run; `runScores`: the performance score of each of its runs. */
function summarize(label, lhr, runScores) {
  const score = (id) => categoryScore(lhr, id);
  const summary = lhr.audits["resource-summary"].details.items;
  const kb = (type) => (summary.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
  const failing = ["accessibility", "best-practices", "seo"].flatMap((cat) =>
    lhr.categories[cat].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${cat}:${ref.id}`),
  );
  return {
    route: label,
    performance: score("performance"),
    runScores,
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    // A page with a noindex robots meta (or header) fails is-crawlable: it asks not to be in search
    // results, so its SEO score says nothing about how it ranks.
    indexable: lhr.audits["is-crawlable"]?.score !== 0,
    jsKB: kb("script"),
    totalKB: kb("total"),
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    failing,
  };
}

/** The host's CPU as Lighthouse measured it on every run (its benchmark index), and what that means for the slowdown used. */
function hostLine(indexes, slowdown) {
  const sorted = [...indexes].sort((a, b) => a - b);
  const mid = sorted[Math.floor(sorted.length / 2)];
  const [low, high] = REFERENCE_BENCHMARK_INDEX;
  let text = `Host: Lighthouse benchmark index ${Math.round(mid)} (median; ${Math.round(sorted[0])}-${Math.round(sorted.at(-1))} over ${sorted.length} runs), CPU slowdown ${slowdown}x`;
  if (mid < low)
    text += `\nNote: Lighthouse's ${slowdown}x slowdown assumes a host with a benchmark index of ${low}-${high}; on this slower one it emulates a slower phone than its mid-tier reference (docs/throttling.md), and every page scores lower, the floor too.`;
  return { text, median: mid };
}

function printTable(rows, floor, origin) {
  const pad = (v, n) => String(v).padStart(n);
  // A metric Lighthouse could not measure (e.g. no layout shift data) prints as n/a.
  const fixed = (v, digits) => (typeof v === "number" ? v.toFixed(digits) : "n/a");
  const all = floor ? [...rows, floor] : rows;
  const width = Math.max(...all.map((r) => r.route.length), 5);
  // Every run's performance score, lowest first: how far apart the runs of one page land shows how
  // much of a difference between two pages is the machine rather than the page.
  const runsText = (r) => [...r.runScores].sort((a, b) => a - b).join(" ");
  const runsWidth = Math.max(...all.map((r) => runsText(r).length), 4);
  console.log(
    `\nLighthouse 12, mobile (simulated throttling), median of ${runs} run(s) per page, against ${origin}${floor ? " (the floor in the same rounds)" : ""}\n` +
      `${"Route".padEnd(width)} | Perf | ${"Runs".padEnd(runsWidth)} | A11y |   BP |  SEO | Index | JS kB | Total kB |  LCP ms | TBT ms |   CLS`,
  );
  const rule = `${"-".repeat(width)}-|------|-${"-".repeat(runsWidth)}-|------|------|------|-------|-------|----------|---------|--------|------`;
  console.log(rule);
  const line = (r) =>
    console.log(
      `${r.route.padEnd(width)} | ${pad(r.performance, 4)} | ${runsText(r).padEnd(runsWidth)} | ${pad(r.accessibility, 4)} | ${pad(r.bestPractices, 4)} | ${pad(r.seo, 4)} | ${pad(r.indexable ? "yes" : "no", 5)} | ${pad(fixed(r.jsKB, 1), 5)} | ${pad(fixed(r.totalKB, 1), 8)} | ${pad(fixed(r.lcpMs, 0), 7)} | ${pad(fixed(r.tbtMs, 0), 6)} | ${pad(fixed(r.cls, 3), 5)}`,
    );
  rows.forEach(line);
  if (floor) {
    console.log(rule);
    line(floor);
  }
  for (const r of all.filter((r) => r.failing.length)) console.log(`${r.route}: ${r.failing.join(", ")}`);
}

/** One line per target: "met", or "MISSED" with the routes that miss it. */
function verdicts(rows, floor, floorNote) {
  const check = (label, routes, ok, show) => {
    const missed = routes.filter((r) => !ok(r));
    const verdict = missed.length ? `MISSED (${missed.map((r) => `${r.route} ${show(r)}`).join(", ")})` : "met";
    return { label, verdict, missed: missed.map((r) => r.route) };
  };
  const indexable = rows.filter((r) => r.indexable);
  const noindex = rows.filter((r) => !r.indexable).map((r) => r.route);
  const out = [
    check(
      `perf >= ${PERF_MIN} on every route`,
      rows,
      (r) => r.performance >= PERF_MIN,
      (r) => r.performance,
    ),
    floor
      ? check(
          `perf >= floor - ${PERF_BELOW_FLOOR_MAX} (${floor.performance - PERF_BELOW_FLOOR_MAX}) on every route`,
          rows,
          (r) => r.performance >= floor.performance - PERF_BELOW_FLOOR_MAX,
          (r) => r.performance,
        )
      : { label: `perf >= floor - ${PERF_BELOW_FLOOR_MAX} on every route`, verdict: `not checked (${floorNote})` },
    check(
      "accessibility = 100 on every route",
      rows,
      (r) => r.accessibility === 100,
      (r) => r.accessibility,
    ),
    check(
      "best practices = 100 on every route",
      rows,
      (r) => r.bestPractices === 100,
      (r) => r.bestPractices,
    ),
    check(
      `SEO = 100 on every indexable route (${indexable.length} of ${rows.length}${noindex.length ? `; noindex: ${noindex.join(", ")}` : ""})`,
      indexable,
      (r) => r.seo === 100,
      (r) => r.seo,
    ),
  ];
  const width = Math.max(...out.map((v) => v.label.length));
  console.log("\nTargets:");
  for (const v of out) console.log(`  ${v.label.padEnd(width)}  ${v.verdict}`);
  return out;
}

// ---------------------------------------------------------------------------------------------

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const floorDir = withFloor ? buildFloor() : null;
const floorNote = withFloor ? "the floor did not build" : "--no-floor";

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
// The server that is deployed (npm start): the standalone server.js, in a copy of its own inside
// the temp folder, so that the pages it renders again go to that copy's cache, not the build's.
startServer(process.execPath, ["scripts/standalone.mjs", "--start", `--instance=${path.join(dataDir, "server")}`], {
  // No money moves here: the built-in test checkout instead of Razorpay keys.
  env: {
    ...env,
    HOSTNAME: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: path.join(dataDir, "data"),
    LOG_LEVEL: "warn",
    PAYMENTS_TEST_MODE: "1",
  },
});
cleanups.unshift(() => fs.rmSync(dataDir, { recursive: true, force: true }));

let floorOrigin = null;
if (floorDir) {
  const floorPort = await freePort();
  floorOrigin = `http://127.0.0.1:${floorPort}`;
  startServer(
    process.execPath,
    [path.join(floorDir, "node_modules/next/dist/bin/next"), "start", "-H", "127.0.0.1", "-p", String(floorPort)],
    { cwd: floorDir, env },
  );
}

let chrome;
try {
  await waitFor(`${origin}/robots.txt`, 180_000);
  if (floorOrigin) await waitFor(`${floorOrigin}/`, 60_000);
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const routes = routeArg ? routeArg.split(",") : fromSitemap;

  // Warm every page once (first requests start the database and fill caches), skip missing ones.
  const present = [];
  for (const route of routes) {
    const res = await fetch(origin + route);
    if (res.ok) present.push(route);
    else console.log(`skip ${route}: HTTP ${res.status} (not part of this build)`);
  }
  if (floorOrigin) await fetch(`${floorOrigin}/`);

  // A fresh browser for every audit: a first visit, with no cookie from an earlier page (the
  // language choice, NEXT_LOCALE, would send "/" to "/hi" after a Hindi page was audited).
  const auditOnce = async (url) => {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    try {
      return await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    } finally {
      await chrome.kill();
      chrome = undefined;
    }
  };
  // Now and then Chromium's trace lacks the navigation's start (Lighthouse's NO_NAVSTART) and the
  // run has no performance score at all: that run is a failed measurement, not a 0, so it is
  // repeated (up to twice) rather than counted.
  const audit = async (url) => {
    for (let attempt = 1; ; attempt++) {
      const result = await auditOnce(url);
      const error = result.lhr.runtimeError;
      if (!error || attempt === 3) return result;
      console.log(`${url}: Lighthouse could not measure the load (${error.code}), auditing it again`);
    }
  };
  fs.mkdirSync(outDir, { recursive: true });

  // Rounds: each run audits the floor and then every route once, so a busy spell on the machine
  // falls on all of them alike rather than on whichever came last.
  const pages = [
    ...(floorOrigin ? [{ label: FLOOR_LABEL, url: `${floorOrigin}/`, file: "floor" }] : []),
    ...present.map((route) => ({
      label: route,
      url: origin + route,
      file: route === "/" ? "home" : route.slice(1).replaceAll("/", "_"),
    })),
  ];
  const results = new Map(pages.map((page) => [page, []]));
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      results.get(page).push(await audit(page.url));
      console.log(`audited ${page.label}${runs > 1 ? ` (run ${round} of ${runs})` : ""}`);
    }
  }
  let floor = null;
  const rows = [];
  for (const page of pages) {
    const result = median(results.get(page));
    fs.writeFileSync(path.join(outDir, `${page.file}.json`), result.report);
    const runScores = results.get(page).map((r) => categoryScore(r.lhr, "performance"));
    const row = summarize(page.label, result.lhr, runScores);
    if (page.label === FLOOR_LABEL) floor = row;
    else rows.push(row);
  }

  printTable(rows, floor, origin);
  const slowdown = lighthouseConstants.throttling.mobileSlow4G.cpuSlowdownMultiplier;
  const host = hostLine(
    [...results.values()].flat().map((r) => r.lhr.environment.benchmarkIndex),
    slowdown,
  );
  console.log(host.text);
  const targets = rows.length ? verdicts(rows, floor, floorNote) : [];
  fs.writeFileSync(
    path.join(outDir, "summary.json"),
    JSON.stringify({ runs, benchmarkIndex: host.median, floor, rows, targets }, null, 2),
  );
  console.log(`\nReports: ${path.relative(process.cwd(), outDir)}/`);
} finally {
  await chrome?.kill();
  cleanUp();
}
