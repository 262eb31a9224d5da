import { expect, test } from "@playwright/test";

import { storageState } from "./helpers";

function expectSecurityHeaders(
  h: Record<string, string>,
  { nonce, referrer = "strict-origin-when-cross-origin" }: { nonce: boolean; referrer?: string },
) {
  expect(h["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe(referrer);
  expect(h["permissions-policy"]).toContain("camera=()");
  const csp = h["content-security-policy"];
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/base-uri '(self|none)'/);
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"));
  if (scriptSrc) {
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("*");
  } else {
    // API responses and downloads: no script may run at all.
    expect(csp).toMatch(/(^|; )default-src 'none'/);
  }
  if (nonce) expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  return h;
}

test("a public page carries the security headers", async ({ request }) => {
  const res = await request.get("/login");
  expect(res.status()).toBe(200);
  expectSecurityHeaders(res.headers(), { nonce: false });
});

test("static assets, robots.txt and sitemap.xml carry them too", async ({ request, page }) => {
  await page.goto("/about");
  const script = await page.locator("script[src*='/_next/static/']").first().getAttribute("src");
  for (const path of [script!, "/robots.txt", "/sitemap.xml"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expectSecurityHeaders(res.headers(), { nonce: false });
  }
});

test("an API response carries them and is not cacheable", async ({ request }) => {
  const res = await request.get("/api/health");
  const h = expectSecurityHeaders(res.headers(), { nonce: false });
  expect(h["cache-control"]).toMatch(/no-store/);
  expect(h["x-request-id"]).toBeTruthy();
});

// Responses Next.js makes before any handler of ours runs, and requests it cannot represent at all.
test.describe("framework-made API answers", () => {
  test("an unknown /api path is a JSON 404 with the headers, for any method", async ({ request }) => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await request.fetch("/api/no-such-endpoint/here", { method });
      expect(res.status(), method).toBe(404);
      expect(res.headers()["content-type"]).toContain("application/json");
      expect(await res.json()).toMatchObject({ success: false });
      expectSecurityHeaders(res.headers(), { nonce: false });
    }
  });

  test("a method a route does not export is a 405 with the headers", async ({ request }) => {
    const res = await request.fetch("/api/health", { method: "DELETE" });
    expect(res.status()).toBe(405);
    expectSecurityHeaders(res.headers(), { nonce: false });
  });

  test("a path with broken percent-encoding is a JSON 400 with the headers", async ({ request }) => {
    const res = await request.get("/api/employees/%ff");
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: "The address is not valid." });
    expectSecurityHeaders(res.headers(), { nonce: false });
  });

  test("TRACE is refused with 405 and the headers, on pages and on the API", async ({ request }) => {
    for (const path of ["/", "/api/jobs", "/api/no-such-endpoint"]) {
      const res = await request.fetch(path, { method: "TRACE" });
      expect(res.status(), path).toBe(405);
      expect(res.headers()["allow"]).not.toContain("TRACE");
      expectSecurityHeaders(res.headers(), { nonce: false });
    }
  });
});

test.describe("a staff page", () => {
  test.use({ storageState: storageState("admin") });

  test("has a nonce-based CSP that its scripts use, and is private", async ({ page }) => {
    const res = await page.goto("/admin-dashboard");
    const h = expectSecurityHeaders(await res!.allHeaders(), { nonce: true });
    const nonce = /'nonce-([^']+)'/.exec(h["content-security-policy"])![1];
    expect(h["cache-control"]).toMatch(/private|no-store/);
    const scriptNonces = await page
      .locator("script[nonce]")
      .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(scriptNonces.every((n) => n === nonce)).toBe(true);
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.reload();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});

test.describe("the pages that show personal data", () => {
  // An applicant's own page and a fee receipt are rendered per request: their scripts carry the
  // nonce the CSP names, so an injected inline script would not run there.
  for (const path of ["/applicant", "/hi/applicant", "/gov-career/receipt/GOV-2026-999999?t=not-a-token"]) {
    test(`${path} has a nonce-based CSP that every script uses, and works`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      const res = await page.goto(path);
      const h = expectSecurityHeaders(await res!.allHeaders(), {
        nonce: true,
        referrer: path.includes("/receipt/") ? "no-referrer" : undefined,
      });
      const nonce = /'nonce-([^']+)'/.exec(h["content-security-policy"])![1];
      expect(h["content-security-policy"]).not.toContain("'unsafe-inline' ");
      const scripts = await page
        .locator("script:not([type='application/ld+json'])")
        .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.every((n) => n === nonce)).toBe(true);
      if (path.endsWith("/applicant")) {
        // Hydrated: the sign-in form checks the address in the browser.
        await page.getByRole("button", { name: /^(Send me a code|मुझे कोड भेजें)$/ }).click();
        await expect(
          page.getByRole("main").getByRole("alert").or(page.locator("[aria-invalid='true']")).first(),
        ).toBeVisible();
      }
      if (path.includes("/receipt/")) {
        // The receipt's address carries its token: no Referer hands it to the page's own requests.
        await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
      }
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    });
  }
});

test.describe("a file download", () => {
  test.use({ storageState: storageState("admin") });

  test("carries the security headers, is an attachment, never sniffed and kept out of shared caches", async ({
    page,
  }) => {
    const api = page.context().request;
    const list = await (await api.get("/api/employees?q=EMP0002")).json();
    const docs = await (await api.get(`/api/documents/employee/${list.employees[0].id}`)).json();
    const res = await api.get(`${docs.documents[0].url}?download=1`);
    expect(res.status()).toBe(200);
    const h = expectSecurityHeaders(res.headers(), { nonce: false });
    expect(h["cache-control"]).toBe("private, no-store");
    expect(h["content-disposition"]).toMatch(/^attachment; filename="/);
    expect(h["cross-origin-resource-policy"]).toBe("same-origin");
    expect(h["x-request-id"]).toBeTruthy();
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
