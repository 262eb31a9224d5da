import { describe, expect, it } from "vitest";

import { localeFromAcceptLanguage } from "./locale";

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
