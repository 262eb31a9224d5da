// Test and benchmark harness for the production shape: a throwaway PostgreSQL 15 cluster on
// loopback and N production Next.js instances on it. Used by the scale-out and chaos tests and
// the load benchmark. Everything binds to 127.0.0.1 and is torn down by stop().
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const PGBIN = process.env.PGBIN ?? "/usr/lib/postgresql/15/bin";
const isRoot = process.getuid?.() === 0;
const asPostgres = (cmd, args) => (isRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args]);

export function postgresAvailable() {
  return fs.existsSync(path.join(PGBIN, "initdb"));
}

export async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function run(cmd, args) {
  const [c, a] = asPostgres(cmd, args);
  return execFileSync(c, a, { stdio: "pipe" }).toString();
}

/** initdb + start a cluster in a temp dir; returns its URL and controls. */
export async function startPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-cluster-"));
  if (isRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const port = await freePort();
  const data = path.join(dir, "data");
  run(path.join(PGBIN, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`;
  const ctl = (...args) => run(path.join(PGBIN, "pg_ctl"), ["-D", data, "-l", path.join(dir, "server.log"), ...args]);
  ctl("-w", "-o", opts, "start");
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** Stops the server (fast shutdown: open connections are terminated). */
    stopServer: () => ctl("-w", "-m", "fast", "stop"),
    /** Starts the server; after a SIGKILL it first waits for the old backends to go (up to 30 s). */
    startServer: async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return ctl("-w", "-o", opts, "start");
        } catch (error) {
          if (attempt >= 60) throw error;
          await new Promise((r) => setTimeout(r, 500));
        }
      }
    },
    /** SIGKILL to the postmaster: no shutdown, no checkpoint; the next start recovers from the WAL. */
    killServer: () => {
      const pid = Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
      process.kill(pid, "SIGKILL");
    },
    async destroy() {
      try {
        ctl("-w", "-m", "immediate", "stop");
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const clusterSecrets = () => ({
  AUTH_SECRET: randomBytes(32).toString("base64"),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
});

/** Runs an npm script (db:deploy, db:seed) against the cluster. */
export function npmScript(script, env, args = []) {
  execFileSync("npm", ["run", "--silent", script, "--", ...args], { stdio: "pipe", env: { ...process.env, ...env } });
}

/**
 * Starts the production entry (the existing build's .next/standalone) on a free port and waits for
 * /api/health. As behind one nginx (TRUST_PROXY_HOPS=1): a test names a client's address by
 * sending X-Forwarded-For, as nginx would. Pass TRUST_PROXY_HOPS: "0" for an app with no proxy.
 */
export async function startApp(env, { port } = {}) {
  const p = port ?? (await freePort());
  // Its own copy of the server, as docs/deploy.md asks of instances on one host: servers sharing
  // one .next write the same cache files (scripts/standalone.mjs, --instance).
  const instance = fs.mkdtempSync(path.join(os.tmpdir(), "app-instance-"));
  const child = spawn(process.execPath, ["scripts/standalone.mjs", "--start", `--instance=${instance}`], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      TRUST_PROXY_HOPS: "1",
      ...env,
      HOSTNAME: "127.0.0.1",
      PORT: String(p),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${p}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.slice(-2000)}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    port: p,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      fs.rmSync(instance, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the cluster with migrations applied and demo data seeded. */
export async function prepareDatabase(cluster, name = `app_${randomBytes(4).toString("hex")}`) {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, `/${name}`);
  const secrets = clusterSecrets();
  // The cluster runs the built-in test checkout: no Razorpay keys here.
  const env = {
    DATABASE_URL: url,
    PAYMENTS_TEST_MODE: "1",
    RAZORPAY_WEBHOOK_SECRET: randomBytes(16).toString("hex"),
    ...secrets,
  };
  npmScript("db:deploy", env);
  npmScript("db:seed", { ...env, NODE_ENV: "production" }, ["--demo"]);
  return env;
}
