import { expect, type Page } from "@playwright/test";

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
