// npm test: lint, type-check, migrations check, Vitest (unit + integration on PGlite), then
// Playwright against the production build. Writes JSON reports to .ci-out/ and ends with one
// plain line "N passed, N failed" (tests counted from those reports).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const out = ".ci-out";
fs.mkdirSync(out, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const failures = [];

function step(name, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  console.log(`=== ${name}: ${r.status === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (r.status !== 0) failures.push(name);
}

step("lint", "npm", ["run", "lint", "--silent"]);
step("typecheck", "npm", ["run", "typecheck", "--silent"]);
step("db:check", "npm", ["run", "db:check", "--silent"]);
step("vitest", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${out}/vitest.json`,
]);
step("playwright", process.execPath, ["scripts/e2e.mjs"], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json` });

const { passed, failed } = countTests([`${out}/vitest.json`, `${out}/playwright.json`]);
if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
console.log(`${passed} passed, ${failed + (failures.length && !failed ? failures.length : 0)} failed`);
process.exit(failures.length ? 1 : 0);

function countTests(files) {
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    const report = JSON.parse(fs.readFileSync(file, "utf8"));
    if (report.stats) {
      // Playwright
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected;
    } else {
      // Vitest
      passed += report.numPassedTests ?? 0;
      failed += (report.numFailedTests ?? 0) + (report.numTodoTests ?? 0);
    }
  }
  return { passed, failed };
}
