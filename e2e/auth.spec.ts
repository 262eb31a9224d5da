import { expect, test } from "@playwright/test";

import { DEMO_PASSWORD, demo, type DemoRole, expectSignedInAs, holdRequests, signIn, storageState } from "./helpers";

const roles = Object.keys(demo) as DemoRole[];

test.describe("sign-in page", () => {
  test("shows the spec's texts and a current copyright year", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Secure Sign In" })).toBeVisible();
    await expect(page.getByLabel("Email or Reference ID")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  });

  test("a wrong password shows the spec's message in the error box", async ({ page }) => {
    await signIn(page, "neha.verma@demo.local", "wrong-password");
    await expect(page.getByTestId("login-error")).toHaveText("Invalid credentials. Please try again.");
    await expect(page).toHaveURL(/\/login/);
  });

  test("an unknown identifier shows the same message", async ({ page }) => {
    await signIn(page, "nobody@demo.local", DEMO_PASSWORD);
    await expect(page.getByTestId("login-error")).toHaveText("Invalid credentials. Please try again.");
  });

  test("the button reads 'Signing in...' and is disabled while busy", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email or Reference ID").fill("rahul.prasad@demo.local");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    const release = await holdRequests(page, "**/api/auth/callback/credentials*");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/employee-dashboard$/);
  });

  test("an employee can sign in with a lower-case Reference ID and log out", async ({ page }) => {
    await signIn(page, "emp0001", DEMO_PASSWORD);
    await expectSignedInAs(page, "employee");
    await page.getByRole("button", { name: "Logout" }).click();
    // The employee dashboard asks first (spec: 'Confirm Logout' with Cancel and Logout).
    await page.getByRole("alertdialog", { name: "Confirm Logout" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/employee-dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Femployee-dashboard$/);
  });

  test("a Logout in one tab takes the browser's other staff tabs to /login, hiding what they showed", async ({
    page,
    context,
  }) => {
    await signIn(page, demo.admin.identifier, DEMO_PASSWORD);
    await expectSignedInAs(page, "admin");
    const other = await context.newPage();
    await other.goto(`${demo.admin.dashboard}?tab=employees`);
    await expect(other.getByTestId("user-name")).toHaveText(demo.admin.name);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("alertdialog", { name: "Confirm Logout" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByTestId("user-name")).toHaveCount(0);
  });

  test("a Logout the server did not confirm says so and stays signed in, on both kinds of console", async ({
    page,
  }) => {
    const failed = "Could not log out. Check your internet connection and try again.";
    await signIn(page, "emp0001", DEMO_PASSWORD);
    await expectSignedInAs(page, "employee");
    // The CSRF token does not load: next-auth's sign-out is refused by the server, quietly.
    await page.route("**/api/auth/csrf", (route) => route.abort());
    await page.getByRole("button", { name: "Logout" }).click();
    const question = page.getByRole("alertdialog", { name: "Confirm Logout" });
    await question.getByRole("button", { name: "Logout" }).click();
    await expect(question.getByRole("alert")).toHaveText(failed);
    await expect(page).toHaveURL(/\/employee-dashboard$/);
    // Still signed in, as the dialog says: a reload opens the dashboard.
    await page.unrouteAll({ behavior: "wait" });
    await question.getByRole("button", { name: "Cancel" }).click();
    await page.reload();
    await expectSignedInAs(page, "employee");
    await page.getByRole("button", { name: "Logout" }).click();
    await question.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The government console logs out at once: a dropped sign-out brings its button back, with a toast.
    await signIn(page, demo.govadmin.identifier, DEMO_PASSWORD);
    await expectSignedInAs(page, "govadmin");
    await page.route("**/api/auth/signout", (route) => route.abort());
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText(failed)).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeEnabled();
    await page.unrouteAll({ behavior: "wait" });
    await page.reload();
    await expectSignedInAs(page, "govadmin");
  });

  test("logging out ends that session on the server: a copy of its cookie is refused, another device stays in", async ({
    browser,
  }) => {
    const computer = await browser.newContext();
    const phone = await browser.newContext();
    const copy = await browser.newContext();
    try {
      const [onComputer, onPhone] = [await computer.newPage(), await phone.newPage()];
      for (const page of [onComputer, onPhone]) {
        await signIn(page, "emp0001", DEMO_PASSWORD);
        await expectSignedInAs(page, "employee");
      }
      await copy.addCookies(await computer.cookies());

      await onComputer.getByRole("button", { name: "Logout" }).click();
      await onComputer
        .getByRole("alertdialog", { name: "Confirm Logout" })
        .getByRole("button", { name: "Logout" })
        .click();
      await expect(onComputer).toHaveURL(/\/login$/);

      const withCopy = await copy.newPage();
      await withCopy.goto("/employee-dashboard");
      await expect(withCopy).toHaveURL(/\/login\?next=%2Femployee-dashboard$/);
      await onPhone.reload();
      await expectSignedInAs(onPhone, "employee");
    } finally {
      await Promise.all([computer.close(), phone.close(), copy.close()]);
    }
  });
  test("a console opened with the cookie of a session ended meanwhile signs in back to the same tab and search", async ({
    browser,
  }) => {
    const computer = await browser.newContext();
    const copy = await browser.newContext();
    try {
      const onComputer = await computer.newPage();
      await signIn(onComputer, demo.govadmin.identifier, DEMO_PASSWORD);
      await expectSignedInAs(onComputer, "govadmin");
      await copy.addCookies(await computer.cookies());
      // The government console logs out at once (no confirmation: spec).
      await onComputer.getByRole("button", { name: "Logout" }).click();
      await expect(onComputer).toHaveURL(/\/login$/);

      // The cookie still looks valid: the proxy lets it through and the page's own check refuses it.
      const withCopy = await copy.newPage();
      await withCopy.goto("/gov-admin-dashboard?tab=applications&q=ravi");
      await expect(withCopy).toHaveURL(/\/login\?next=%2Fgov-admin-dashboard%3Ftab%3Dapplications%26q%3Dravi$/);
      await withCopy.getByLabel("Email or Reference ID").fill(demo.govadmin.identifier);
      await withCopy.getByLabel("Password").fill(DEMO_PASSWORD);
      await withCopy.getByRole("button", { name: "Sign In" }).click();
      await expect(withCopy).toHaveURL(/\/gov-admin-dashboard\?tab=applications&q=ravi$/);
    } finally {
      await Promise.all([computer.close(), copy.close()]);
    }
  });
});

test.describe("route guard", () => {
  for (const role of roles) {
    test(`anonymous visitors to ${demo[role].dashboard} go to /login`, async ({ page }) => {
      await page.goto(demo[role].dashboard);
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole("heading", { name: "Secure Sign In" })).toBeVisible();
    });
  }

  test("anonymous visitors to /dashboard go to /login", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
  });

  for (const role of roles) {
    test.describe(`signed in as ${role}`, () => {
      test.use({ storageState: storageState(role) });

      test("opens its own dashboard and /dashboard", async ({ page }) => {
        await page.goto(demo[role].dashboard);
        await expectSignedInAs(page, role);
        await page.goto("/dashboard");
        await expect(page.getByTestId("user-name")).toHaveText(demo[role].name);
      });

      test("is sent to / from every other role's dashboard (the gov console signs it out)", async ({
        page,
        baseURL,
      }) => {
        // The government console is visited last: it removes a wrong role's session (spec).
        const others = roles.filter((r) => r !== role && r !== "govadmin");
        for (const other of others) {
          await page.goto(demo[other].dashboard);
          await expect(page).toHaveURL(/\/$/);
        }
        if (role !== "govadmin") {
          // A session of its own: the gov console ends it on the server, and the other specs share
          // the stored one.
          await page.context().clearCookies();
          await signIn(page, demo[role].identifier, DEMO_PASSWORD);
          await expectSignedInAs(page, role);
          // Another tab of the browser on its own dashboard leaves with the session.
          const other = await page.context().newPage();
          await other.goto(demo[role].dashboard);
          await expect(other.getByTestId("user-name")).toHaveText(demo[role].name);
          await page.goto(demo.govadmin.dashboard);
          await expect(page).toHaveURL(/\/login\?reason=role$/);
          // On the address the browser used (it was the server's own, http://localhost:<port>), and
          // saying why: the sign-out ended the session in every tab.
          expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
          await expect(page.getByRole("status")).toHaveText(
            "You have been signed out: the government jobs console is only for government jobs administrators. Sign in with a GovAdmin account to open it.",
          );
          // The other tab is at sign-in too: told on the channel (/login), or, when its data load's
          // 401 came first, saying the session ended (/login?reason=expired&next=...).
          await expect(other).toHaveURL(/\/login(\?reason=expired&next=[^&]+)?$/);
          await page.goto(demo[role].dashboard);
          await expect(page).toHaveURL(/\/login/);
        }
      });
    });
  }
});

test.describe("a staff tab still loading when the browser signs out", () => {
  test.use({ storageState: storageState("companyadmin") });

  test("goes to sign-in once it starts, though it missed the other tab's message", async ({ page }) => {
    // A session of its own: the gov console ends it on the server, and the other specs share the stored one.
    await page.context().clearCookies();
    await signIn(page, demo.companyadmin.identifier, DEMO_PASSWORD);
    await expectSignedInAs(page, "companyadmin");
    // A second tab on the dashboard, rendered with the session, its scripts held back: on screen,
    // not listening for a sign-out yet.
    const other = await page.context().newPage();
    // Its data loads never answer here: only the missed sign-out can take it to sign-in.
    await holdRequests(other, "**/api/**");
    const release = await holdRequests(other, "**/_next/static/chunks/*.js");
    await other.goto(demo.companyadmin.dashboard, { waitUntil: "domcontentloaded" });
    await expect(other.getByTestId("user-name")).toHaveText(demo.companyadmin.name);
    // Meanwhile the first tab opens the government console, which signs the session out and tells
    // the browser's tabs: the second one cannot hear it yet.
    await page.goto(demo.govadmin.dashboard);
    await expect(page).toHaveURL(/\/login\?reason=role$/);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("hr-staff-signed-out-at"))).not.toBeNull();
    release();
    await expect(other).toHaveURL(/\/login$/);
  });
});

test.describe("sign-in page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders the form: both labelled fields, the button, and noindex", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Secure Sign In" })).toBeVisible();
    await expect(page.getByLabel("Email or Reference ID")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // Credentials go in the body, never in a URL.
    await expect(page.locator("form").filter({ has: page.getByLabel("Password") })).toHaveAttribute(
      "method",
      /^post$/i,
    );
  });

  test("a wrong password is posted in the body and comes back in the error box", async ({ page }) => {
    await page.goto("/login?next=%2Fdashboard");
    await page.getByLabel("Email or Reference ID").fill("no-script@demo.local");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("login-error")).toHaveText("Invalid credentials. Please try again.");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(page.url()).not.toMatch(/no-script|wrong-password/);
    // The page to return to survives the round trip.
    expect(new URL(page.url()).searchParams.get("next")).toBe("/dashboard");
  });

  test("a sign-in the server could not check comes back saying to try again shortly", async ({ page }) => {
    // Where the form's post lands when the database is down (app/api/auth/login/form/route.test.ts).
    await page.goto("/login?error=unavailable&next=%2Fdashboard");
    await expect(page.getByTestId("login-error")).toHaveText(
      "The service is temporarily unavailable. Please try again shortly.",
    );
  });

  test("empty fields get the schema's messages from the server", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Email or Reference ID is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("a console link opened signed out comes back after sign-in with its tab and filters", async ({ page }) => {
    await page.goto("/gov-admin-dashboard?tab=applications&status=Pending");
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel("Email or Reference ID").fill(demo.govadmin.identifier);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/gov-admin-dashboard\?tab=applications&status=Pending$/);
    await expect(page.getByRole("tab", { name: "Applications", selected: true })).toBeVisible();
  });

  test("valid credentials sign in and honour ?next=", async ({ page }) => {
    await page.goto("/login?next=%2Fdashboard");
    await page.getByLabel("Email or Reference ID").fill(demo.companyadmin.identifier);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("user-name")).toHaveText(demo.companyadmin.name);
  });
});
