// The Devanagari subset the public site ships (assets/fonts, made by npm run fonts:subset) draws
// every Hindi text under content/: shaped with HarfBuzz, as a browser shapes it, no Devanagari
// character falls to the missing-glyph box, and each shapes into the same number of glyphs as with
// the full font (its conjuncts and marks survived the cut).
import fs from "node:fs";

import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";

import { hindiTexts, SOURCE, SUBSET } from "@/scripts/subset-devanagari.mjs";

async function shaper(file: string) {
  // A copy in its own ArrayBuffer: Node's Buffer may be a view into a shared pool.
  const sfnt = new Uint8Array(await convert(fs.readFileSync(file), "sfnt"));
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  return (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    return buffer.getGlyphInfos().map((glyph) => ({ id: glyph.codepoint, character: text[glyph.cluster] }));
  };
}

const devanagari = /[\u0900-\u097F]/;
/** One Devanagari word at a time: what the browser shapes with this face (spaces and Latin punctuation fall back). */
const words = (text: string) => text.match(/[\u0900-\u097F\u200C\u200D]+/gu) ?? [];

describe("the shipped Devanagari subset", () => {
  const texts = hindiTexts();

  it("covers Hindi texts (the ticker's four warnings at least)", () => {
    expect(texts.length).toBeGreaterThanOrEqual(4);
    expect(texts.every((text) => devanagari.test(text))).toBe(true);
  });

  it("covers the Hindi pages' catalogue", () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it("is well under the full face", () => {
    expect(fs.statSync(SUBSET).size).toBeLessThan(fs.statSync(SOURCE).size * 0.65);
  });

  it("draws every Hindi word with real glyphs, as many as the full face does", async () => {
    // One after the other: two woff2 decompressions at once share the decoder's memory.
    const subset = await shaper(SUBSET);
    const full = await shaper(SOURCE);
    for (const word of texts.flatMap(words)) {
      const glyphs = subset(word);
      expect(
        glyphs.filter((g) => g.id === 0).map((g) => g.character),
        word,
      ).toEqual([]);
      expect(glyphs.length, word).toBe(full(word).length);
    }
  });
});
