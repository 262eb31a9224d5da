import { test as setup } from "@playwright/test";

import { DEMO_PASSWORD, demo, type DemoRole, expectSignedInAs, signIn, storageState } from "./helpers";

// One setup project per role: signs in through the form once and saves the session for the specs.
for (const role of Object.keys(demo) as DemoRole[]) {
  setup(`sign in as ${role} @${role}`, async ({ page }) => {
    await signIn(page, demo[role].identifier, DEMO_PASSWORD);
    await expectSignedInAs(page, role);
    await page.context().storageState({ path: storageState(role) });
  });
}
