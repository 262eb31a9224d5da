// npm run bench:apply [-- --count 200 --concurrency 20 --no-build]
// The money path under load: a production build on a free loopback port, in live mode against a
// local fake of Razorpay. `count` complete applications (form + photo) from `concurrency` clients,
// each through create-order, the fake's checkout, verify and the payment.captured webhook (half of
// them webhook first). One in five abandons the first payment (closes Checkout after the order is
// made) and pays later: after everyone else, a status lookup by number + date of birth, "Pay now"
// (create-order again, which must hand out the same open order), checkout, verify and webhook.
// Then the database is checked: exactly `count` paid applications, `count`
// captured payments and `count` photos, i.e. 0 lost and 0 duplicated. Prints throughput and
// p50/p99 per step. Uses the embedded PGlite in a throwaway DATA_DIR, or DATABASE_URL when set
// (migrated and seeded first). Figures, not assertions: the exit code reports only integrity.
import { spawn, spawnSync } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

import { startFakeRazorpay } from "../lib/testing/fake-razorpay.ts";
import { verhoeffCheckDigit } from "../lib/validation/ids.ts";

const { values: args } = parseArgs({
  options: {
    count: { type: "string", default: "200" },
    concurrency: { type: "string", default: "20" },
    "no-build": { type: "boolean", default: false },
  },
});
const COUNT = Number(args.count);
const CONCURRENCY = Number(args.concurrency);
const DATABASE_URL = process.env.DATABASE_URL;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function run(cmd, cmdArgs, extraEnv = {}) {
  const r = spawnSync(cmd, cmdArgs, { stdio: "inherit", env: { ...env, ...extraEnv } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

if (!args["no-build"]) run("npm", ["run", "build", "--silent"]);
if (DATABASE_URL) {
  run("npm", ["run", "db:deploy", "--silent"]);
  run("npm", ["run", "db:seed", "--silent", "--", "--demo"]); // a throwaway bench database
}

const fake = await startFakeRazorpay();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(`.data-bench-apply-${process.pid}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const server = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
  env: {
    ...env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // The clients below stand behind one "proxy" and send X-Forwarded-For, as real visitors would.
    TRUST_PROXY_HOPS: "1",
    HOSTNAME: "127.0.0.1",
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_API_BASE: fake.url,
    ...(DATABASE_URL
      ? {
          AUTH_SECRET: env.AUTH_SECRET ?? randomBytes(32).toString("base64"),
          DATA_ENCRYPTION_KEY: env.DATA_ENCRYPTION_KEY ?? randomBytes(32).toString("base64"),
        }
      : {}),
  },
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
const exited = new Promise((resolve) => server.once("exit", resolve));
let running = true;
exited.then(() => (running = false));
const stopServer = async () => {
  if (running) process.kill(-server.pid, "SIGTERM");
  await exited;
};

try {
  for (let i = 0; ; i++) {
    if (!running) throw new Error("the server exited before it was ready");
    try {
      if ((await fetch(`${base}/api/gov/jobs`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 240) throw new Error("the server did not start within 120 s");
    await new Promise((r) => setTimeout(r, 500));
  }
  const { jobs } = await (await fetch(`${base}/api/gov/jobs`)).json();
  const job = jobs.find((j) => j.isOpen);
  if (!job) throw new Error("no open government job to apply for (is the database seeded?)");

  // A photo and a signature that meet the form's rules (the files the tests use).
  const photo = fs.readFileSync(new URL("../lib/testing/fixtures/photo.jpg", import.meta.url));
  const signature = fs.readFileSync(new URL("../lib/testing/fixtures/signature.jpg", import.meta.url));
  const runId = String(Date.now()).slice(-5);
  const aadhaar = (i) => {
    const body = `${2 + (i % 8)}${runId}${String(i).padStart(5, "0")}`;
    return body + verhoeffCheckDigit(body);
  };
  const timings = { submit: [], "create-order": [], verify: [], webhook: [], lookup: [] };
  // Applicants who closed Checkout on their first try, to pay later; and how the later try went.
  const abandoned = [];
  const later = { paid: 0, sameOrder: 0, newOrder: 0 };
  const errors = [];
  const numbers = [];
  const hmac = (secret, text) => createHmac("sha256", secret).update(text).digest("hex");

  async function step(name, fn) {
    const started = performance.now();
    const res = await fn();
    timings[name].push(performance.now() - started);
    const body = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`${name} ${res.status}: ${body.message ?? ""}`);
    return body;
  }

  async function apply(i, client) {
    const headers = { "x-forwarded-for": `10.0.${client}.1` };
    const form = new FormData();
    const fields = {
      jobId: job.id,
      name: `Bench Applicant ${i}`,
      fatherHusbandName: "Ram Prasad",
      motherName: "Gita Devi",
      presentAddress: "Ward 12, Kankarbagh, Patna 800020",
      maritalStatus: "Single",
      gender: "Male", // no concession: every applicant pays the job's UR/General fee, as the totals below expect
      dob: "1995-06-15",
      mobile1: "9876543210",
      panNo: "ABCDE1234F",
      email: `bench${i}@example.in`,
      aadharNo: aadhaar(i),
      education: JSON.stringify([
        { qualification: "B.A.", board: "Patna University", institution: "Patna College", marks: "68.5", year: "2016" },
      ]),
      experience: "[]",
      category: "GENERAL",
      declaration: "true",
      consent: "true",
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set("photo", new Blob([photo], { type: "image/jpeg" }), `photo-${i}.jpg`);
    form.set("signature", new Blob([signature], { type: "image/jpeg" }), `signature-${i}.jpg`);
    const saved = await step("submit", () =>
      fetch(`${base}/api/gov/applications`, { method: "POST", body: form, headers }),
    );
    numbers.push(saved.application.applicationNumber);
    const post = (url, body, extra = {}) =>
      fetch(`${base}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers, ...extra },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    const order = await step("create-order", () =>
      post("/api/payments/create-order", { applicationId: saved.application.id, amount: 1 }),
    );
    if (i % 5 === 0) {
      abandoned.push({ i, number: saved.application.applicationNumber, orderId: order.id, headers, post });
      return; // closed Checkout: the application stays saved, unpaid
    }
    await payOrder(i, order, post);
  }

  async function payOrder(i, order, post) {
    const payment = fake.pay(order.id);
    const checkout = {
      razorpay_order_id: order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmac(fake.keySecret, `${order.id}|${payment.id}`),
    };
    const event = fake.webhook("payment.captured", payment);
    const verify = () => step("verify", () => post("/api/payments/verify", checkout));
    const webhook = () => step("webhook", () => post("/api/payments/webhook", event.body, event.headers));
    if (i % 2) {
      await webhook();
      await verify();
    } else {
      await verify();
      await webhook();
    }
  }

  // Later: the status page by number + date of birth, then "Pay now" for the same application.
  async function payLater({ i, number, orderId, post }) {
    const found = await step("lookup", () =>
      post("/api/gov/applications/lookup", { applicationNumber: number, dob: "1995-06-15" }),
    );
    const payNow = found.application?.payNow;
    if (!payNow) throw new Error(`no Pay now for ${number} (${found.application?.statusLabel})`);
    const order = await step("create-order", () =>
      post("/api/payments/create-order", { applicationId: payNow.applicationId }),
    );
    if (order.applicationNumber !== number) throw new Error(`order for ${order.applicationNumber}, not ${number}`);
    if (order.id === orderId) later.sameOrder++;
    else later.newOrder++;
    await payOrder(i, order, post);
    later.paid++;
  }

  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      while (next < COUNT) {
        const i = next++;
        await apply(i, client).catch((error) => errors.push(`#${i}: ${error.message}`));
      }
    }),
  );
  let nextLater = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (nextLater < abandoned.length) {
        const item = abandoned[nextLater++];
        await payLater(item).catch((error) => errors.push(`#${item.i} (pay later): ${error.message}`));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await stopServer();

  // Integrity, read straight from the database once the server is gone.
  const query = DATABASE_URL
    ? await (async () => {
        const client = new pg.Client({ connectionString: DATABASE_URL });
        await client.connect();
        return { run: (sql, params) => client.query(sql, params), close: () => client.end() };
      })()
    : (() => {
        const db = new PGlite(path.join(dataDir, "pglite"));
        return { run: (sql, params) => db.query(sql, params), close: () => db.close() };
      })();
  const one = async (sql, params = [numbers]) => Number(Object.values((await query.run(sql, params)).rows[0])[0]);
  const mine = `SELECT "id" FROM "GovApplication" WHERE "applicationNumber" = ANY($1)`;
  const result = {
    applications: await one(`SELECT count(*) FROM "GovApplication" WHERE "applicationNumber" = ANY($1)`),
    paid: await one(
      `SELECT count(*) FROM "GovApplication" WHERE "applicationNumber" = ANY($1) AND "paymentStatus" = 'completed'`,
    ),
    captured: await one(`SELECT count(*) FROM "Payment" WHERE status = 'captured' AND "applicationId" IN (${mine})`),
    photos: await one(
      `SELECT count(DISTINCT f.id) FROM "StoredFile" f JOIN "GovApplication" a ON a."photoFileId" = f.id WHERE a."applicationNumber" = ANY($1) AND f.size > 0`,
    ),
    amountPaise: await one(
      `SELECT coalesce(sum("amountPaise"), 0) FROM "Payment" WHERE status = 'captured' AND "applicationId" IN (${mine})`,
    ),
    events: await one(
      `SELECT count(*) FROM "PaymentEvent" p JOIN "Payment" x ON x.id = p."dbPaymentId" WHERE x."applicationId" IN (${mine})`,
    ),
  };
  const orphanPhotos = DATABASE_URL
    ? 0
    : await one(
        `SELECT count(*) FROM "StoredFile" f WHERE f.kind = 'GovPhoto' AND NOT EXISTS (SELECT 1 FROM "GovApplication" a WHERE a."photoFileId" = f.id)`,
        [],
      );
  await query.close();

  const pct = (list, p) => {
    if (!list.length) return 0;
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  };
  const ms = (v) => `${v.toFixed(1)} ms`.padStart(10);
  console.log(
    `\nbench:apply: ${COUNT} applications, ${CONCURRENCY} concurrent clients, ${DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}, photo ${(photo.length / 1024).toFixed(0)} KB`,
  );
  console.log(
    `total ${seconds.toFixed(1)} s, ${(COUNT / seconds).toFixed(1)} complete applications/s (4 requests each, 6 for those who pay later)\n`,
  );
  console.log(
    `${"step".padEnd(14)}${"requests".padStart(9)}${"req/s".padStart(9)}${"p50".padStart(10)}${"p99".padStart(10)}${"max".padStart(10)}`,
  );
  for (const [name, list] of Object.entries(timings)) {
    console.log(
      `${name.padEnd(14)}${String(list.length).padStart(9)}${(list.length / seconds).toFixed(1).padStart(9)}${ms(pct(list, 50))}${ms(pct(list, 99))}${ms(Math.max(0, ...list))}`,
    );
  }
  const lost = COUNT - result.paid;
  const duplicated = result.captured - result.paid;
  console.log(
    `\nintegrity: ${result.applications} applications, ${result.paid} paid, ${result.captured} captured payments, ${result.photos} photos, ${orphanPhotos} orphan photos, ${result.events} payment events, ₹${(result.amountPaise / 100).toLocaleString("en-IN")} collected (expected ₹${((COUNT * job.feePaise) / 100).toLocaleString("en-IN")})`,
  );
  console.log(
    `pay later: ${abandoned.length} abandoned the first payment, ${later.paid} paid later with the same application number (${later.sameOrder} on their open order, ${later.newOrder} on a new one)`,
  );
  console.log(`lost: ${lost}, duplicated: ${duplicated}, request errors: ${errors.length}`);
  for (const e of errors.slice(0, 10)) console.log(`  ${e}`);
  const ok =
    errors.length === 0 &&
    later.paid === abandoned.length &&
    result.applications === COUNT &&
    result.paid === COUNT &&
    result.captured === COUNT &&
    result.photos === COUNT &&
    orphanPhotos === 0 &&
    result.amountPaise === COUNT * job.feePaise;
  console.log(ok ? "OK: 0 lost, 0 duplicated." : "FAILED: see the figures above.");
  process.exitCode = ok ? 0 : 1;
} finally {
  await stopServer();
  await fake.close();
  if (!DATABASE_URL) fs.rmSync(dataDir, { recursive: true, force: true });
}
