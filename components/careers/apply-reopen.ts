import { readDraft } from "@/lib/form-draft";

// The company apply modal leaves a mark on the history entry it is open on. A reload, or a phone's
// browser bringing back a tab it discarded while the resume's file picker was open (common on
// Android with little memory), then opens the modal again for that job, when the tab still keeps
// answers typed into it (lib/form-draft.ts). A modal the visitor closed takes its mark away, so a
// reload after closing it shows the page as it was left. Small on purpose: the board and a job's
// page load it with their first script, the modal's own code stays lazy.

/** The key, in the entry's history.state, of the job whose modal is open on it. */
const OPEN_KEY = "companyApplyOpen";

/** The tab-kept draft of a job's application (the typed text only). */
export const companyDraftName = (jobId: string) => `company:${jobId}`;

function entryState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null ? { ...(state as Record<string, unknown>) } : {};
}

/** Marks the current entry: the modal of `jobId` is open on it. Next.js's own keys stay. */
export function markApplyOpen(jobId: string): void {
  try {
    window.history.replaceState({ ...entryState(), [OPEN_KEY]: jobId }, "");
  } catch {
    // a browser refusing history writes: the answers still come back with that job's Apply
  }
}

/**
 * Takes the mark away, if it is this job's: a modal closing after a navigation has moved on must not
 * touch the new entry, which never had it.
 */
export function unmarkApplyOpen(jobId: string): void {
  try {
    const state = entryState();
    if (state[OPEN_KEY] !== jobId) return;
    delete state[OPEN_KEY];
    window.history.replaceState(state, "");
  } catch {
    // as above
  }
}

/** The job whose modal was open on this entry when the page went away, if answers are kept for it. */
export function applyToReopen(): string | null {
  try {
    const jobId = entryState()[OPEN_KEY];
    if (typeof jobId !== "string" || !jobId) return null;
    return readDraft(companyDraftName(jobId)) === null ? null : jobId;
  } catch {
    return null;
  }
}

/**
 * applyToReopen read once, for useSyncExternalStore (null on the server and in hydration): the
 * modal's own mark, made as it opens again, must not change the answer.
 */
export function reopenSnapshot(): () => string | null {
  let read: { id: string | null } | undefined;
  return () => (read ??= { id: applyToReopen() }).id;
}
