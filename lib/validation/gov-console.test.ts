// The job form's schema: the fee table (amounts in rupees, each entry ₹0 (no fee) or at least ₹1,
// since Razorpay refuses orders and refunds under ₹1 and such a fee could never be paid) and the
// correction window (both dates or neither, and not ending before it starts).
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

/** The first message the schema gives for the job with `change`, or null when it is valid. */
function firstMessage(change: Record<string, string>): string | null {
  const result = govJobSchema.safeParse({ ...job, ...change });
  return result.success ? null : result.error.issues[0].message;
}

describe("fee table entries", () => {
  it.each([
    [{ fee: "0" }, null],
    [{ fee: "1" }, null],
    [{ fee: "₹1.00" }, null],
    [{ fee: "499.50" }, null],
    [{ fee: "0.50" }, "Fee must be ₹0 (no fee) or at least ₹1"],
    [{ fee: "0.99" }, "Fee must be ₹0 (no fee) or at least ₹1"],
    [{ fee: "abc" }, "Fee must be an amount in rupees, e.g. 500 or 499.50"],
    [{ feeSc: "0" }, null],
    [{ feeSc: "" }, null],
    [{ feeSc: "1.50" }, null],
    [{ feeSc: "0.5" }, "SC fee must be ₹0 (no fee) or at least ₹1"],
    [{ feeWomen: "0.01" }, "Women fee must be ₹0 (no fee) or at least ₹1"],
  ])("%j", (fees, message) => {
    expect(firstMessage(fees)).toBe(message);
  });
});

describe("text fields", () => {
  it("keeps no control characters or direction overrides, and keeps the description's and instructions' line breaks", () => {
    const parsed = govJobSchema.parse({
      ...job,
      title: "Clerk\u202e kreP\u202c",
      location: "Patna\u0007",
      description: "Line one\u001b[0m\nLine two",
      callLetterAt: "2099-01-10T10:00",
      callLetterVenue: "Hall\u0000 1",
      callLetterInstructions: "Bring ID\nCome early\u2066",
    });
    expect(parsed).toMatchObject({
      title: "Clerk kreP",
      location: "Patna",
      description: "Line one[0m\nLine two",
      callLetterVenue: "Hall 1",
      callLetterInstructions: "Bring ID\nCome early",
    });
  });
});

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
    expect(firstMessage(window)).toBe(message);
  });
});
