import { createHmac } from "node:crypto";

import { expect, test } from "@playwright/test";
import pg from "pg";

import { applicationFields, applicationFormData } from "../../lib/testing/gov-form";

// @ts-expect-error plain ESM helper shared with the benchmark scripts
import { prepareDatabase, startApp, startPostgres } from "../../scripts/lib/cluster.mjs";

// Two production instances on one PostgreSQL: nothing may live only in one process.
type App = Awaited<ReturnType<typeof startApp>>;
let cluster: Awaited<ReturnType<typeof startPostgres>>;
let a: App;
let b: App;
let env: Record<string, string>;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startPostgres();
  env = await prepareDatabase(cluster);
  // Info logs: the careers-board test reads the production entry's start-up events.
  [a, b] = await Promise.all([startApp({ ...env, LOG_LEVEL: "info" }), startApp({ ...env, LOG_LEVEL: "info" })]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await cluster?.destroy();
});

async function login(base: string, identifier: string, password: string, ip: string) {
  return fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ identifier, password }),
  });
}

test("a bearer token issued by one instance works on the other", async () => {
  const res = await login(a.base, "admin@demo.local", "DemoPass@2026", "10.1.0.1");
  expect(res.status).toBe(200);
  const { token } = await res.json();
  const me = await fetch(`${b.base}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status).toBe(200);
  expect((await me.json()).role).toBe("Admin");
});

test("a browser session cookie made on one instance works on the other", async () => {
  const csrf = await fetch(`${a.base}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const signIn = await fetch(`${a.base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({
      csrfToken,
      identifier: "govadmin@demo.local",
      password: "DemoPass@2026",
      json: "true",
    }),
  });
  const session = signIn.headers.getSetCookie().find((c) => c.startsWith("hr.session="));
  expect(session).toBeTruthy();
  const me = await fetch(`${b.base}/api/me`, { headers: { cookie: session!.split(";")[0] } });
  expect(me.status).toBe(200);
  expect((await me.json()).role).toBe("GovAdmin");
  const page = await fetch(`${b.base}/gov-admin-dashboard`, {
    headers: { cookie: session!.split(";")[0] },
    redirect: "manual",
  });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Vikram Choudhary");
});

test("a payment webhook delivered to either instance marks the application paid exactly once", async () => {
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  try {
    const job = (
      await db.query(
        `SELECT id, "feePaise" FROM "GovJob" WHERE status = 'active' AND deadline >= CURRENT_DATE ORDER BY "createdAt" LIMIT 1`,
      )
    ).rows[0];
    const form = applicationFormData(applicationFields(job.id, { email: "sita@example.in", gender: "Male" }));
    const submitted = await fetch(`${a.base}/api/gov/applications`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": "10.3.0.1" },
    });
    expect(submitted.status).toBe(201);
    const { application } = await submitted.json();

    const order = await fetch(`${b.base}/api/payments/create-order`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.3.0.2" },
      body: JSON.stringify({ applicationId: application.id }),
    });
    expect(order.status).toBe(200);
    const { id: orderId, amount } = await order.json();
    expect(amount).toBe(job.feePaise);

    const deliver = (base: string, event: string, eventId: string) => {
      const body = JSON.stringify({
        event,
        payload: {
          payment: {
            entity: { id: "pay_ScaleOut0001", order_id: orderId, amount, currency: "INR", status: "captured" },
          },
        },
      });
      const signature = createHmac("sha256", env.RAZORPAY_WEBHOOK_SECRET).update(body).digest("hex");
      return fetch(`${base}/api/payments/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": signature,
          "x-razorpay-event-id": eventId,
        },
        body,
      });
    };
    // The same event to both instances at once, then a second event kind for the same payment.
    const results = await Promise.all([
      deliver(a.base, "payment.captured", "evt_1"),
      deliver(b.base, "payment.captured", "evt_1"),
    ]);
    expect(results.map((r) => r.status).every((s) => s === 200)).toBe(true);
    expect((await deliver(b.base, "order.paid", "evt_2")).status).toBe(200);

    const app = (
      await db.query(`SELECT "paymentStatus", "paidAt" FROM "GovApplication" WHERE id = $1`, [application.id])
    ).rows[0];
    expect(app.paymentStatus).toBe("completed");
    const payments = (await db.query(`SELECT status FROM "Payment" WHERE "applicationId" = $1`, [application.id])).rows;
    expect(payments.filter((p) => p.status === "captured")).toHaveLength(1);
    const count = (await db.query(`SELECT "applicationCount" FROM "GovJob" WHERE id = $1`, [job.id])).rows[0];
    expect(count.applicationCount).toBe(1);
  } finally {
    await db.end();
  }
});

test("a resume uploaded through one instance downloads, byte for byte, through the other", async () => {
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  try {
    const job = (
      await db.query(
        `SELECT id FROM "CompanyJob" WHERE "isActive" AND "archivedAt" IS NULL ORDER BY "createdAt" LIMIT 1`,
      )
    ).rows[0];
    // A small but real PDF with a unique line, so the bytes prove which upload came back.
    const marker = `scale-out resume ${Date.now()}`;
    const pdf = Buffer.from(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${marker}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    );
    const form = new FormData();
    const fields = {
      fullName: "Asha Devi",
      email: `asha.${Date.now()}@example.in`,
      phone: "9876543210",
      jobId: job.id,
      consent: "true",
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set("resume", new Blob([pdf], { type: "application/pdf" }), "Asha Devi CV.pdf");
    const applied = await fetch(`${a.base}/api/applications`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": "10.4.0.1" },
    });
    expect(applied.status).toBe(201);
    const { applicationId } = await applied.json();

    const signIn = await login(b.base, "companyadmin@demo.local", "DemoPass@2026", "10.4.0.2");
    expect(signIn.status).toBe(200);
    const auth = { authorization: `Bearer ${(await signIn.json()).token}` };
    const detail = await fetch(`${b.base}/api/admin/applications/${applicationId}`, { headers: auth });
    expect(detail.status).toBe(200);
    const { application } = await detail.json();
    const download = await fetch(`${b.base}/api/applications/download/${encodeURIComponent(application.resume)}`, {
      headers: auth,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  } finally {
    await db.end();
  }
});

test("both instances serve the same careers board from Next's cache", async () => {
  const boards = [];
  for (const app of [a, b]) {
    const res = await fetch(`${app.base}/api/jobs?limit=50`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    boards.push(await res.json());
  }
  expect(boards[0].jobs.length).toBeGreaterThan(0);
  expect(boards[1]).toEqual(boards[0]);
});

test("a job written on one instance is on that instance's board and job page at once, and on the other's job page", async () => {
  const res = await login(a.base, "companyadmin@demo.local", "DemoPass@2026", "10.3.0.1");
  expect(res.status).toBe(200);
  const { token } = await res.json();
  // Warm A's cache first, so what follows proves the write expired it.
  expect((await fetch(`${a.base}/company-career`)).status).toBe(200);
  await fetch(`${a.base}/api/jobs`);
  // And B's list of the jobs that have a page, which A's write does not expire.
  expect((await fetch(`${b.base}/company-career/seed-cjob-01`)).status).toBe(200);
  const title = `Cluster Cache Check ${Date.now()}`;
  const created = await fetch(`${a.base}/api/jobs`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      title,
      company: "TechServe Solutions",
      location: "Patna, Bihar",
      salary: "₹3 - 4 LPA",
      experience: "0-1 years",
      description: "Checks that a write expires the instance's cached board.",
    }),
  });
  expect(created.status).toBe(201);
  const { job } = await created.json();
  const board = await (await fetch(`${a.base}/api/jobs`)).json();
  expect(board.jobs[0].title).toBe(title);
  expect(await (await fetch(`${a.base}/company-career`)).text()).toContain(title);
  expect(await (await fetch(`${a.base}/company-career/${job.id}`)).text()).toContain(title);
  // B's cached list is older than the job, and its page is there all the same: the board on A links to it.
  const onB = await fetch(`${b.base}/company-career/${job.id}`);
  expect(onB.status).toBe(200);
  expect(await onB.text()).toContain(title);
});

// Last: it locks companyadmin@demo.local out for 15 minutes.
test("sign-in throttling is shared: failures on both instances add up", async () => {
  for (let i = 0; i < 5; i++) {
    const res = await login(i % 2 ? b.base : a.base, "companyadmin@demo.local", "wrong", `10.2.0.${i}`);
    expect(res.status).toBe(401);
  }
  const blockedA = await login(a.base, "companyadmin@demo.local", "DemoPass@2026", "10.2.1.1");
  const blockedB = await login(b.base, "companyadmin@demo.local", "DemoPass@2026", "10.2.1.2");
  expect([blockedA.status, blockedB.status]).toEqual([429, 429]);
});

// Last in this file: it uses up 127.0.0.1's sign-in allowance on this database.
test("with no proxy in front, a made-up X-Forwarded-For does not escape the per-address limit", async () => {
  const direct = await startApp({ ...env, TRUST_PROXY_HOPS: "0" });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await login(direct.base, `nobody${i}@demo.local`, "wrong", `198.18.${i}.${i}`);
      statuses.push(res.status);
    }
    // The per-address limit is 30 failures: every rotated header counted against the socket's address.
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  } finally {
    await direct.stop();
  }
});
