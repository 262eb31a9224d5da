// @vitest-environment jsdom
// The gov console's Jobs list: after a job's exam changed, it says how many call letters still name
// the old exam (the re-issue the edit queued has not reached them, or gave up).
import { afterEach, describe, expect, it, vi } from "vitest";

import { ToastProvider } from "@/components/ui/toast";
import { jsonResponse as answer, button, click, render, until } from "@/lib/testing/render";

import { JobsTab } from "./jobs-tab";
import type { GovConsoleJob } from "./types";

afterEach(() => vi.unstubAllGlobals());

const job = (id: string, title: string, callLettersToResend: number, callLettersReissuing = false): GovConsoleJob => ({
  id,
  title,
  company: "Bihar Revenue Department",
  location: "Patna, Bihar",
  salary: "₹25,000 per month",
  experience: "Graduate",
  description: "Revenue work.",
  employmentType: "FULL_TIME",
  feePaise: 50000,
  feeObcPaise: null,
  feeEwsPaise: null,
  feeScPaise: null,
  feeStPaise: null,
  feePwdPaise: null,
  feeExServicemanPaise: null,
  feeWomenPaise: null,
  callLetterAt: "2099-12-27T06:00:00.000Z",
  callLetterVenue: "Patna College",
  callLetterInstructions: null,
  deadline: "2099-01-31",
  correctionFrom: null,
  correctionTo: null,
  status: "active",
  isOpen: true,
  applicationCount: 40,
  callLettersToResend,
  callLettersReissuing,
  createdAt: "2026-12-01T00:00:00.000Z",
  updatedAt: "2026-12-07T00:00:00.000Z",
  editTag: `"${id}"`,
});

describe("JobsTab", () => {
  it("shows, on a job whose exam changed, the call letters being re-sent or not re-sent, and nothing on the others", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        answer(200, {
          success: true,
          jobs: [
            job("j1", "Revenue Karmachari", 12),
            job("j2", "Amin", 0),
            job("j3", "Clerk", 1),
            job("j4", "Peon", 300, true),
          ],
        }),
      ),
    );
    render(
      <ToastProvider>
        <JobsTab version={0} onChanged={() => {}} />
      </ToastProvider>,
    );
    const rows = await until(() => {
      const found = [...document.querySelectorAll<HTMLElement>('[data-testid="gov-admin-job-row"]')];
      return found.length === 4 ? found : null;
    });
    const note = (row: HTMLElement) =>
      row.querySelector('[data-testid="gov-admin-job-letters-to-resend"]')?.textContent;
    expect(rows.map(note)).toEqual([
      "Exam changed: 12 call letters not re-sent",
      undefined,
      "Exam changed: 1 call letter not re-sent",
      "Exam changed: 300 call letters being re-sent",
    ]);
    // Re-send is offered where the re-issue stopped, not while one is on its way.
    const resend = (title: string) =>
      document.querySelector(`[aria-label="Re-send the changed call letters of ${title}"]`);
    expect(resend("Revenue Karmachari")).not.toBeNull();
    expect(resend("Clerk")).not.toBeNull();
    expect(resend("Peon")).toBeNull();
  });

  it("sends a job's changed call letters again on Re-send letters, and says so; a 409 says why", async () => {
    const posted: string[] = [];
    let resendAnswer = answer(200, {
      success: true,
      message: "The changed call letter is being e-mailed to 12 applicants.",
      callLettersQueued: 12,
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === "POST") {
          posted.push(url);
          return resendAnswer;
        }
        return answer(200, { success: true, jobs: [job("j1", "Revenue Karmachari", 12), job("j2", "Amin", 0)] });
      }),
    );
    const onChanged = vi.fn();
    render(
      <ToastProvider>
        <JobsTab version={0} onChanged={onChanged} />
      </ToastProvider>,
    );
    await until(() => document.querySelector('[data-testid="gov-admin-job-row"]'));
    // Only the job with letters to send again offers it.
    expect(document.querySelector('[aria-label="Re-send the changed call letters of Amin"]')).toBeNull();
    click(button("Re-send the changed call letters of Revenue Karmachari"));
    await until(() => (document.body.textContent?.includes("being e-mailed to 12 applicants") ? true : null));
    expect(posted).toEqual(["/api/gov/jobs/j1/call-letters"]);
    expect(onChanged).toHaveBeenCalledTimes(1);

    resendAnswer = answer(409, {
      success: false,
      message: "Every call letter of this job already has the exam as it is now: there is nothing to send again.",
    });
    click(button("Re-send the changed call letters of Revenue Karmachari"));
    await until(() => (document.body.textContent?.includes("there is nothing to send again") ? true : null));
    expect(posted).toHaveLength(2);
    expect(onChanged).toHaveBeenCalledTimes(2);
  });
});
