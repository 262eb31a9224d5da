// The Devanagari subset the public site ships (assets/fonts, made by npm run fonts:subset) draws
// every Hindi text of the site (the catalogue, content/, the dates lib/dates.ts writes): shaped with
// HarfBuzz, as a browser shapes it, no Devanagari character falls to the missing-glyph box, and each
// word shapes into the same glyphs, placed the same, as with the full font (its conjuncts, half
// forms and marks survived the cut).
import fs from "node:fs";

import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";

import { formatIstDate, formatIstDateTime } from "@/lib/dates";
import { devanagariWords, hindiTexts, SOURCE, SUBSET } from "@/scripts/subset-devanagari.mjs";

async function shaper(file: string) {
  // A copy in its own ArrayBuffer: Node's Buffer may be a view into a shared pool.
  const sfnt = new Uint8Array(await convert(fs.readFileSync(file), "sfnt"));
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  return (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    // Where each glyph goes: its advance, and a mark's offset from its base.
    const advances = buffer.getGlyphPositions().map((p) => `${p.xAdvance} ${p.xOffset},${p.yOffset}`);
    return buffer
      .getGlyphInfos()
      .map((glyph, i) => ({ id: glyph.codepoint, character: text[glyph.cluster], advance: advances[i] }));
  };
}

const devanagari = /[\u0900-\u097F]/;
/** One Devanagari word at a time: what the browser shapes with this face (spaces and Latin punctuation fall back). */
const words = (text: string): string[] => devanagariWords(text);

/** Every date and time lib/dates.ts writes in Hindi: each month, each hour (its part of the day). */
function hindiDates() {
  const dates: string[] = [];
  for (let month = 0; month < 12; month++) {
    dates.push(formatIstDate(new Date(Date.UTC(2026, month, 5)), "hi"));
    for (let hour = 0; hour < 24; hour++)
      dates.push(formatIstDateTime(new Date(Date.UTC(2026, month, 5, hour, 5)), "hi"));
  }
  return dates;
}

describe("the shipped Devanagari subset", () => {
  const texts = hindiTexts();

  it("covers Hindi texts (the ticker's four warnings at least)", () => {
    expect(texts.length).toBeGreaterThanOrEqual(4);
    expect(texts.every((text) => devanagari.test(text))).toBe(true);
  });

  it("covers the Hindi pages' catalogue", () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it("is well under the full face: a third of it", () => {
    expect(fs.statSync(SUBSET).size).toBeLessThan(fs.statSync(SOURCE).size * 0.4);
  });

  it("draws every Hindi word with real glyphs, as many as the full face does", async () => {
    // One after the other: two woff2 decompressions at once share the decoder's memory.
    const subset = await shaper(SUBSET);
    const full = await shaper(SOURCE);
    const dates = hindiDates();
    expect(dates).toContain("5 दिसंबर 2026");
    for (const word of new Set([...texts, ...dates].flatMap(words))) {
      const glyphs = subset(word);
      expect(
        glyphs.filter((g) => g.id === 0).map((g) => g.character),
        word,
      ).toEqual([]);
      expect(
        glyphs.map((g) => g.advance),
        word,
      ).toEqual(full(word).map((g) => g.advance));
    }
  });
});
