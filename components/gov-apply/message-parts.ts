// Which words of the catalogue the government board's page sends with it, and which the form
// fetches when a job is picked (app/[locale]/(public)/gov-career/form-texts.v2.json).

/** The board and its cards: their own words and the fee notice and fee table parts of the form's. */
export const GOV_BOARD_MESSAGE_PARTS = [
  "govBoard",
  "govForm.feeNotice",
  "govForm.feeTable",
  "govForm.categories",
  "govForm.concessions",
] as const;

/** The form, the "saved, pay later" screen and the confirmation: everything else they say. */
export const GOV_FORM_MESSAGE_PARTS = ["govForm", "govStatus"] as const;
