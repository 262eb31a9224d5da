// The job form's fee table: amounts in rupees, and each entry ₹0 (no fee) or at least ₹1, since
// Razorpay refuses orders and refunds under ₹1 and such a fee could never be paid.
import { describe, expect, it } from "vitest";

import { govJobSchema } from "@/lib/validation/gov-console";

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
    const result = govJobSchema.safeParse({ ...job, ...fees });
    expect(result.success ? null : result.error.issues[0].message).toBe(message);
  });
});
