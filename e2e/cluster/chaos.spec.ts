import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import pg from "pg";

// @ts-expect-error plain ESM helper shared with the benchmark scripts
import { clusterSecrets, npmScript, prepareDatabase, startApp, startPostgres } from "../../scripts/lib/cluster.mjs";

import { checkInvariants, statusSummary, Workload, type Sample } from "./chaos-workload";

// Chaos with money in flight (npm run test:chaos). A mixed workload (careers board, company
// applications, government applications paid by webhook and by checkout + verify) runs while
// things fail:
// 1. PostgreSQL behind two app instances is SIGKILLed, then later stopped for 30 s.
// 2. The app itself is SIGKILLed during writes on the embedded database.
// Afterwards, with the webhooks Razorpay would redeliver and one reconcile run: no payment the
// gateway captured is lost or counted twice, no row is half-written, no file lacks its row, and
// every request either succeeded or got a clear 503 (a connection cut only when the app was killed).

type App = Awaited<ReturnType<typeof startApp>>;

test.describe.configure({ mode: "serial" });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitHealthy(bases: string[], limitMs = 60_000): Promise<number> {
  const from = Date.now();
  for (const base of bases) {
    for (;;) {
      const res = await fetch(`${base}/api/health`).catch(() => null);
      if (res?.status === 200) break;
      if (Date.now() - from > limitMs) throw new Error(`${base} did not recover in ${limitMs} ms`);
      await sleep(100);
    }
  }
  return (Date.now() - from) / 1000;
}

/** 0 payments lost or double counted, 0 half-written rows, 0 files without their row. */
function expectNothingLost(invariants: Awaited<ReturnType<typeof checkInvariants>>) {
  expect(invariants).toMatchObject({
    lostPayments: [],
    doubleCounted: 0,
    paidWithoutPayment: 0,
    companyWithoutResume: 0,
    govWithoutPhoto: 0,
    filesWithoutRow: 0,
    companyCountsWrong: 0,
    govCountsWrong: 0,
  });
}

const within = (samples: Sample[], from: number, to: number) => samples.filter((s) => s.at >= from && s.at < to);

test("two instances on PostgreSQL survive a SIGKILL of the database and a 30 s outage, losing no payment", async () => {
  test.setTimeout(420_000);
  const cluster = await startPostgres();
  const env = await prepareDatabase(cluster);
  let apps: App[] = [];
  try {
    apps = await Promise.all([startApp(env), startApp(env)]);
    const bases = apps.map((a) => a.base);
    const setup = new pg.Client({ connectionString: env.DATABASE_URL });
    await setup.connect();
    const companyJobIds = (await setup.query(`SELECT id FROM "CompanyJob" WHERE "isActive"`)).rows.map((r) => r.id);
    const govJobIds = (
      await setup.query(
        `SELECT id FROM "GovJob" WHERE status = 'active' AND deadline >= CURRENT_DATE AND "feePaise" > 0`,
      )
    ).rows.map((r) => r.id);
    await setup.end();
    expect(govJobIds.length).toBeGreaterThan(0);

    const work = new Workload(bases, {
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      companyJobIds,
      govJobIds,
      tag: "pg",
    });
    work.start();
    await sleep(4000);

    // 1. SIGKILL: no shutdown, no checkpoint; PostgreSQL recovers from its WAL on the next start.
    const killedAt = Date.now();
    cluster.killServer();
    await sleep(2000);
    await cluster.startServer();
    const killRecovery = await waitHealthy(bases);
    const killRecoveredAt = Date.now();
    await sleep(4000);

    // 2. A 30 s outage.
    const downAt = Date.now();
    cluster.stopServer();
    await sleep(30_000);
    await cluster.startServer();
    const upAt = Date.now();
    const outageRecovery = await waitHealthy(bases);
    const recoveredAt = Date.now();
    await sleep(4000);
    await work.stop();

    const redelivered = await work.redeliverWebhooks(bases[0]);
    npmScript("payments:reconcile", env, ["--older-than-minutes", "0"]);

    const samples = work.samples;
    const outage = within(samples, downAt + 300, upAt);
    const afterRecovery = samples.filter((s) => s.at > recoveredAt + 500);
    const figures = {
      requests: samples.length,
      statuses: statusSummary(samples),
      kill: { requests: within(samples, killedAt, killRecoveredAt).length, recoverySeconds: killRecovery },
      outage: {
        requests: outage.length,
        statuses: statusSummary(outage),
        slowestMs: Math.max(...outage.map((s) => s.ms)),
        recoverySeconds: outageRecovery,
      },
      capturedAtGateway: work.captured.length,
      acknowledgedBeforeRedelivery: work.captured.filter((c) => c.acknowledged).length,
      webhooksRedelivered: redelivered,
    };

    const check = new pg.Client({ connectionString: env.DATABASE_URL });
    await check.connect();
    const invariants = await checkInvariants(async (sql) => (await check.query(sql)).rows, work.captured);
    await check.end();
    console.log(JSON.stringify({ postgres: figures, invariants }));

    // What the apps logged as unhandled: the reason for any 500 below.
    const unhandled = apps.flatMap((a) =>
      a
        .output()
        .split("\n")
        .filter((l: string) => l.includes("api.unhandled")),
    );
    if (unhandled.length) console.log(unhandled.join("\n"));
    for (const app of apps) expect(app.alive()).toBe(true);
    // Every request succeeded or got a clear 503; nothing was cut off, nothing answered 500.
    expect(samples.filter((s) => ![200, 201, 503].includes(s.status))).toEqual([]);
    expect(outage.length).toBeGreaterThan(0);
    // The careers board may come from Next's cache; everything else needed the database.
    expect(outage.filter((s) => s.route !== "GET /api/jobs").every((s) => s.status === 503)).toBe(true);
    expect(figures.outage.slowestMs).toBeLessThan(3500);
    expect(outageRecovery).toBeLessThan(10);
    expect(afterRecovery.length).toBeGreaterThan(0);
    expect(afterRecovery.every((s) => s.status === 200 || s.status === 201)).toBe(true);

    expect(work.captured.length).toBeGreaterThan(0);
    expectNothingLost(invariants);
  } finally {
    await Promise.all(apps.map((a) => a.stop()));
    await cluster.destroy();
  }
});

test("the app SIGKILLed during writes on the embedded database loses no payment and no row", async () => {
  test.setTimeout(300_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chaos-embedded-"));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PAYMENTS_TEST_MODE: "1",
    RAZORPAY_WEBHOOK_SECRET: "chaos-embedded-webhook-secret",
    ...clusterSecrets(),
  };
  let app: App | null = null;
  try {
    app = await startApp(env);
    const base = app.base;
    const companyJobIds = ((await (await fetch(`${base}/api/jobs`)).json()).jobs as { id: string }[]).map((j) => j.id);
    const govJobIds = ((await (await fetch(`${base}/api/gov/jobs`)).json()).jobs as { id: string; isOpen: boolean }[])
      .filter((j) => j.isOpen)
      .map((j) => j.id);
    const work = new Workload([base], {
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      companyJobIds,
      govJobIds,
      tag: "emb",
    });
    work.start();
    await sleep(5000);
    // No new flows from here on; the ones in flight are cut by the kill.
    work.halt();
    const killedAt = Date.now();
    app.child.kill("SIGKILL");
    await new Promise((r) =>
      app!.child.exitCode !== null || app!.child.signalCode ? r(null) : app!.child.once("exit", r),
    );
    await work.stop();
    const inFlightAtKill = work.samples.filter((s) => s.status === -1);

    await app.stop(); // the killed server's files
    app = await startApp(env, { port: app.port });
    const restartSeconds = (Date.now() - killedAt) / 1000;
    const resumedAt = Date.now();
    work.start();
    await sleep(4000);
    await work.stop();
    const redelivered = await work.redeliverWebhooks(app.base);
    await app.stop();
    app = null;
    // Checkout payments whose verify never came back: the reconcile job (app stopped: PGlite is
    // single-process).
    npmScript("payments:reconcile", env, ["--older-than-minutes", "0"]);

    const db = new PGlite(path.join(dataDir, "pglite"));
    const invariants = await checkInvariants(
      async (sql) => (await db.query(sql)).rows as Record<string, unknown>[],
      work.captured,
    );
    await db.close();
    const samples = work.samples;
    console.log(
      JSON.stringify({
        embedded: {
          requests: samples.length,
          statuses: statusSummary(samples),
          cutByTheKill: inFlightAtKill.length,
          restartSeconds,
          capturedAtGateway: work.captured.length,
          webhooksRedelivered: redelivered,
        },
        invariants,
      }),
    );

    // Connections cut only by the kill itself; before it and after the restart, every answer was a success.
    expect(inFlightAtKill.every((s) => s.at + s.ms >= killedAt)).toBe(true);
    expect(samples.filter((s) => s.status !== -1 && ![200, 201].includes(s.status))).toEqual([]);
    expect(samples.filter((s) => s.at > resumedAt).length).toBeGreaterThan(0);
    expect(work.captured.length).toBeGreaterThan(0);
    expectNothingLost(invariants);
  } finally {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
