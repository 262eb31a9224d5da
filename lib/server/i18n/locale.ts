import "server-only";

import { createTranslator, type Messages } from "use-intl/core";

import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { routing, type Locale } from "@/i18n/routing";
import { IST_TIME_ZONE } from "@/lib/dates";
import { restoreLists } from "@/lib/i18n/compiled-catalogue";
import { errorDictionary, type Catalogue, type ErrorDictionary } from "@/lib/i18n/errors";

// The language of an API answer: the public pages send `Accept-Language: hi` from Hindi pages
// (lib/api-client.ts), and any other client may ask the same way. English otherwise.

/** The first of our locales in the Accept-Language header, by its q-weights; English if none. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return routing.defaultLocale;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranges.find((range) => (routing.locales as readonly string[]).includes(range.primary));
  return (found?.primary as Locale | undefined) ?? routing.defaultLocale;
}

export function requestLocale(req: Request): Locale {
  return localeFromAcceptLanguage(req.headers.get("accept-language"));
}

// Precompiled by the build (next.config.ts), its lists given back as arrays.
const catalogues = { en: restoreLists(en), hi: restoreLists(hi) } as const;

/** The catalogue of one language, for mail and other server text outside a page. */
export function messagesFor(locale: Locale) {
  return catalogues[locale];
}

/** A group of the "errors" namespace: one form's or one layer's messages ("newsletter", "api"). */
export type ErrorSection = keyof typeof en.errors;

/** The error messages the site chrome can show (the public layout's): the footer's newsletter box and its consent box. */
export const SHELL_ERRORS = ["newsletter", "consent"] as const satisfies readonly ErrorSection[];

const dictionaries = new Map<string, ErrorDictionary>();

/**
 * English error messages -> `locale` (empty for English: nothing to translate), all of them or
 * only `sections`: a page without forms sends the browser its footer box's few messages, not all
 * 170 (25 kB of Hindi in every page's payload).
 */
export function errorDictionaryFor(locale: Locale, sections?: readonly ErrorSection[]): ErrorDictionary {
  if (locale === routing.defaultLocale) return [];
  const key = `${locale}:${sections?.join(",") ?? "*"}`;
  let found = dictionaries.get(key);
  if (!found) {
    const pick = (errors: Catalogue): Catalogue =>
      sections ? Object.fromEntries(sections.map((section) => [section, errors[section] ?? {}])) : errors;
    found = errorDictionary(pick(catalogues.en.errors), pick(catalogues[locale].errors));
    dictionaries.set(key, found);
  }
  return found;
}

/**
 * next-intl's translators for one namespace of the catalogue, made on first use and reused: one per
 * language, dates in IST (the mails' "mail", the printed documents' "govPdf").
 */
export function namespaceTranslators<N extends "mail" | "govPdf">(namespace: N) {
  const make = (locale: Locale) =>
    // Both catalogues have the same keys (scripts/messages.mjs check); the English one types them.
    createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace, timeZone: IST_TIME_ZONE });
  const made = new Map<Locale, ReturnType<typeof make>>();
  return (locale: Locale): ReturnType<typeof make> => {
    let found = made.get(locale);
    if (!found) made.set(locale, (found = make(locale)));
    return found;
  };
}
