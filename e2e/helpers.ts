import { expect, type Locator, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "DemoPass@2026";

export const demo = {
  admin: { identifier: "admin@demo.local", dashboard: "/admin-dashboard", name: "Rakesh Sinha" },
  companyadmin: { identifier: "companyadmin@demo.local", dashboard: "/company-admin-dashboard", name: "Ananya Mishra" },
  govadmin: { identifier: "govadmin@demo.local", dashboard: "/gov-admin-dashboard", name: "Vikram Choudhary" },
  employee: { identifier: "EMP0001", dashboard: "/employee-dashboard", name: "Amit Kumar Singh" },
} as const;

export type DemoRole = keyof typeof demo;

export const storageState = (role: DemoRole) => `test-results/.auth/${role}.json`;

export async function signIn(page: Page, identifier: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email or Reference ID").fill(identifier);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function expectSignedInAs(page: Page, role: DemoRole) {
  await expect(page).toHaveURL(new RegExp(`${demo[role].dashboard}$`));
  await expect(page.getByTestId("user-name")).toHaveText(demo[role].name);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

/**
 * Reloads `page` until `check` passes. A public page rendered while a console write committed can
 * show the old rows until the write's second expiry, RENDER_SETTLE_MS (5 s) later
 * (lib/server/cache.ts); this waits for that and no longer, where a plain reload would be flaky.
 */
export async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 20_000, intervals: [1_000] });
}

/** Opens `url` and, as reloadUntil, reloads until `locator` shows. */
export async function openShowing(page: Page, url: string, locator: Locator) {
  await page.goto(url);
  if (await locator.isVisible()) return;
  await reloadUntil(page, () => expect(locator).toBeVisible({ timeout: 2_000 }));
}

/** A promise (`held`) that settles when `release()` is called: a route handler awaits it to hold a response. */
export function gate() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/**
 * Holds every request to `url` until the returned `release()` is called, so a test sees a busy state
 * (a disabled button, skeletons, upload progress) however slow the machine: a fixed delay can end
 * before the assertion first looks.
 */
export async function holdRequests(page: Page, url: Parameters<Page["route"]>[0]) {
  const { held, release } = gate();
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
