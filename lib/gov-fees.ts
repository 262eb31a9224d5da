import { formatRupees } from "@/lib/money";

// Category-wise application fees, as Indian recruitment notifications set them: a fee per
// reservation category, and concessions for PwD (Divyang) candidates, ex-servicemen and women. The
// lowest fee that applies to the applicant is charged, and ₹0 means no payment at all. The server
// alone decides the fee with feeFor(); the board, the form and the review step show the same
// computation so the applicant sees what they will be asked to pay.

/** Razorpay takes no order and makes no refund under ₹1.00: a fee is ₹0 or at least this. */
export const MIN_PAYMENT_PAISE = 100;

export const CATEGORIES = ["GENERAL", "OBC", "EWS", "SC", "ST"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  GENERAL: "UR / General",
  OBC: "OBC (Non-Creamy Layer)",
  EWS: "EWS",
  SC: "SC",
  ST: "ST",
};

/** A job's fee table in paise. Category entries left null cost the UR/General fee; null concessions do not apply. */
export type FeeTable = {
  GENERAL: number;
  OBC: number | null;
  EWS: number | null;
  SC: number | null;
  ST: number | null;
  pwd: number | null;
  exServiceman: number | null;
  women: number | null;
};

export const CONCESSIONS = ["pwd", "exServiceman", "women"] as const;
export type Concession = (typeof CONCESSIONS)[number];

export const CONCESSION_LABELS: Record<Concession, string> = {
  pwd: "PwD (Divyang)",
  exServiceman: "Ex-servicemen",
  women: "Women",
};

export type FeeAnswers = {
  category: Category;
  pwd: boolean;
  exServiceman: boolean;
  gender: "Male" | "Female" | "Other";
};

export type FeeDecision = {
  paise: number;
  /** Why this fee applies, as the review step, the receipt and the console say it. */
  reason: string;
};

/** The fee this applicant pays: the lowest of their category's fee and every concession they qualify for. */
export function feeFor(table: FeeTable, answers: FeeAnswers): FeeDecision {
  const categoryFee = table[answers.category] ?? table.GENERAL;
  let best: FeeDecision = {
    paise: categoryFee,
    reason:
      answers.category === "GENERAL" || table[answers.category] === null
        ? `${CATEGORY_LABELS.GENERAL} fee`
        : `${CATEGORY_LABELS[answers.category]} category fee`,
  };
  const concessions: [boolean, number | null, string][] = [
    [answers.pwd, table.pwd, "PwD (Divyang) concession"],
    [answers.exServiceman, table.exServiceman, "Ex-serviceman concession"],
    [answers.gender === "Female", table.women, "Concession for women"],
  ];
  for (const [applies, fee, reason] of concessions) {
    if (applies && fee !== null && fee < best.paise) best = { paise: fee, reason };
  }
  return best;
}

/**
 * Whether two sets of answers get the same fee from any fee table: the category, the PwD and
 * ex-serviceman claims, and (for the women's concession) whether the applicant is a woman. A
 * correction that changes none of these keeps the fee already charged, whatever the table says now.
 */
export function sameFeeAnswers(a: FeeAnswers, b: FeeAnswers): boolean {
  return (
    a.category === b.category &&
    a.pwd === b.pwd &&
    a.exServiceman === b.exServiceman &&
    (a.gender === "Female") === (b.gender === "Female")
  );
}

/** Every set of answers the fee turns on (each category, with and without each concession's claim). */
function everyFeeAnswer(): FeeAnswers[] {
  return CATEGORIES.flatMap((category) =>
    [false, true].flatMap((pwd) =>
      [false, true].flatMap((exServiceman) =>
        (["Male", "Female"] as const).map((gender) => ({ category, pwd, exServiceman, gender })),
      ),
    ),
  );
}

/** Whether someone pays less under `after` than under `before`. */
export function anyFeeLowered(before: FeeTable, after: FeeTable): boolean {
  return everyFeeAnswer().some((answers) => feeFor(after, answers).paise < feeFor(before, answers).paise);
}

/** The fee table as rows for the board, the job page and the console ("SC", "₹0" and so on). */
export function feeTableRows(table: FeeTable): { label: string; paise: number }[] {
  return [
    ...CATEGORIES.map((category) => ({
      label: CATEGORY_LABELS[category],
      paise: table[category] ?? table.GENERAL,
    })),
    ...CONCESSIONS.flatMap((concession) =>
      table[concession] === null ? [] : [{ label: CONCESSION_LABELS[concession], paise: table[concession] }],
    ),
  ];
}

/** The lowest and highest fee anyone can pay for the job (the board's one-line summary). */
export function feeRange(table: FeeTable): { min: number; max: number } {
  const fees = feeTableRows(table).map((row) => row.paise);
  return { min: Math.min(...fees), max: Math.max(...fees) };
}

/** A job row's fee columns, in paise. */
export type FeeColumns = {
  feePaise: number;
  feeObcPaise: number | null;
  feeEwsPaise: number | null;
  feeScPaise: number | null;
  feeStPaise: number | null;
  feePwdPaise: number | null;
  feeExServicemanPaise: number | null;
  feeWomenPaise: number | null;
};

/** The table from a job row's columns. */
export function feeTableOf(row: FeeColumns): FeeTable {
  return {
    GENERAL: row.feePaise,
    OBC: row.feeObcPaise,
    EWS: row.feeEwsPaise,
    SC: row.feeScPaise,
    ST: row.feeStPaise,
    pwd: row.feePwdPaise,
    exServiceman: row.feeExServicemanPaise,
    women: row.feeWomenPaise,
  };
}

/** A job row's columns from the table. */
export function feeColumnsOf(table: FeeTable): FeeColumns {
  return {
    feePaise: table.GENERAL,
    feeObcPaise: table.OBC,
    feeEwsPaise: table.EWS,
    feeScPaise: table.SC,
    feeStPaise: table.ST,
    feePwdPaise: table.pwd,
    feeExServicemanPaise: table.exServiceman,
    feeWomenPaise: table.women,
  };
}

/** The select for a job's fee columns. */
export const feeColumnSelect = {
  feePaise: true,
  feeObcPaise: true,
  feeEwsPaise: true,
  feeScPaise: true,
  feeStPaise: true,
  feePwdPaise: true,
  feeExServicemanPaise: true,
  feeWomenPaise: true,
} as const;

/** The fee in one line: "₹750", or "₹0 – ₹750" when it depends on the applicant. */
export function feeSummary(table: FeeTable): string {
  const { min, max } = feeRange(table);
  return min === max ? formatRupees(max) : `${formatRupees(min)} – ${formatRupees(max)}`;
}
