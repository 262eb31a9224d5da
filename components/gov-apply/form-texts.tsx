"use client";

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";

import { ErrorTextProvider } from "@/components/i18n/error-text";
import { routing } from "@/i18n/routing";
import type { ErrorDictionary } from "@/lib/i18n/errors";

// The government form's words (govForm, govStatus) and every validation and API message, in the
// page's language, fetched when a visitor picks a job rather than sent with the board: on the Hindi
// board they were more than half of the page's payload (app/[locale]/(public)/gov-career/form-texts.v2.json).

export type FormTexts = { messages: Record<string, unknown>; errors: ErrorDictionary };

const loaded = new Map<string, FormTexts>();
const pending = new Map<string, Promise<FormTexts>>();

/**
 * Versioned by the texts' format: v2 holds the precompiled messages (next.config.ts). A page still
 * open from the build before asks for the old address and gets a 404 (the form's "could not
 * prepare" with Try again, and a reload), not texts its formatter cannot read.
 */
export function formTextsUrl(locale: string): string {
  return `${locale === routing.defaultLocale ? "" : `/${locale}`}/gov-career/form-texts.v2.json`;
}

/** The form's words in `locale`: fetched once per page load (a failed fetch is tried again on the next call). */
export function loadFormTexts(locale: string): Promise<FormTexts> {
  const known = loaded.get(locale);
  if (known) return Promise.resolve(known);
  let request = pending.get(locale);
  if (!request) {
    request = fetch(formTextsUrl(locale), { headers: { Accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`The form's texts answered ${res.status}`);
        const texts = (await res.json()) as FormTexts;
        loaded.set(locale, texts);
        return texts;
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, request);
  }
  return request;
}

/** Forgets what was fetched (tests). */
export function resetFormTexts(): void {
  loaded.clear();
  pending.clear();
}

type Status = "loading" | "ready" | "error";

/** Whether the form's words are here yet, fetching them if not; `retry` after an error. */
export function useFormTexts(): { status: Status; retry(): void } {
  const locale = useLocale();
  const [state, setState] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded.has(locale)) return;
    let live = true;
    loadFormTexts(locale).then(
      () => live && setState("ready"),
      () => live && setState("error"),
    );
    return () => {
      live = false;
    };
  }, [locale, attempt]);
  const retry = useCallback(() => {
    setState("loading");
    setAttempt((n) => n + 1);
  }, []);
  return { status: loaded.has(locale) ? "ready" : state, retry };
}

/** `children` with the form's words and error messages around them; render it once useFormTexts is ready. */
export function FormTextsProvider({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const outer = useMessages();
  const texts = loaded.get(locale);
  const messages = useMemo(() => ({ ...outer, ...texts?.messages }), [outer, texts]);
  if (!texts) throw new Error("FormTextsProvider rendered before the form's texts were loaded");
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <ErrorTextProvider dictionary={texts.errors}>{children}</ErrorTextProvider>
    </NextIntlClientProvider>
  );
}
