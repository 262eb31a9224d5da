import { describe, expect, it } from "vitest";

import { parseExperienceMonths } from "@/lib/job-posting/experience";

describe("parseExperienceMonths", () => {
  it.each([
    ["2-4 years", 24],
    ["1 year", 12],
    ["5-8 yrs", 60],
    ["2+ years", 24],
    ["3 to 5 years", 36],
    ["1.5 years", 18],
    ["6 months", 6],
    ["Minimum 3 years in a similar role", 36],
    ["BCA/B.Sc. IT with 1 year experience", 12],
    ["Graduate, 2 years in social sector", 24],
    ["0-2 years", 0],
    ["Fresher", 0],
    ["10th pass, freshers eligible", 0],
    ["No experience required", 0],
    ["Graduate", null],
    ["Graduate with typing 30 wpm", null],
    ["Ex-servicemen preferred", null],
    ["", null],
  ])("%j -> %s months", (text, months) => {
    expect(parseExperienceMonths(text)).toBe(months);
  });
});
