// Validation and API error messages in the page's language. The schemas (lib/validation), shared by
// the browser and the API, keep writing the spec's English messages; the catalogue's "errors"
// namespace holds each of them (messages/en.json) with its translation under the same key
// (messages/hi.json). An English message is looked up by its text; one with a value in it ("Full
// name must be at most 100 characters") matches its template ("{label} must be at most {max}
// characters"), and the values are looked up again (a field's label is itself in "errors.labels").
// A message not in the catalogue stays as it is. A {date} the server wrote in English ("5 Mar 2026")
// is written again in the target language ("5 मार्च 2026").

import { formatIstDate, parseIstDateText, type DisplayLocale } from "@/lib/dates";
import { messageText } from "@/lib/i18n/compiled-catalogue";

/** Pairs of [English template, translated template], one per key of the "errors" namespace. */
export type ErrorDictionary = readonly (readonly [string, string])[];

export type Catalogue = { [key: string]: string | Catalogue };

/** Every message of `node` by key, as text (a precompiled one too: lib/i18n/compiled-catalogue.ts). */
function flatten(node: Catalogue, prefix = "", into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const text = messageText(value);
    if (text !== undefined) into.set(prefix + key, text);
    else if (!Array.isArray(value) && typeof value === "object") flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** The dictionary from English to `target`, pairing the two catalogues' "errors" by key. */
export function errorDictionary(english: Catalogue, target: Catalogue): ErrorDictionary {
  const from = flatten(english);
  const to = flatten(target);
  return [...from].filter(([key]) => to.has(key)).map(([key, text]) => [text, to.get(key)!] as const);
}

type Compiled = { exact: Map<string, string>; templates: { pattern: RegExp; names: string[]; target: string }[] };

const PLACEHOLDER = /\{(\w+)\}/g;
/** The same without the global flag: a /g regex's test() carries lastIndex from one call to the next. */
const HAS_PLACEHOLDER = /\{\w+\}/;
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

const compiled = new WeakMap<ErrorDictionary, Compiled>();

function compile(dictionary: ErrorDictionary): Compiled {
  let found = compiled.get(dictionary);
  if (found) return found;
  found = { exact: new Map(), templates: [] };
  for (const [english, target] of dictionary) {
    if (!HAS_PLACEHOLDER.test(english)) {
      found.exact.set(english, target);
      continue;
    }
    const names: string[] = [];
    const source = english
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 ? (names.push(part), "(.+?)") : escape(part)))
      .join("");
    found.templates.push({ pattern: new RegExp(`^${source}$`), names, target });
  }
  // The most specific template first: "{label} is required" must not swallow a longer one.
  found.templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  compiled.set(dictionary, found);
  return found;
}

/** A template's value in the target language: a known message, a date, or as written. */
function translateValue(name: string, value: string, exact: Map<string, string>, locale?: DisplayLocale): string {
  const known = exact.get(value);
  if (known !== undefined) return known;
  const date = name === "date" && locale && locale !== "en" ? parseIstDateText(value) : null;
  return date ? formatIstDate(date, locale) : value;
}

/**
 * `message` in the dictionary's language, or unchanged when the dictionary does not know it.
 * `locale`, the dictionary's language, words a {date} in it; without it the date stays as written.
 */
export function translateError(message: string, dictionary: ErrorDictionary, locale?: DisplayLocale): string {
  if (!dictionary.length || !message) return message;
  const { exact, templates } = compile(dictionary);
  const direct = exact.get(message);
  if (direct !== undefined) return direct;
  for (const { pattern, names, target } of templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, i) => [name, translateValue(name, match[i + 1], exact, locale)]),
    );
    return target.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  }
  return message;
}

/** Every message of a field-error map translated (an API's 400 answer). */
export function translateErrors(
  errors: Record<string, string> | undefined,
  dictionary: ErrorDictionary,
  locale?: DisplayLocale,
): Record<string, string> | undefined {
  if (!errors || !dictionary.length) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, text]) => [key, translateError(text, dictionary, locale)]),
  );
}
