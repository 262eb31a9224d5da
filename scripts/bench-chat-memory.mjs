// npm run bench:chat-memory: does the server give memory back after a help-desk burst?
// Starts the existing production build (npm run build first) on a fresh embedded database, warms
// it up (300 requests, then 15 s quiet), sends CHAT_REQUESTS (4,000 by default, at most 20,000) chat requests of 20 messages x
// 1,000 characters over 32 connections, then watches RSS for 30 s of idle. Prints RSS at start,
// the peak, and each 5 s of idle; the goal is idle RSS within 100 MB of the start.
// Loopback only; stops by itself.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { clusterSecrets, freePort } from "./lib/cluster.mjs";

const requests = Math.min(20_000, Number(process.env.CHAT_REQUESTS ?? 4000));
const concurrency = 32;
const server = path.resolve(".next/standalone/server.js");
if (!fs.existsSync(server)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chat-"));
const port = await freePort();
const child = spawn(process.execPath, [server], {
  cwd: path.dirname(server),
  env: {
    ...process.env,
    ...clusterSecrets(),
    NODE_ENV: "production",
    // No money moves here: the built-in test checkout instead of Razorpay keys.
    PAYMENTS_TEST_MODE: "1",
    DATA_DIR: dataDir,
    HOSTNAME: "127.0.0.1",
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // The benchmark plays nginx: each request names its client, so per-address limits do not apply.
    TRUST_PROXY_HOPS: "1",
    GEMINI_API_KEY: "",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const stop = setTimeout(() => {
  console.error("bench:chat-memory took over 5 minutes; stopping.");
  child.kill("SIGKILL");
  process.exit(1);
}, 300_000);

const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    const res = await fetch(`${base}/api/health`).catch(() => null);
    if (res?.ok) break;
    if (i > 600) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  const rssMb = () =>
    Math.round(Number(fs.readFileSync(`/proc/${child.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)[1]) / 1024);
  const text = "How do I apply for the government data entry job, and which documents do I need? "
    .repeat(13)
    .slice(0, 1000);
  const body = JSON.stringify({
    messages: Array.from({ length: 20 }, (_, i) => ({ role: i % 2 ? "model" : "user", text })).reverse(),
  });
  const chat = async (i) => {
    const res = await fetch(`${base}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.${(i >> 8) & 255}.${i & 255}.7` },
      body,
    });
    await res.text();
    return res.status;
  };
  // Warm up past the idle collector's threshold (200 requests), then let it run once: the start
  // is a server that has served chat before, without its start-up garbage.
  for (let i = 0; i < 300; i++) await chat(100_000 + i);
  await new Promise((r) => setTimeout(r, 15_000));
  const start = rssMb();

  let next = 0;
  let peak = start;
  const statuses = {};
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 200);
  const began = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const status = await chat(next++);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  clearInterval(sampler);
  const seconds = (Date.now() - began) / 1000;
  const idle = {};
  for (let s = 1; s <= 30; s++) {
    await new Promise((r) => setTimeout(r, 1000));
    if (s % 5 === 0) idle[`${s}s`] = rssMb();
  }
  const end = idle["30s"];
  console.log(
    JSON.stringify({
      requests,
      seconds,
      requestsPerSecond: Math.round(requests / seconds),
      statuses,
      rssStartMb: start,
      rssPeakMb: peak,
      rssIdleMb: idle,
      aboveStartAfter30sMb: end - start,
    }),
  );
  console.log(`${end - start <= 100 ? "OK" : "OVER"}: idle RSS ${end - start} MB above the start (goal: at most 100).`);
} finally {
  clearTimeout(stop);
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
