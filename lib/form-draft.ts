// A form's unsent answers, kept in the tab's sessionStorage so that a reload, or a phone's browser
// discarding the tab while the camera or the file picker is open (common on Android with little
// memory), does not lose them. sessionStorage belongs to the tab: it is gone when the tab is closed,
// and no other tab or later visitor of a shared computer opens a new tab onto it. A draft also
// expires after DRAFT_MAX_AGE_MS without a change, for a tab left open at a cyber café. Files are
// never kept (the form asks for them again), nor what the form leaves out on purpose (Aadhaar, PAN).
// Storage may be unavailable (disabled, private modes, full): every call then does nothing.

const PREFIX = "form-draft:v1:";
/** A draft untouched for this long is discarded when read. */
export const DRAFT_MAX_AGE_MS = 2 * 60 * 60 * 1000;

type Stored<T> = { savedAt: number; values: T };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // a browser that refuses storage throws on access
  }
}

/** The draft stored under `name`, if there is one younger than DRAFT_MAX_AGE_MS. */
export function readDraft<T>(name: string, now = Date.now()): T | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(PREFIX + name);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored<T>>;
    const age = now - Number(stored.savedAt);
    if (!(age >= 0 && age <= DRAFT_MAX_AGE_MS) || typeof stored.values !== "object" || stored.values === null) {
      store.removeItem(PREFIX + name);
      return null;
    }
    return stored.values;
  } catch {
    return null;
  }
}

/** Stores the draft (best effort: a full or refused storage keeps the answers in the page only). */
export function writeDraft<T>(name: string, values: T, now = Date.now()): void {
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify({ savedAt: now, values } satisfies Stored<T>));
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

/** The names of the stored drafts that start with `prefix` (expired ones included; readDraft drops them). */
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

/** The name of the most recently written draft starting with `prefix` that has not expired. */
export function newestDraftName(prefix: string, now = Date.now()): string | null {
  const store = storage();
  if (!store) return null;
  let newest: { name: string; savedAt: number } | null = null;
  for (const name of draftNames(prefix)) {
    try {
      const savedAt = Number((JSON.parse(store.getItem(PREFIX + name) ?? "null") as Partial<Stored<unknown>>)?.savedAt);
      if (now - savedAt >= 0 && now - savedAt <= DRAFT_MAX_AGE_MS && (!newest || savedAt > newest.savedAt)) {
        newest = { name, savedAt };
      }
    } catch {
      // not a draft of ours: skipped
    }
  }
  return newest?.name ?? null;
}
