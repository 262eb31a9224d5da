import { expect, test } from "@playwright/test";

// @ts-expect-error plain ESM helper shared with the benchmark scripts
import { prepareDatabase, startApp, startPostgres } from "../../scripts/lib/cluster.mjs";

// Two production instances on one PostgreSQL: nothing may live only in one process.
type App = Awaited<ReturnType<typeof startApp>>;
let cluster: Awaited<ReturnType<typeof startPostgres>>;
let a: App;
let b: App;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startPostgres();
  const env = await prepareDatabase(cluster);
  [a, b] = await Promise.all([startApp(env), startApp(env)]);
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

test("sign-in throttling is shared: failures on both instances add up", async () => {
  for (let i = 0; i < 5; i++) {
    const res = await login(i % 2 ? b.base : a.base, "companyadmin@demo.local", "wrong", `10.2.0.${i}`);
    expect(res.status).toBe(401);
  }
  const blockedA = await login(a.base, "companyadmin@demo.local", "DemoPass@2026", "10.2.1.1");
  const blockedB = await login(b.base, "companyadmin@demo.local", "DemoPass@2026", "10.2.1.2");
  expect([blockedA.status, blockedB.status]).toEqual([429, 429]);
});
