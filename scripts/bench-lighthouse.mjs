// npm run bench:lighthouse: Lighthouse (mobile, the default profile) on every public route of
// the production build, in the system Chromium. Prints the four category scores and the
// transferred JavaScript per route; full reports go to test-results/lighthouse/.
//
//   npm run bench:lighthouse                     build, start, audit every route in sitemap.xml
//   npm run bench:lighthouse -- --no-build       reuse the existing .next build
//   npm run bench:lighthouse -- --routes=/,/about
//   npm run bench:lighthouse -- --runs=5           runs per route (default 3); the median run is kept,
//                                                  as Lighthouse CI does, to damp noise on a busy machine
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
const routeArg = args.find((a) => a.startsWith("--routes="))?.slice("--routes=".length);
const runs = Math.max(1, Number(args.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 3));
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const outDir = path.resolve("test-results/lighthouse");

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

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
const server = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
  env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  stopServer();
  process.exit(130);
});

let chrome;
try {
  await waitFor(`${origin}/robots.txt`, 180_000);
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

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  fs.mkdirSync(outDir, { recursive: true });

  const rows = [];
  for (const route of present) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      results.push(await lighthouse(origin + route, { port: chrome.port, output: "json", logLevel: "error" }));
    }
    results.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const result = results[Math.floor(results.length / 2)];
    const lhr = result.lhr;
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const summary = lhr.audits["resource-summary"].details.items;
    const kb = (type) => (summary.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
    const failing = ["accessibility", "best-practices", "seo"].flatMap((cat) =>
      lhr.categories[cat].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${cat}:${ref.id}`),
    );
    rows.push({
      route,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      jsKB: kb("script"),
      totalKB: kb("total"),
      lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
      tbtMs: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      failing,
    });
    const file = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
    fs.writeFileSync(path.join(outDir, `${file}.json`), result.report);
    console.log(`audited ${route}`);
  }

  const pad = (v, n) => String(v).padStart(n);
  // A metric Lighthouse could not measure (e.g. no layout shift data) prints as n/a.
  const fixed = (v, digits) => (typeof v === "number" ? v.toFixed(digits) : "n/a");
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(
    `\nLighthouse 12, mobile (simulated throttling), median of ${runs} run(s) per route, against ${origin}\n` +
      `${"Route".padEnd(width)} | Perf | A11y |   BP |  SEO | JS kB | Total kB |  LCP ms | TBT ms |   CLS`,
  );
  console.log(`${"-".repeat(width)}-|------|------|------|------|-------|----------|---------|--------|------`);
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(width)} | ${pad(r.performance, 4)} | ${pad(r.accessibility, 4)} | ${pad(r.bestPractices, 4)} | ${pad(r.seo, 4)} | ${pad(fixed(r.jsKB, 1), 5)} | ${pad(fixed(r.totalKB, 1), 8)} | ${pad(fixed(r.lcpMs, 0), 7)} | ${pad(fixed(r.tbtMs, 0), 6)} | ${pad(fixed(r.cls, 3), 5)}`,
    );
  }
  const flagged = rows.filter((r) => r.failing.length);
  for (const r of flagged) console.log(`${r.route}: ${r.failing.join(", ")}`);
  fs.writeFileSync(path.join(outDir, "summary.json"), JSON.stringify(rows, null, 2));
  console.log(`\nReports: ${path.relative(process.cwd(), outDir)}/`);
} finally {
  await chrome?.kill();
  stopServer();
}
