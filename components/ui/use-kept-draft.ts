"use client";

import { useEffect, useRef } from "react";
import type { FieldValues, UseFormGetValues, UseFormWatch } from "react-hook-form";

import { armDraft, claimDraftEntry, clearDraft, writeDraft } from "@/lib/form-draft";

/** How long after the last change a draft is written (and at once when the tab is hidden). */
export const DRAFT_WRITE_DELAY_MS = 500;

/**
 * Keeps a react-hook-form's answers in the tab's storage under `name` (lib/form-draft.ts) once the
 * visitor has changed one: shortly after each change, and at once when the page is hidden (the
 * phone's camera or file picker opening, another app, the tab closing), the moment a phone's
 * browser may discard the tab. `toDraft` picks what may be kept, or says there is nothing to keep
 * (null: the draft is removed). Nothing is written after the form is gone, nor once its draft is
 * released (releaseDraft: the answers were sent, or left with the visitor's agreement).
 * `keepAtStart`: the form starts with answers given earlier (not the entry's own draft), kept at once.
 */
export function useKeptDraft<Values extends FieldValues>(
  form: { watch: UseFormWatch<Values>; getValues: UseFormGetValues<Values> },
  name: string,
  toDraft: (values: Values) => object | null,
  { keepAtStart = false }: { keepAtStart?: boolean } = {},
): void {
  const latest = useRef({ form, toDraft, keepAtStart });
  useEffect(() => {
    latest.current = { form, toDraft, keepAtStart };
  });
  useEffect(() => {
    armDraft(name); // a form starts: a draft given up by an earlier one may be kept again
    claimDraftEntry(); // the entry the answers are typed on, marked while the page is alive
    let timer: ReturnType<typeof setTimeout> | undefined;
    let changed = false;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!changed) return;
      const draft = latest.current.toDraft(latest.current.form.getValues());
      if (draft === null) clearDraft(name);
      else writeDraft(name, draft);
    };
    // Answers the form starts with (brought back from elsewhere in the page) are kept for this
    // entry at once, as if just typed: the tab may be discarded before anything changes.
    if (latest.current.keepAtStart) {
      changed = true;
      save();
    }
    const subscription = latest.current.form.watch(() => {
      changed = true;
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_WRITE_DELAY_MS);
    });
    const onVisibility = () => {
      if (document.visibilityState === "hidden") save();
    };
    window.addEventListener("pagehide", save);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
      window.removeEventListener("pagehide", save);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [name]);
}
