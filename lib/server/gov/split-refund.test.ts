// A correction's overpayment is refunded from the payments that paid the fee. Razorpay makes no
// refund under ₹1, so the split never asks for one: the parts add up to the overpayment, each is
// ₹1 or more and within what its payment has left, and what cannot be placed so is left over.
import { describe, expect, it } from "vitest";

import { splitRefund } from "@/lib/server/gov/correction";

describe("splitRefund", () => {
  it("takes the largest payment first and the next only for the rest", () => {
    expect(splitRefund(20_000, [30_000, 10_000])).toEqual({ parts: [20_000, 0], left: 0 });
    expect(splitRefund(35_000, [30_000, 10_000])).toEqual({ parts: [30_000, 5_000], left: 0 });
  });

  it("leaves ₹1 for the next payment rather than a rest under ₹1", () => {
    expect(splitRefund(30_050, [30_000, 10_050])).toEqual({ parts: [29_950, 100], left: 0 });
    expect(splitRefund(30_001, [30_000, 100])).toEqual({ parts: [29_901, 100], left: 0 });
  });

  it("makes a rest under ₹1 up to ₹1 from any part that can spare it", () => {
    // ₹501.50 from ₹500, ₹1 and ₹1: not ₹500 + ₹1 with 50 paise kept.
    expect(splitRefund(50_150, [50_000, 100, 100])).toEqual({ parts: [49_950, 100, 100], left: 0 });
  });

  it("leaves over what no payment can give back in ₹1 or more", () => {
    // The second payment has 60 paise left to give (earlier overpayments took the rest).
    expect(splitRefund(30_050, [30_000, 60])).toEqual({ parts: [30_000, 0], left: 50 });
    // ₹1.50 from two payments of ₹1 each: one gives ₹1, the other cannot give 50 paise.
    expect(splitRefund(150, [100, 100])).toEqual({ parts: [100, 0], left: 50 });
    expect(splitRefund(500, [80, 70])).toEqual({ parts: [0, 0], left: 500 });
  });

  it("never gives a part under ₹1 or more than a payment has left, and accounts for every paisa", () => {
    for (let amount = 100; amount <= 1_000; amount += 7) {
      for (const available of [[600, 300, 150], [450, 99, 450], [1_000], [250, 250, 250, 250]]) {
        const sorted = [...available].sort((a, b) => b - a);
        const total = sorted.reduce((sum, a) => sum + a, 0);
        if (amount > total) continue;
        const { parts, left } = splitRefund(amount, sorted);
        expect(parts.reduce((sum, p) => sum + p, 0) + left).toBe(amount);
        parts.forEach((part, i) => {
          expect(part === 0 || part >= 100).toBe(true);
          expect(part).toBeLessThanOrEqual(sorted[i]);
        });
        expect(left).toBeLessThan(100);
      }
    }
  });
});
