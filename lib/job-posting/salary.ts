// Salary text as staff type it ("₹4 - 6 LPA", "Rs 25,000 – 30,000 p.m.", "Pay Level-4 (₹25,500–81,100)")
// -> a schema.org baseSalary value, or null when we cannot be sure; a wrong salary on Google is
// worse than none. Pure and client-safe.
//
// Rules:
// - Amounts: Indian digit grouping ("1,20,000" = 120000); "k"/"thousand" x1,000; "L"/"lakh(s)"/
//   "lac(s)"/"LPA" x1,00,000; "Cr"/"crore" x1,00,00,000. Rupees only: ₹, Rs, Rs., INR, "rupees",
//   a trailing "/-", or no sign at all; any other currency sign -> null. Results are whole rupees.
// - Range: two amounts joined by "-", an en/em dash, "to" or "and". A multiplier written only on the
//   upper end also applies to a small lower end ("4-6 LPA", "25-30k"), not to a written-out one
//   ("50,000 - 1 lakh" stays 50,000). A reversed range is swapped.
// - "Up to X" / "max X" -> maxValue only; "X+" / "from X" / "X onwards" / "min X" -> minValue only.
//   Neither is the same as min = max = X, and QuantitativeValue allows either bound alone.
// - Period: the earliest period word in the text wins (hour, day, week, month, year; "p.m."/"pm",
//   "p.a."/"pa", "annum", "LPA", "/mo", "/hr"...). With none, "CTC" or a lakh/crore amount means
//   YEAR, a pay level/pay band/pay scale means MONTH (Indian pay scales are monthly), and otherwise
//   the lower amount decides: under 1,00,000 is MONTH, from 1,00,000 up is YEAR.
// - Not amounts: pay levels ("Level 7"), pay bands ("PB-2"), grade pay, "7th CPC", percentages,
//   durations ("11 months", "2 years") and counts ("3 posts").
// - Nonsense is null: 0, above 10 crore, or below a floor per period (₹10/hour, ₹50/day, ₹200/week,
//   ₹500/month, ₹5,000/year), which catches a forgotten "LPA" ("4-6 per annum").

export type SalaryUnit = "HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR";

/** At least one of minValue/maxValue is set; a single figure sets both to the same number. */
export type ParsedSalary = {
  currency: "INR";
  minValue?: number;
  maxValue?: number;
  unitText: SalaryUnit;
};

const THOUSAND = 1_000;
const LAKH = 100_000;
const CRORE = 10_000_000;
const MAX_RUPEES = 10 * CRORE;
const FLOOR: Record<SalaryUnit, number> = { HOUR: 10, DAY: 50, WEEK: 200, MONTH: 500, YEAR: 5_000 };

const FOREIGN_CURRENCY = /[$€£¥]|\b(?:usd|eur|gbp|aed|sgd|aud|cad)\b/;
const PAY_SCALE = /\b(?:pay\s*(?:level|scale|band|matrix)|level\s*-?\s*\d|pb\s*-?\s*\d|grade\s*pay|cpc|basic\s*pay)/;
const NOT_AMOUNTS: RegExp[] = [
  /\b(?:grade\s*pay|gp)\s*[:-]?\s*(?:₹|rs\.?|inr)?\s*[\d,]+/g,
  /\b(?:pay\s*)?(?:matrix\s*)?level\s*[-:]?\s*\d+[a-z]?\b/g,
  /\b(?:pay\s*band|pb)\s*[-:]?\s*\d+\b/g,
  /\b\d+\s*(?:st|nd|rd|th)\s*(?:cpc|pay\s*commission)\b/g,
  /\d+(?:\.\d+)?\s*%/g,
  // Not preceded by a rupee sign: "₹500 day" is pay, "11 months" is a contract length.
  /(?<!(?:₹|\brs\.?|\binr)\s*)(?<![\d,.])\d+(?:\.\d+)?\s*(?:years?|yrs?|months?|weeks?|days?|hours?|hrs?)\b/g,
  /(?<!(?:₹|\brs\.?|\binr)\s*)(?<![\d,.])\d+\s*(?:posts?|vacanc\w*|seats?|positions?|openings?)\b/g,
];

// Number, optional "+" and multiplier; the multiplier must end the word ("12 lakhs", not "12 lemons").
const AMOUNT = /(\d+(?:,\d{2,3})*(?:\.\d+)?)(\+)?(?:\s*(lakhs?|lacs?|lac|lpa|l|k|thousand|crores?|cr)(?![a-z]))?(\+)?/g;
const RANGE_JOIN = /^\s*(?:(?:per|a|\/)\s*(?:month|annum|year|day|hour|week)\s*|p\.?\s?[ma]\.?\s*)?(?:-|to|and)\s*$/;
const UP_TO = /\b(?:up\s*to|upto|max(?:imum)?|not\s+more\s+than)\b[^\d]*$/;
const FROM = /\b(?:from|starting|starts|at\s+least|min(?:imum)?|above|not\s+less\s+than)\b[^\d]*$/;
const ONWARDS = /^\s*(?:\/-)?\s*(?:onwards|and\s+above|or\s+more)\b/;

const UNIT_WORDS: [SalaryUnit, RegExp][] = [
  ["HOUR", /\bhours?\b|\bhourly\b|\bhrs?\b|\/\s*h\b/],
  ["DAY", /\bdays?\b|\bdaily\b|\bper\s*diem\b|\/\s*d\b/],
  ["WEEK", /\bweeks?\b|\bweekly\b|\bwk\b|\/\s*w\b/],
  ["MONTH", /\bmonths?\b|\bmonthly\b|\bmnth\b|\/\s*mo?\b|(?<![a-z])p\.?\s?m\b|\bmensem\b/],
  ["YEAR", /\byears?\b|\byearly\b|\byr\b|\bannum\b|\bannual(?:ly)?\b|(?<![a-z])p\.?\s?a\b|\blpa\b/],
];

type Amount = { value: number; multiplier: number; bare: number; plus: boolean; start: number; end: number };

export function parseSalary(text: string): ParsedSalary | null {
  let s = text
    .toLowerCase()
    .replace(/[\u2012-\u2015\u2212]/g, "-")
    .replace(/\/-/g, " ");
  if (FOREIGN_CURRENCY.test(s)) return null;
  const payScale = PAY_SCALE.test(s);
  for (const pattern of NOT_AMOUNTS) s = s.replace(pattern, " ");
  s = s.replace(/₹|\brs\.?(?=[\s\d]|$)|\binr\b|\brupees?\b/g, " ").replace(/\s+/g, " ");

  const amounts = findAmounts(s);
  if (amounts.length === 0) return null;
  const [first, second] = amounts;

  let min: number | undefined = first.value;
  let max: number | undefined = first.value;
  let multiplier = first.multiplier;
  if (second && RANGE_JOIN.test(s.slice(first.end, second.start))) {
    // "4-6 LPA": a bare small lower end takes the upper end's multiplier.
    if (first.multiplier === 1 && first.bare < THOUSAND) multiplier = second.multiplier;
    min = Math.round(first.bare * multiplier);
    max = second.value;
    if (min > max) [min, max] = [max, min];
  } else if (UP_TO.test(s.slice(0, first.start))) {
    min = undefined;
  } else if (first.plus || FROM.test(s.slice(0, first.start)) || ONWARDS.test(s.slice(first.end))) {
    max = undefined;
  }

  const lower = (min ?? max) as number;
  const unitText = periodOf(s, { payScale, lakhs: multiplier >= LAKH, lower });
  const values = [min, max].filter((v): v is number => v !== undefined);
  if (values.some((v) => v > MAX_RUPEES || v < FLOOR[unitText])) return null;

  return {
    currency: "INR",
    ...(min !== undefined && { minValue: min }),
    ...(max !== undefined && { maxValue: max }),
    unitText,
  };
}

function findAmounts(s: string): Amount[] {
  return [...s.matchAll(AMOUNT)].map((m) => {
    const bare = Number(m[1].replaceAll(",", ""));
    const multiplier = multiplierOf(m[3]);
    return {
      value: Math.round(bare * multiplier),
      multiplier,
      bare,
      plus: Boolean(m[2] || m[4]),
      start: m.index,
      end: m.index + m[0].length,
    };
  });
}

function multiplierOf(word: string | undefined): number {
  if (!word) return 1;
  if (word === "k" || word === "thousand") return THOUSAND;
  if (word.startsWith("cr")) return CRORE;
  return LAKH;
}

function periodOf(s: string, hints: { payScale: boolean; lakhs: boolean; lower: number }): SalaryUnit {
  let earliest: { unit: SalaryUnit; at: number } | undefined;
  for (const [unit, pattern] of UNIT_WORDS) {
    const at = s.search(pattern);
    if (at >= 0 && (!earliest || at < earliest.at)) earliest = { unit, at };
  }
  if (earliest) return earliest.unit;
  if (/\bctc\b/.test(s) || hints.lakhs) return "YEAR";
  if (hints.payScale) return "MONTH";
  return hints.lower < LAKH ? "MONTH" : "YEAR";
}
