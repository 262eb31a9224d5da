// The name of a government form's draft in the tab's storage (lib/form-draft.ts): one per job. Apart
// from the form's module so that the board, which reopens a form after a reload, loads none of the
// form's code (react-hook-form, zod) with its first page.

export const GOV_DRAFT_PREFIX = "gov:";
export const govDraftName = (jobId: string) => `${GOV_DRAFT_PREFIX}${jobId}`;
