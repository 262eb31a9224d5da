// The name of a government form's draft in the tab's storage (lib/form-draft.ts): one per job. Apart
// from the form's module so that the board, which reopens a form after a reload, loads none of the
// form's code (react-hook-form, zod) with its first page.

export const GOV_DRAFT_PREFIX = "gov:";
export const govDraftName = (jobId: string) => `${GOV_DRAFT_PREFIX}${jobId}`;

/**
 * The "saved, fee not paid yet" screen's own record in the tab (its application's id, number, fee
 * and job, none of the answers), so that a reload on that screen (a phone's browser bringing the tab
 * back from the UPI or mail app) shows it again rather than the board.
 */
export const GOV_SAVED_DRAFT = "gov-saved";
