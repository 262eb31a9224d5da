import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, demo, signIn } from "../e2e/helpers";
import { dialog, fillValidForm, openForm, reviewAndConfirm } from "../e2e/gov-helpers";
import { fillApplication, openApply, pdfFile } from "../e2e/careers-helpers";
import { mailsTo } from "../e2e/mail";

test("journey shots", async ({ browser, request }) => {
  const v = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await openForm(v);
  const number = await v.getByRole("main").getByLabel("Application Number").inputValue();
  const email = `shots.${number.toLowerCase()}@example.in`;
  await fillValidForm(v);
  await v.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await reviewAndConfirm(v);
  await dialog(v).getByRole("button", { name: "Close" }).click();
  const apply = await openApply(v, "Network Support Engineer");
  await fillApplication(v, { fullName: "Sita Kumari", email });
  await apply.getByLabel("Resume").setInputFiles(pdfFile("Sita.pdf"));
  await apply.getByRole("button", { name: "Submit Application" }).click();
  await expect(apply.getByTestId("apply-reference")).toBeVisible();
  await v.screenshot({ path: "/tmp/shots/apply-success-phone.png" });
  await apply.getByRole("button", { name: "Close" }).first().click();

  const g = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(g, demo.govadmin.identifier, DEMO_PASSWORD);
  await g.goto("/gov-admin-dashboard?tab=applications");
  await g.getByRole("main").getByLabel("Search applications").fill(number);
  await g.getByTestId("gov-application-row").first().getByRole("button", { name: `View application ${number}` }).click();
  const detail = g.getByRole("dialog", { name: `Application ${number}` });
  await detail.getByRole("button", { name: "Reject", exact: true }).click();
  const reject = g.getByRole("dialog", { name: `Reject application ${number}` });
  await reject.getByLabel("Reason").selectOption("Documents incomplete or invalid");
  await reject.getByLabel("Note for the applicant (optional)").fill("the signature is not legible");
  await g.screenshot({ path: "/tmp/shots/reject-phone.png" });
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(reject).toBeHidden();
  await g.waitForTimeout(3000);
  await g.goto("/gov-admin-dashboard?tab=applications");
  await g.getByRole("main").getByLabel("Search applications").fill(number);
  await g.getByTestId("gov-application-row").first().getByRole("button", { name: `View application ${number}` }).click();
  await expect(g.getByTestId("mail-log")).toBeVisible();
  await g.getByTestId("mail-log").scrollIntoViewIfNeeded();
  await g.screenshot({ path: "/tmp/shots/gov-detail-mails-phone.png" });

  await v.goto("/applicant");
  await v.screenshot({ path: "/tmp/shots/portal-signin-phone.png", fullPage: true });
  await v.getByRole("form", { name: "Sign in with an e-mail code" }).getByLabel("E-mail address").fill(email);
  await v.getByRole("button", { name: "Send me a code" }).click();
  let code = "";
  await expect
    .poll(async () => {
      const m = (await mailsTo(request, email)).find((x) => /sign-in code/.test(x.subject));
      code = m ? /\b(\d{6})\b/.exec(m.text)![1] : "";
      return code;
    }, { timeout: 20000 })
    .not.toBe("");
  await v.getByLabel("6-digit code").fill(code);
  await v.getByRole("button", { name: "Sign in" }).click();
  await expect(v.getByRole("heading", { level: 1, name: "Your applications" })).toBeVisible();
  await v.screenshot({ path: "/tmp/shots/portal-list-phone.png", fullPage: true });
  await v.setViewportSize({ width: 1280, height: 900 });
  await v.screenshot({ path: "/tmp/shots/portal-list-desktop.png", fullPage: true });

  const a = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(a, demo.admin.identifier, DEMO_PASSWORD);
  await a.goto("/admin-dashboard?tab=settings");
  await a.waitForTimeout(1000);
  await a.screenshot({ path: "/tmp/shots/admin-settings.png", fullPage: true });
});
