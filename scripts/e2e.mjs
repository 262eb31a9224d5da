// npm run test:e2e: a fresh seeded embedded database, the production build on it, Playwright in system
// Chromium, then the check that the server's log holds no personal value the specs submitted.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run(process.execPath, ["scripts/ensure-chromium.mjs"]);
const dataDir = env.E2E_DATA_DIR ?? ".data-e2e";
// The build prerenders the job boards from the database the server will use: the fresh one.
if (!process.argv.includes("--no-build")) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  env.DATA_DIR = dataDir;
  run("npm", ["run", "build", "--silent"]);
  delete env.DATA_DIR;
}
fs.rmSync("test-results/.auth", { recursive: true, force: true });
const extra = process.argv.slice(2).filter((a) => a !== "--no-build");
// The server's log (playwright.config.ts SERVER_LOG) is checked even when a test failed: no line may
// hold a personal value the specs submitted (scripts/log-scan.ts, e2e/personal-values.ts).
const playwright = spawnSync("npx", ["playwright", "test", ...extra], { stdio: "inherit", env });
const logCheck = spawnSync("npx", ["tsx", "scripts/log-scan.ts", "test-results/server.log"], { stdio: "inherit", env });
process.exit(playwright.status !== 0 ? (playwright.status ?? 1) : (logCheck.status ?? 1));
