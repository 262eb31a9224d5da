import { describe, expect, it } from "vitest";

import { parseSalary, type ParsedSalary } from "@/lib/job-posting/salary";

const inr = (minValue: number | undefined, maxValue: number | undefined, unitText: ParsedSalary["unitText"]) => ({
  currency: "INR",
  ...(minValue !== undefined && { minValue }),
  ...(maxValue !== undefined && { maxValue }),
  unitText,
});

describe("parseSalary", () => {
  it.each([
    // Ranges with the rupee sign and Indian digit grouping
    ["₹15,000 - ₹18,000 per month", inr(15_000, 18_000, "MONTH")],
    ["₹20,000 - ₹22,000 per month", inr(20_000, 22_000, "MONTH")],
    ["INR 8,00,000 - 12,00,000 per year", inr(800_000, 1_200_000, "YEAR")],
    ["₹1,20,000 per annum", inr(120_000, 120_000, "YEAR")],
    // Lakhs per annum, with the unit written once for the whole range
    ["4-6 LPA", inr(400_000, 600_000, "YEAR")],
    ["₹4.5 LPA", inr(450_000, 450_000, "YEAR")],
    ["₹2.2 - 3 LPA", inr(220_000, 300_000, "YEAR")],
    ["3.5 - 5 Lakh per annum", inr(350_000, 500_000, "YEAR")],
    ["10-15 lakhs CTC", inr(1_000_000, 1_500_000, "YEAR")],
    ["12 LPA + incentives", inr(1_200_000, 1_200_000, "YEAR")],
    ["3 to 4 lacs p.a.", inr(300_000, 400_000, "YEAR")],
    ["1.2 - 1.5 Cr per annum", inr(12_000_000, 15_000_000, "YEAR")],
    // Rs / Rs. / INR, hyphen and en dash, monthly spellings
    ["Rs. 25000/month", inr(25_000, 25_000, "MONTH")],
    ["Rs 25,000 – 30,000 p.m.", inr(25_000, 30_000, "MONTH")],
    ["25k-30k per month", inr(25_000, 30_000, "MONTH")],
    ["₹ 18,000/- per month", inr(18_000, 18_000, "MONTH")],
    ["₹14,000 per month + PF/ESI", inr(14_000, 14_000, "MONTH")],
    ["Rs.15,000 to Rs.20,000 monthly", inr(15_000, 20_000, "MONTH")],
    ["₹12,000 pm", inr(12_000, 12_000, "MONTH")],
    ["1.5 lakh per month", inr(150_000, 150_000, "MONTH")],
    ["₹25,000 per month for 11 months", inr(25_000, 25_000, "MONTH")],
    // Hourly, daily, weekly
    ["₹500 per day", inr(500, 500, "DAY")],
    ["₹650/day (daily wage)", inr(650, 650, "DAY")],
    ["₹350/hour", inr(350, 350, "HOUR")],
    ["₹4,000 per week", inr(4_000, 4_000, "WEEK")],
    // Government pay scales are monthly; the pay level is not an amount
    ["₹44,900 - ₹1,42,400 (Pay Level 7)", inr(44_900, 142_400, "MONTH")],
    ["Pay Level-4 (₹25,500–81,100)", inr(25_500, 81_100, "MONTH")],
    ["PB-2 ₹9,300-34,800 + Grade Pay ₹4,200", inr(9_300, 34_800, "MONTH")],
    ["₹56,100 - ₹1,77,500 as per 7th CPC", inr(56_100, 177_500, "MONTH")],
    // No period word: magnitude decides
    ["₹18,000", inr(18_000, 18_000, "MONTH")],
    ["₹3,00,000 - ₹4,50,000", inr(300_000, 450_000, "YEAR")],
    ["₹50,000 - 1 lakh", inr(50_000, 100_000, "MONTH")],
    // Open-ended: one bound only
    ["Up to ₹40,000 per month", inr(undefined, 40_000, "MONTH")],
    ["Upto 5 LPA", inr(undefined, 500_000, "YEAR")],
    ["₹20,000+ per month", inr(20_000, undefined, "MONTH")],
    ["Starting from ₹15,000 per month", inr(15_000, undefined, "MONTH")],
    ["₹8 LPA onwards", inr(800_000, undefined, "YEAR")],
    // A reversed range is swapped
    ["₹30,000 - ₹25,000 per month", inr(25_000, 30_000, "MONTH")],
  ])("%s", (text, expected) => {
    expect(parseSalary(text)).toStrictEqual(expected);
  });

  it.each([
    "As per norms",
    "Not disclosed",
    "Competitive",
    "Negotiable",
    "",
    "As per Govt. rules",
    "As per 7th CPC",
    "Pay Level 7",
    "₹0 per month",
    "$5,000 per month",
    // A forgotten "LPA" would publish four rupees a year
    "4-6 per annum",
    // Above 10 crore
    "₹150 Cr per annum",
  ])("rejects %j", (text) => {
    expect(parseSalary(text)).toBeNull();
  });
});
