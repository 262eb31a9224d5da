import { expect, test } from "@playwright/test";

import { apply, createJob, openDashboard, openSoleApplicant, toast, unique } from "./company-admin-helpers";
import { storageState } from "./helpers";
import { waitForMails } from "./mail";

// The recruiter's workflow in the company console: a note and a rating, signed and on the
// application's timeline; an interview scheduled on the Indian clock, whose e-mailed invite.ics
// starts at that moment in UTC; and the interview under Upcoming interviews on the dashboard.

test.use({ storageState: storageState("companyadmin") });

/** yyyy-mm-dd on the Indian clock, `days` from today. */
const istDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

test("a recruiter notes, rates and schedules an interview; the candidate's invite starts at the IST time in UTC", async ({
  page,
  request,
}) => {
  const title = unique("E2E Recruiter Role");
  const name = unique("Kavya Menon");
  const email = `${Date.now()}.kavya@example.in`;
  await page.goto("/company-admin-dashboard");
  const jobId = await createJob(page.request, title);
  await apply(page.request, jobId, { fullName: name, email });

  const detail = await openSoleApplicant(page, title, name);

  // A note, signed by the recruiter.
  const notes = detail.getByTestId("notes-panel");
  await expect(notes.getByText("No notes yet.")).toBeVisible();
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByText("Note is required")).toBeVisible();
  await notes.getByLabel("Add a note").fill("Strong SQL; ask about on-call in round 2.");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page, "Note added.")).toBeVisible();
  const note = notes.getByTestId("notes-list").getByRole("listitem").first();
  await expect(note).toContainText("Strong SQL; ask about on-call in round 2.");
  await expect(note).toContainText("Ananya Mishra");

  // A rating, from the keyboard: the stars are a radio group.
  await notes.getByRole("radio", { name: "4 stars" }).focus();
  await page.keyboard.press("Space");
  await expect(toast(page, "Rating saved.")).toBeVisible();
  await expect(notes.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await expect(notes.getByTestId("rating-average")).toHaveText("Average 4 out of 5 from 1 reviewer");

  // Both on the timeline, with their author.
  const activity = detail.getByTestId("timeline-activity");
  await expect(activity.filter({ hasText: "Note: Strong SQL; ask about on-call in round 2." })).toContainText(
    "Ananya Mishra",
  );
  await expect(activity.filter({ hasText: "Rated 4 out of 5" })).toContainText("Ananya Mishra");

  // An interview three days ahead at 10:30 IST = 05:00 UTC.
  const day = istDate(3);
  await detail.getByRole("button", { name: "Schedule interview" }).click();
  const form = page.getByRole("dialog", { name: "Schedule interview" });
  await form.getByLabel("Round").fill("Technical round");
  await form.getByLabel("Date (IST)").fill(day);
  await form.getByLabel("Time (IST)").fill("10:30");
  await form.getByLabel("Duration (minutes)").fill("60");
  await form.getByLabel("Mode").selectOption("video");
  await form.getByLabel("Meeting link").fill("not a link");
  await form.getByRole("button", { name: "Schedule and send invite" }).click();
  await expect(form.getByText("Enter the meeting link as a full http(s) URL.")).toBeVisible();
  await form.getByLabel("Meeting link").fill("https://meet.example.in/kavya-round-1");
  await form.getByLabel("Interviewers").fill("Ananya Mishra, Ravi Kumar");
  await form.getByRole("button", { name: "Schedule and send invite" }).click();
  await expect(toast(page, "Interview scheduled.")).toBeVisible();
  await expect(form).toBeHidden();
  const interview = detail.getByTestId("interview-item");
  await expect(interview).toContainText("Technical round");
  await expect(interview).toContainText("10:30 am IST · 60 min");
  await expect(activity.filter({ hasText: "Interview scheduled: Technical round" })).toContainText("Ananya Mishra");
  // The detail's e-mail list shows the invite without reopening.
  await expect(detail.getByTestId("mail-log")).toContainText("Interview invitation: Technical round");

  // The candidate's invite: one mail, with invite.ics starting at 05:00 UTC.
  const [mail] = await waitForMails(request, email, /^Interview invitation: Technical round/);
  expect(mail.text).toContain("10:30 am IST");
  const ics = mail.attachments.find((a) => a.filename === "invite.ics");
  expect(ics?.contentType).toMatch(/^text\/calendar; method=REQUEST; charset=UTF-8/);
  expect(ics?.content).toContain(`DTSTART:${day.replaceAll("-", "")}T050000Z`);
  expect(ics?.content).toContain("METHOD:REQUEST");

  // The dashboard lists it under Upcoming interviews.
  await openDashboard(page);
  const upcoming = page
    .getByRole("region", { name: "Upcoming interviews" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(upcoming).toContainText(title);
  await expect(upcoming).toContainText("Technical round");
  await expect(upcoming).toContainText("10:30 am IST");
  await expect(upcoming).toContainText("Video · 60 min");
});
