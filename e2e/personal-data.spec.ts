// Personal data rights in the applicant portal, end to end: "Download my data" gives a ZIP holding
// the application and its photo; "Delete my data" erases them, and the status lookup then finds
// nothing (the paid fee stays as an accounting record without the person's details).
import fs from "node:fs";

import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";

import { DOB, dialog, fillValidForm, openForm, reviewAndConfirm } from "./gov-helpers";
import { waitForMails } from "./mail";

test("export gives a ZIP with the application and its photo; erasure removes them", async ({ page, request }) => {
  test.setTimeout(120_000);
  await openForm(page);
  const number = await page.getByRole("main").getByLabel("Application Number").inputValue();
  const email = `rights.${number.toLowerCase()}@example.in`;
  await fillValidForm(page);
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await reviewAndConfirm(page);
  await dialog(page).getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();

  // Sign in to the portal with the code from the mailbox.
  await page.goto("/applicant");
  await page.getByRole("form", { name: "Sign in with an e-mail code" }).getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  const [codeMail] = await waitForMails(request, email, /sign-in code/);
  await page.getByLabel("6-digit code").fill(/\b(\d{6})\b/.exec(codeMail.text)![1]);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your applications" })).toBeVisible();

  // Download my data: the application and its photo.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const json = JSON.parse(strFromU8(zip["applications.json"]));
  expect(JSON.stringify(json)).toContain(number);
  const photo = zip[`files/${number}/photo.jpg`];
  expect(photo).toBeDefined();
  expect([photo[0], photo[1], photo[2]]).toEqual([0xff, 0xd8, 0xff]); // a JPEG

  // Delete my data: confirmed by typing DELETE.
  await page.getByRole("button", { name: "Delete my data" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your data?" });
  await expect(confirm).toContainText(
    "Applications still in progress are withdrawn first: they cannot go on without your details. The fee of an application withdrawn this way is not refunded.",
  );
  await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.getByRole("button", { name: "Delete my data" }).click();
  await expect(page.getByText("Your data has been erased.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Track your applications" })).toBeVisible();

  // The status lookup finds nothing any more.
  const lookup = await request.post("/api/gov/applications/lookup", { data: { applicationNumber: number, dob: DOB } });
  expect(lookup.status()).toBe(404);
});
