import { defineConfig } from "@playwright/test";
export default defineConfig({
  testDir: "shots",
  timeout: 180_000,
  workers: 1,
  use: {
    baseURL: "http://127.0.0.1:3300",
    launchOptions: { executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] },
  },
});
