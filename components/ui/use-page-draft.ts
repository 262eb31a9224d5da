"use client";

import { useCallback, useEffect, useRef } from "react";
import type { FieldValues, UseFormGetValues, UseFormWatch } from "react-hook-form";

import { splitLocale } from "@/i18n/paths";
import { claimDraftEntry, clearDraft, draftEntryMark, readDraft, writeDraft } from "@/lib/form-draft";

import { useKeptDraft } from "./use-kept-draft";

// A page's form whose unsent answers survive a reload and a switch of language. The answers are kept
// as any draft is (useKeptDraft, lib/form-draft.ts: in the tab, bound to the history entry they were
// typed on). The language switch opens the same page in the other language on a new history entry,
// which no draft belongs to: as its link is clicked, the entry's id is handed over (in the tab, for a
// short while) to that page, which takes it for its own entry and so finds the answers.

const HANDOFF_KEY = "form-draft-switch:v1";
/** A handover not taken by then (the switch never loaded) is ignored. */
const HANDOFF_MAX_AGE_MS = 2 * 60 * 1000;

type Handoff = { locale: string; path: string; mark: Record<string, string>; at: number };

/** The page in another language that a plain click on a link of this site opens, if it is this page. */
function languageSwitchTarget(event: MouseEvent): { locale: string; path: string } | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  const there = splitLocale(to.pathname);
  const here = splitLocale(window.location.pathname);
  return there.locale !== here.locale && there.path === here.path ? there : null;
}

function handOver(target: { locale: string; path: string }): void {
  claimDraftEntry(); // the id the answers were just stored under, should Next have rewritten the entry
  const mark = draftEntryMark();
  if (!Object.keys(mark).length) return;
  try {
    const handoff: Handoff = { ...target, mark, at: Date.now() };
    window.sessionStorage.setItem(HANDOFF_KEY, JSON.stringify(handoff));
  } catch {
    // storage refused: the answers stay on the page left behind
  }
}

/** This page was opened by a language switch from a page with answers: its entry takes that one's id. */
function takeOver(): void {
  try {
    const raw = window.sessionStorage.getItem(HANDOFF_KEY);
    if (!raw) return;
    window.sessionStorage.removeItem(HANDOFF_KEY);
    const handoff = JSON.parse(raw) as Partial<Handoff>;
    const age = Date.now() - Number(handoff.at);
    const here = splitLocale(window.location.pathname);
    if (!(age >= 0 && age <= HANDOFF_MAX_AGE_MS) || handoff.locale !== here.locale || handoff.path !== here.path)
      return;
    const state: unknown = window.history.state;
    const fields = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
    window.history.replaceState({ ...fields, ...handoff.mark }, "");
  } catch {
    // storage or history refused, or not a handover of ours: the form starts empty
  }
}

/** The kept values of `names` that are strings of a sensible length (anything else is left out). */
export function keptStrings<Name extends string>(
  kept: Record<string, unknown>,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = kept[name];
    if (typeof value === "string" && value.length <= 10_000) values[name] = value;
  }
  return values;
}

/**
 * useKeptDraft for a form that is part of a page (not opened by the visitor): the answers kept under
 * `name` come back when the form starts (`restore` puts them in: it gets what was stored, to check
 * field by field), after a reload and on the same page in the other language. `toDraft` picks what
 * may be kept (never a file, password, code or consent) or null for nothing. Returns `keep`, to
 * store at once a change the form's fields do not see (a step of the form).
 */
export function usePageDraft<Values extends FieldValues>(
  form: { watch: UseFormWatch<Values>; getValues: UseFormGetValues<Values> },
  name: string,
  toDraft: (values: Values) => object | null,
  restore: (kept: Record<string, unknown>) => void,
): () => void {
  const latest = useRef({ form, toDraft, restore });
  useEffect(() => {
    latest.current = { form, toDraft, restore };
  });
  // Before useKeptDraft starts: it claims the entry's id, which must be the one handed over.
  useEffect(() => {
    takeOver();
    const kept = readDraft<Record<string, unknown>>(name);
    if (kept) latest.current.restore(kept);
  }, [name]);
  useKeptDraft(form, name, toDraft);
  const keep = useCallback(() => {
    const draft = latest.current.toDraft(latest.current.form.getValues());
    if (draft === null) clearDraft(name);
    else writeDraft(name, draft);
  }, [name]);
  useEffect(() => {
    // Caught before the link's own handler (Next's router): the answers are stored now, not left to
    // a pending write, and the page in the other language is told where to find them.
    const onClick = (event: MouseEvent) => {
      const target = languageSwitchTarget(event);
      if (!target || latest.current.toDraft(latest.current.form.getValues()) === null) return;
      keep();
      handOver(target);
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, [keep]);
  return keep;
}
