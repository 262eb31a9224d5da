import { describe, expect, it } from "vitest";

import { translateError } from "@/lib/i18n/errors";
import hi from "@/messages/hi.json";

import { errorDictionaryFor, localeFromAcceptLanguage, SHELL_ERRORS } from "./locale";

describe("the API's language from Accept-Language", () => {
  it.each([
    ["hi", "hi"],
    ["hi-IN,hi;q=0.9,en;q=0.8", "hi"],
    ["en-IN,en;q=0.9,hi;q=0.8", "en"],
    ["en;q=0.5,hi;q=0.9", "hi"],
    ["fr-FR,hi;q=0.4", "hi"],
    ["fr-FR", "en"],
    ["hi;q=0", "en"],
    ["", "en"],
    [null, "en"],
  ])("%s -> %s", (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});

describe("the error dictionary a page sends", () => {
  it("around the chrome holds the newsletter box's messages and nothing of the forms'", () => {
    const shell = errorDictionaryFor("hi", SHELL_ERRORS);
    expect(translateError("Please enter a valid email address", shell)).toBe(hi.errors.newsletter.emailInvalid);
    expect(translateError("Please give your consent to continue", shell)).toBe(hi.errors.consent.required);
    expect(translateError("Too many requests. Please wait a moment and try again.", shell)).toBe(
      "Too many requests. Please wait a moment and try again.",
    );
    expect(shell.length).toBeLessThan(10);
  });

  it("around a form holds every message, the API's too", () => {
    const all = errorDictionaryFor("hi");
    expect(translateError("Too many requests. Please wait a moment and try again.", all)).toBe(hi.errors.api.tooMany);
    expect(all.length).toBeGreaterThan(100);
  });

  it("is empty in English, and the same object for the same sections", () => {
    expect(errorDictionaryFor("en", SHELL_ERRORS)).toEqual([]);
    expect(errorDictionaryFor("hi", ["newsletter", "consent"])).toBe(errorDictionaryFor("hi", SHELL_ERRORS));
  });
});
