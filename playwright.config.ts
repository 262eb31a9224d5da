import fs from "node:fs";

import { defineConfig, devices } from "@playwright/test";

// End-to-end tests against the production build on the embedded database, seeded fresh for each
// run (scripts/e2e.mjs removes E2E_DATA_DIR first), in the system Chromium.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? ".data-e2e";
export const SMTP_PORT = PORT + 25;
export const MAIL_HTTP_PORT = PORT + 26;
/** Everything the app server prints during the run; scripts/e2e.mjs checks it for personal data afterwards. */
export const SERVER_LOG = "test-results/server.log";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    ],
  },
};

// Multi-instance tests (scale-out, chaos) need PostgreSQL 15's server binaries; .ci/run installs them.
const postgres = fs.existsSync(`${process.env.PGBIN ?? "/usr/lib/postgresql/15/bin"}/initdb`);

export const roles = ["admin", "companyadmin", "govadmin", "employee"] as const;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Long end-to-end flows (apply, pay, review) on a 2-core CI machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    ...roles.map((role) => ({
      name: `setup-${role}`,
      testMatch: /auth\.setup\.ts/,
      grep: new RegExp(`@${role}\\b`),
      use: chromium,
    })),
    {
      name: "chromium",
      testIgnore: [/\.setup\.ts/, /cluster\//],
      dependencies: roles.map((role) => `setup-${role}`),
      use: chromium,
    },
    ...(postgres ? [{ name: "cluster", testMatch: /cluster\/.*\.spec\.ts/, workers: 1 }] : []),
  ],
  // The production entry (.next/standalone/server.js via scripts/standalone.mjs), as deployed, and the
  // mail server its queue worker delivers to (specs read what arrived: e2e/mail.ts).
  webServer: [
    {
      command: "npx tsx e2e/mail-catcher.ts",
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: "node scripts/standalone.mjs --start",
      url: `${baseURL}/login`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Info lines go only to SERVER_LOG (the console keeps warnings and errors, on stderr).
      stdout: "ignore",
      env: {
        E2E_SERVER_LOG: SERVER_LOG,
        DATA_DIR: dataDir,
        HOSTNAME: "127.0.0.1",
        PORT: String(PORT),
        NEXT_TELEMETRY_DISABLED: "1",
        // Everything production logs (info and up), so the log check sees every line.
        LOG_LEVEL: "info",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_RETRY_DELAY_SECONDS: "1",
        // The built-in test checkout: no Razorpay keys, no money moves (a production server
        // without keys refuses to start otherwise).
        PAYMENTS_TEST_MODE: "1",
      },
    },
  ],
});
