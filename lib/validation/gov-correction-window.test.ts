// The job form's correction window: both dates or neither, and not ending before it starts.
import { describe, expect, it } from "vitest";

import { CORRECTION_WINDOW_MESSAGES, govJobSchema } from "@/lib/validation/gov-console";

const job = {
  title: "Clerk",
  company: "Board",
  location: "Patna",
  salary: "₹15,000",
  experience: "Graduate",
  fee: "500",
  deadline: "2026-12-31",
  description: "Clerical work.",
  employmentType: "FULL_TIME",
};

describe("correction window dates", () => {
  it.each([
    [{}, null],
    [{ correctionFrom: "2027-01-05", correctionTo: "2027-01-10" }, null],
    [{ correctionFrom: "2027-01-05", correctionTo: "2027-01-05" }, null],
    [{ correctionFrom: "2027-01-05" }, CORRECTION_WINDOW_MESSAGES.together],
    [{ correctionTo: "2027-01-05" }, CORRECTION_WINDOW_MESSAGES.together],
    [{ correctionFrom: "2027-01-10", correctionTo: "2027-01-05" }, CORRECTION_WINDOW_MESSAGES.order],
    [{ correctionFrom: "2027-02-30", correctionTo: "2027-03-05" }, CORRECTION_WINDOW_MESSAGES.date],
  ])("%j", (window, message) => {
    const result = govJobSchema.safeParse({ ...job, ...window });
    expect(result.success ? null : result.error.issues[0].message).toBe(message);
  });
});
