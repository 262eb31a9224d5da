import { describe, expect, it } from "vitest";

import { anyFeeLowered, CATEGORIES, feeFor, feeRange, feeTableRows, type FeeTable } from "@/lib/gov-fees";

// A table as notifications print it: ₹750 UR/EWS, ₹500 OBC, ₹0 SC/ST, ₹0 PwD, ₹250 ex-servicemen,
// ₹300 women.
const table: FeeTable = {
  GENERAL: 75_000,
  OBC: 50_000,
  EWS: null,
  SC: 0,
  ST: 0,
  pwd: 0,
  exServiceman: 25_000,
  women: 30_000,
};

const categoryFee = { GENERAL: 75_000, OBC: 50_000, EWS: 75_000, SC: 0, ST: 0 } as const;

describe("feeFor", () => {
  const genders = ["Male", "Female", "Other"] as const;
  const cases = CATEGORIES.flatMap((category) =>
    [false, true].flatMap((pwd) =>
      [false, true].flatMap((exServiceman) => genders.map((gender) => ({ category, pwd, exServiceman, gender }))),
    ),
  );

  it.each(cases)(
    "$category, PwD $pwd, ex-serviceman $exServiceman, $gender pays the lowest fee that applies",
    (answers) => {
      const applicable: number[] = [categoryFee[answers.category]];
      if (answers.pwd) applicable.push(0);
      if (answers.exServiceman) applicable.push(25_000);
      if (answers.gender === "Female") applicable.push(30_000);
      expect(feeFor(table, answers).paise).toBe(Math.min(...applicable));
    },
  );

  it("names the reason for the fee", () => {
    const base = { pwd: false, exServiceman: false, gender: "Male" } as const;
    expect(feeFor(table, { ...base, category: "GENERAL" }).reason).toBe("UR / General fee");
    expect(feeFor(table, { ...base, category: "OBC" }).reason).toBe("OBC (Non-Creamy Layer) category fee");
    // EWS has no fee of its own in this table: it pays the UR/General fee, and says so.
    expect(feeFor(table, { ...base, category: "EWS" }).reason).toBe("UR / General fee");
    expect(feeFor(table, { ...base, category: "SC" })).toEqual({ paise: 0, reason: "SC category fee" });
    expect(feeFor(table, { ...base, category: "GENERAL", pwd: true })).toEqual({
      paise: 0,
      reason: "PwD (Divyang) concession",
    });
    expect(feeFor(table, { ...base, category: "OBC", gender: "Female" })).toEqual({
      paise: 30_000,
      reason: "Concession for women",
    });
  });

  it("a concession never raises the fee", () => {
    const dear = { ...table, SC: 10_000, women: 40_000 };
    expect(feeFor(dear, { category: "SC", pwd: false, exServiceman: false, gender: "Female" })).toEqual({
      paise: 10_000,
      reason: "SC category fee",
    });
  });

  it("a job with no concessions charges everyone its category fee", () => {
    const flat: FeeTable = { ...table, OBC: null, SC: null, ST: null, pwd: null, exServiceman: null, women: null };
    for (const category of CATEGORIES) {
      expect(feeFor(flat, { category, pwd: true, exServiceman: true, gender: "Female" }).paise).toBe(75_000);
    }
  });
});

describe("feeTableRows and feeRange", () => {
  it("lists every category and only the concessions the job grants", () => {
    const rows = feeTableRows({ ...table, exServiceman: null });
    expect(rows.map((r) => r.label)).toEqual([
      "UR / General",
      "OBC (Non-Creamy Layer)",
      "EWS",
      "SC",
      "ST",
      "PwD (Divyang)",
      "Women",
    ]);
    expect(rows.find((r) => r.label === "EWS")?.paise).toBe(75_000);
  });

  it("spans the cheapest and dearest fee", () => {
    expect(feeRange(table)).toEqual({ min: 0, max: 75_000 });
  });
});

describe("anyFeeLowered", () => {
  const flat: FeeTable = {
    GENERAL: 50_000,
    OBC: null,
    EWS: null,
    SC: null,
    ST: null,
    pwd: null,
    exServiceman: null,
    women: null,
  };

  it("is true when anyone would pay less: the general fee, a category's, or a new concession", () => {
    expect(anyFeeLowered(flat, { ...flat, GENERAL: 40_000 })).toBe(true);
    expect(anyFeeLowered(flat, { ...flat, ST: 10_000 })).toBe(true);
    expect(anyFeeLowered(flat, { ...flat, women: 0 })).toBe(true);
  });

  it("is false when nobody pays less: the same table, a fee raised, or a category set above the general fee", () => {
    expect(anyFeeLowered(flat, { ...flat })).toBe(false);
    expect(anyFeeLowered(flat, { ...flat, GENERAL: 60_000 })).toBe(false);
    expect(anyFeeLowered(flat, { ...flat, OBC: 60_000 })).toBe(false);
    // A concession at the fee everyone pays already lowers nothing.
    expect(anyFeeLowered(flat, { ...flat, pwd: 50_000 })).toBe(false);
  });
});
