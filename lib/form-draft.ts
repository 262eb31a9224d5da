// A form's unsent answers, kept in the tab's sessionStorage so that a reload, or a phone's browser
// discarding the tab while the camera or the file picker is open (common on Android with little
// memory), does not lose them.
// - A draft belongs to the history entry it was typed on (an id kept in that entry's state): a
//   reload, a discarded tab brought back or Back to that entry finds it; a new visit in the same tab
//   (a link followed, an address typed) is another entry and does not.
// - sessionStorage belongs to the tab: another tab never sees it (though a browser that reopens a
//   closed tab or restores a session brings it back, which the two-hour age below bounds).
// - A draft expires DRAFT_MAX_AGE_MS after its last change, for a tab left open at a cyber café.
// - Files are never kept (the form asks for them again), nor what a form leaves out on purpose
//   (Aadhaar, PAN, declarations, consent).
// Storage may be unavailable (disabled, private modes, full): every call then does nothing.

const PREFIX = "form-draft:v1:";
/** The key of the history entry's id in its state (history.state). */
const ENTRY_KEY = "formDraftEntry";
/** A draft untouched for this long is discarded when read. */
export const DRAFT_MAX_AGE_MS = 2 * 60 * 60 * 1000;

type Stored<T> = { savedAt: number; entry: string; values: T };

/** Drafts given up in this page (sent, or left with the visitor's agreement): not written again until armed. */
const released = new Set<string>();
/** The entry id a form of this page last claimed. */
let claimed: string | null = null;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // a browser that refuses storage throws on access
  }
}

/** The current history entry's id, given to it (in its state) when `create` and it has none. */
function currentEntry(create: boolean): string | null {
  try {
    const state: unknown = window.history.state;
    const fields = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
    if (typeof fields[ENTRY_KEY] === "string") return fields[ENTRY_KEY];
    if (!create) return null;
    const id =
      typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
        ? crypto.randomUUID()
        : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
    // Next.js keeps its own keys in the state: they stay (its replaceState copies them too).
    window.history.replaceState({ ...fields, [ENTRY_KEY]: id }, "");
    return id;
  } catch {
    return null;
  }
}

/**
 * Gives the current history entry its id now, if it has none: a form calls it as it starts, since a
 * history change made while the page unloads (the write as the page hides) may not be kept.
 */
export function claimDraftEntry(): void {
  claimed = currentEntry(true) ?? claimed;
}

/**
 * The state keys that bind an entry to the drafts of the form this page last started, for a page
 * that puts its form's entry back (a refused Back) or finds it rewritten (Next.js replaces the
 * current entry's state after a refresh): empty when no form has started.
 */
export function draftEntryMark(): Record<string, string> {
  return claimed ? { [ENTRY_KEY]: claimed } : {};
}

/** The stored draft, if it is still young enough (an expired or unreadable one is removed). */
function stored(store: Storage, name: string, now: number): Stored<unknown> | null {
  try {
    const raw = store.getItem(PREFIX + name);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Stored<unknown>>;
    const age = now - Number(draft.savedAt);
    if (age >= 0 && age <= DRAFT_MAX_AGE_MS && typeof draft.values === "object" && draft.values !== null) {
      return draft as Stored<unknown>;
    }
    store.removeItem(PREFIX + name);
  } catch {
    // not a draft of ours
  }
  return null;
}

/** The draft stored under `name` for this history entry, if it is younger than DRAFT_MAX_AGE_MS. */
export function readDraft<T>(name: string, now = Date.now()): T | null {
  const store = storage();
  const draft = store && stored(store, name, now);
  if (!draft) return null;
  return draft.entry === currentEntry(false) ? (draft.values as T) : null;
}

/** Stores the draft for this history entry (best effort: a full or refused storage keeps the answers in the page only). */
export function writeDraft<T>(name: string, values: T, now = Date.now()): void {
  if (released.has(name)) return;
  const entry = currentEntry(true);
  if (!entry) return;
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify({ savedAt: now, entry, values } satisfies Stored<T>));
  } catch {
    // QuotaExceededError or a refused storage: nothing more to do
  }
}

export function clearDraft(name: string): void {
  try {
    storage()?.removeItem(PREFIX + name);
  } catch {
    // as above
  }
}

/**
 * The draft is removed and not written again in this page (a save pending, or the page being hidden
 * as it unloads, would otherwise put it back) until a form for it starts anew (armDraft).
 */
export function releaseDraft(name: string): void {
  released.add(name);
  clearDraft(name);
}

/** A form for `name` starts: its draft may be written again. */
export function armDraft(name: string): void {
  released.delete(name);
}

/** The names of the stored drafts that start with `prefix` (of any entry, expired ones included). */
export function draftNames(prefix: string): string[] {
  const store = storage();
  if (!store) return [];
  const names: string[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX + prefix)) names.push(key.slice(PREFIX.length));
    }
  } catch {
    return [];
  }
  return names;
}

/** The name of this history entry's most recently written draft starting with `prefix`, if not expired. */
export function newestDraftName(prefix: string, now = Date.now()): string | null {
  const store = storage();
  const entry = currentEntry(false);
  if (!store || !entry) return null;
  let newest: { name: string; savedAt: number } | null = null;
  for (const name of draftNames(prefix)) {
    const draft = stored(store, name, now);
    if (draft?.entry === entry && (!newest || draft.savedAt > newest.savedAt))
      newest = { name, savedAt: draft.savedAt };
  }
  return newest?.name ?? null;
}
