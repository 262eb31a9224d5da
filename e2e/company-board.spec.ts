import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { uniqueEmail } from "./careers-helpers";
import { apply, createJob, toast, unique } from "./company-admin-helpers";
import { storageState } from "./helpers";
import { waitForMails } from "./mail";

// The company admin's board for one job: cards move by keyboard (Space, arrows, Space), by the
// "Move to..." menu, and each move is the list's status change with its questions and e-mail.

test.use({ storageState: storageState("companyadmin") });

const column = (page: Page, status: string) => page.locator(`[data-testid="board-column"][data-status="${status}"]`);
const card = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}, applied `) });

/** The application's status as the API reports it. */
async function statusOf(page: Page, jobId: string, name: string) {
  const res = await page.request.get(`/api/applications/${jobId}`);
  const body = (await res.json()) as { applications: { fullName: string; status: string }[] };
  return body.applications.find((a) => a.fullName === name)?.status;
}

/** Picks the card up with Space, moves `steps` columns right, then drops it with Space (or cancels with Escape). */
async function carry(page: Page, name: string, steps: number, release: "Space" | "Escape" = "Space") {
  await card(page, name).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(`${name} is over its own column, Pending.`)).toBeAttached();
  // Each key waits for the last one's announcement: dnd-kit listens for the drag's keys only from
  // the task after the pick-up, and Chrome runs queued key presses before it, so on a busy machine
  // a key pressed at once is lost (an Escape left the card picked up) or measured from the old position.
  // Even so a key was lost once on a loaded CI machine: if the card is still over the previous
  // column three seconds on, the key is pressed again (never while it has moved, so never twice).
  let previous = page.getByText(`${name} is over its own column, Pending.`);
  for (const label of ["Reviewed", "Shortlisted", "Rejected", "Hired"].slice(0, steps)) {
    const over = page.getByText(`${name} is over ${label}. Drop to move it there.`);
    for (let tries = 1; ; tries++) {
      await page.keyboard.press("ArrowRight");
      try {
        await expect(over).toBeAttached({ timeout: 3_000 });
        break;
      } catch (error) {
        if (tries >= 3 || (await previous.count()) === 0) throw error;
      }
    }
    previous = over;
  }
  await page.keyboard.press(release);
}

test("the recruiter moves cards on the board by keyboard and menu; rejections ask why, cancels go home", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = unique("E2E Board Analyst");
  const jobId = await createJob(page.request, title);
  const people = ["Asha Board", "Bilal Board", "Chitra Board"].map((n) => `${n} ${jobId.slice(-5)}`);
  const [asha, bilal, chitra] = people;
  const bilalEmail = uniqueEmail("board-bilal");
  await apply(page.request, jobId, { fullName: asha, email: uniqueEmail("board-asha") });
  await apply(page.request, jobId, { fullName: bilal, email: bilalEmail });
  await apply(page.request, jobId, { fullName: chitra, email: uniqueEmail("board-chitra") });

  // The List | Board toggle appears once a job is chosen; the board is in the URL.
  await page.goto(`/company-admin-dashboard?tab=applications&jobId=${jobId}`);
  await page.getByRole("button", { name: "Board", exact: true }).click();
  await expect(page).toHaveURL(/view=board/);
  await expect(page.getByRole("heading", { name: `Board: ${title}` })).toBeVisible();
  for (const name of people) await expect(column(page, "pending").getByTestId("board-card")).toContainText([name]);
  await expect(column(page, "withdrawn")).toContainText("Only the applicant withdraws.");
  const axe = await new AxeBuilder({ page })
    .include('[role="region"][aria-label^="Board for"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // Keyboard: Space picks Asha up, one step right is Reviewed, Space drops her there.
  await carry(page, asha, 1);
  await expect(toast(page, "Application status updated!")).toBeVisible();
  await expect(column(page, "reviewed").getByTestId("board-card")).toHaveText([new RegExp(asha)]);
  await expect(card(page, asha)).toBeFocused();
  await expect(page.getByTestId("board-notice")).toHaveText(`${asha} moved to Reviewed.`);
  expect(await statusOf(page, jobId, asha)).toBe("reviewed");

  // A move to Rejected asks for the reason, which the applicant receives.
  await carry(page, bilal, 3);
  const reject = page.getByRole("dialog", { name: `Reject ${bilal}'s application` });
  await expect(reject).toBeVisible();
  await reject.getByLabel("Reason").selectOption("Insufficient relevant experience");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(reject).toBeHidden();
  await expect(column(page, "rejected").getByTestId("board-card")).toHaveText([new RegExp(bilal)]);
  expect(await statusOf(page, jobId, bilal)).toBe("rejected");
  const [mail] = await waitForMails(page.request, bilalEmail, /: Rejected$/);
  expect(mail.text).toContain("Insufficient relevant experience");

  // A cancelled hire confirmation leaves the card where it was, and says so.
  await carry(page, chitra, 4);
  const hire = page.getByRole("alertdialog", { name: `Mark ${chitra} as hired?` });
  await hire.getByRole("button", { name: "Cancel" }).click();
  await expect(hire).toBeHidden();
  await expect(page.getByTestId("board-notice")).toHaveText(`Move cancelled. ${chitra} stays in Pending.`);
  await expect(column(page, "pending").getByTestId("board-card")).toHaveText([new RegExp(chitra)]);
  expect(await statusOf(page, jobId, chitra)).toBe("pending");

  // Escape during a drag cancels it too, as dnd-kit's live region says (the notice above still
  // shows the cancelled hire).
  await carry(page, chitra, 1, "Escape");
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(`Move cancelled. ${chitra} stays in Pending.`);
  await expect(column(page, "pending").getByTestId("board-card")).toHaveText([new RegExp(chitra)]);

  // A move the server refuses leaves the card home, with the server's words.
  const statusUrl = "**/api/applications/*/status";
  await page.route(statusUrl, (route) =>
    route.fulfill({ status: 503, json: { success: false, message: "The database is busy. Please try again." } }),
  );
  await page.getByLabel(`Move ${chitra} to`).selectOption("Reviewed");
  await expect(page.getByTestId("board-notice")).toHaveText(
    `The database is busy. Please try again. ${chitra} stays in Pending.`,
  );
  await expect(column(page, "pending").getByTestId("board-card")).toHaveText([new RegExp(chitra)]);
  await page.unroute(statusUrl);

  // The "Move to..." menu does the same without dragging.
  await page.getByLabel(`Move ${chitra} to`).selectOption("Shortlisted");
  await expect(column(page, "shortlisted").getByTestId("board-card")).toHaveText([new RegExp(chitra)]);

  // Enter opens the application; the list shows the statuses the board set.
  await card(page, asha).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: new RegExp(asha) })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "List", exact: true }).click();
  await expect(page).not.toHaveURL(/view=board/);
  await expect(page.getByLabel(`Status for ${asha}`)).toHaveValue("reviewed");
  await expect(page.getByLabel(`Status for ${bilal}`)).toHaveValue("rejected");
  await expect(page.getByLabel(`Status for ${chitra}`)).toHaveValue("shortlisted");

  // The Jobs tab opens the same board for a job; a pipeline stage on the dashboard is a list again.
  await page.getByRole("tab", { name: "Jobs" }).click();
  await page.getByRole("button", { name: `Board for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`view=board.*jobId=${jobId}|jobId=${jobId}.*view=board`));
  await expect(page.getByRole("heading", { name: `Board: ${title}` })).toBeVisible();
  await expect(column(page, "shortlisted").getByTestId("board-card")).toHaveText([new RegExp(chitra)]);
});

test("arrow keys on a card's closed Move to... only pick a column; Enter moves the card, once", async ({ page }) => {
  const title = unique("E2E Board Arrows");
  const jobId = await createJob(page.request, title);
  const name = `Esha Arrows ${jobId.slice(-5)}`;
  await apply(page.request, jobId, { fullName: name, email: uniqueEmail("board-arrows") });
  const moves: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT" && r.url().includes("/status")) moves.push(r.url());
  });
  await page.goto(`/company-admin-dashboard?tab=applications&jobId=${jobId}&view=board`);
  const move = page.getByLabel(`Move ${name} to`);
  await move.focus();
  // Chromium on Linux changes a closed select's value with each arrow key, firing "change".
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(move).toHaveValue("shortlisted");
  await expect(page.getByRole("button", { name: `Apply Shortlisted for ${name}` })).toBeVisible();
  await expect(column(page, "pending").getByTestId("board-card")).toHaveText([new RegExp(name)]);
  await page.keyboard.press("Escape");
  await expect(move).toHaveValue("");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(column(page, "reviewed").getByTestId("board-card")).toHaveText([new RegExp(name)]);
  expect(await statusOf(page, jobId, name)).toBe("reviewed");
  expect(moves).toHaveLength(1);
});

test("on a phone the board scrolls inside its own frame, not the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const title = unique("E2E Board Phone");
  const jobId = await createJob(page.request, title);
  const name = `Dev Board ${jobId.slice(-5)}`;
  await apply(page.request, jobId, { fullName: name, email: uniqueEmail("board-phone") });
  await page.goto(`/company-admin-dashboard?tab=applications&jobId=${jobId}&view=board`);
  await expect(card(page, name)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const frame = page.getByTestId("board-scroll");
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(page.getByText("Swipe sideways for more columns.")).toBeVisible();

  // The menu is the touch-friendly way to move a card.
  await page.getByLabel(`Move ${name} to`).selectOption("Reviewed");
  await expect(column(page, "reviewed").getByTestId("board-card")).toHaveText([new RegExp(name)]);
  await expect(card(page, name)).toBeInViewport();
});
