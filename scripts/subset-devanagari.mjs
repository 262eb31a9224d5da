// npm run fonts:subset: the Devanagari face the public site ships, cut down to the glyphs its Hindi
// texts are drawn with. The full Noto Sans Devanagari file (from @fontsource) is 50 kB, and a cut to
// the texts' characters that keeps every glyph those characters can shape into (every conjunct of
// every pair) was still 29 kB; in front of every Hindi page's first paint either was the largest
// file after the framework's scripts. This cut keeps the glyphs HarfBuzz passes through while it
// shapes each Hindi word of the site (the conjuncts, half forms and marks those words use, and the
// forms in between), and the substitutions that lead to them: about 16 kB.
//
// A word the site does not write (a visitor's own words in a form or the help desk) may need a
// conjunct the cut left out; the page draws such text in the whole face (public.css, "Noto Sans
// Devanagari Full"), which the browser fetches only for that text.
//
// Run it after adding or changing Hindi text in messages/hi.json or content/;
// components/site/devanagari-font.test.ts fails until you do.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { convert } from "fontverter";
import * as hb from "harfbuzzjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SOURCE = path.join(
  root,
  "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
);
export const SUBSET = path.join(root, "assets/fonts/noto-sans-devanagari-400-subset.woff2");

/** Hindi dates and times as lib/dates.ts and the applicant sign-in form write them (months, parts of the day). */
export function intlTexts() {
  const texts = [];
  for (let month = 0; month < 12; month++) {
    for (let hour = 0; hour < 24; hour++) {
      const at = new Date(Date.UTC(2026, month, 5, hour, 5));
      texts.push(
        new Intl.DateTimeFormat("hi-IN", {
          timeZone: "Asia/Kolkata",
          day: "numeric",
          month: "long",
          year: "numeric",
          hour: "numeric",
          minute: "2-digit",
          dayPeriod: "short",
        }).format(at),
        at.toLocaleTimeString("hi-IN", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit" }),
      );
    }
  }
  return texts.filter((text) => /[\u0900-\u097F]/u.test(text));
}

/** Every Devanagari text of the Hindi catalogue (messages/hi.json), of string literals under content/, and of Intl's Hindi dates. */
export function hindiTexts() {
  const texts = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
        const source = fs.readFileSync(full, "utf8");
        for (const match of source.matchAll(/(["'`])((?:(?!\1)[^\\\n])*[\u0900-\u097F](?:(?!\1)[^\\\n])*)\1/gu)) {
          texts.push(match[2]);
        }
      }
    }
  };
  walk(path.join(root, "content"));
  const catalogue = JSON.parse(fs.readFileSync(path.join(root, "messages/hi.json"), "utf8"));
  const collect = (node) => {
    if (typeof node === "string") {
      if (/[\u0900-\u097F]/u.test(node)) texts.push(node);
    } else if (node && typeof node === "object") Object.values(node).forEach(collect);
  };
  collect(catalogue);
  texts.push(...intlTexts());
  return texts;
}

/** The runs of Devanagari in a text: what a browser shapes with the face (spaces and Latin fall back). */
export const devanagariWords = (text) => text.match(/[\u0900-\u097F\u200C\u200D]+/gu) ?? [];

/** Every glyph of `sfnt` that shaping `words` passes through, the forms between the lookups included. */
function glyphsShaping(sfnt, words) {
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  const glyphs = new Set([0]); // .notdef, which every font keeps first
  for (const word of words) {
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    for (const step of hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP)) {
      if (step.glyphs) for (const glyph of step.t) glyphs.add(glyph.g);
    }
  }
  return glyphs;
}

// hb-subset through the WebAssembly build harfbuzzjs ships (subset-font, a wrapper of the same,
// takes characters only, and keeps every glyph they can shape into).
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_GLYPH_INDEX = 0;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x00000200;

/** `sfnt` cut to the glyphs of `characters` and `glyphs`, with every layout feature whose lookups stay inside them. */
async function subsetToGlyphs(sfnt, characters, glyphs) {
  const require = createRequire(import.meta.url);
  const { instance } = await WebAssembly.instantiate(
    fs.readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm")),
  );
  const wasm = instance.exports;
  wasm._initialize();
  const heap = () => new Uint8Array(wasm.memory.buffer);

  const fontBuffer = wasm.malloc(sfnt.byteLength);
  heap().set(sfnt, fontBuffer);
  const blob = wasm.hb_blob_create(fontBuffer, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);

  const input = wasm.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error("hb_subset_input_create_or_fail failed");
  const features = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  wasm.hb_set_clear(features);
  wasm.hb_set_invert(features); // every feature (the subsetter's default list drops some Indic ones)
  wasm.hb_subset_input_set_flags(input, wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
  const unicodes = wasm.hb_subset_input_unicode_set(input);
  for (const character of characters) wasm.hb_set_add(unicodes, character.codePointAt(0));
  const glyphSet = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_GLYPH_INDEX);
  for (const glyph of glyphs) wasm.hb_set_add(glyphSet, glyph);

  const subset = wasm.hb_subset_or_fail(face, input);
  wasm.hb_subset_input_destroy(input);
  if (subset === 0) throw new Error("hb_subset_or_fail failed");
  const result = wasm.hb_face_reference_blob(subset);
  const offset = wasm.hb_blob_get_data(result, 0);
  const out = heap().slice(offset, offset + wasm.hb_blob_get_length(result));
  wasm.hb_blob_destroy(result);
  wasm.hb_face_destroy(subset);
  wasm.hb_face_destroy(face);
  wasm.free(fontBuffer);
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const texts = hindiTexts();
  const characters = [...new Set(texts.join(""))].sort().join("");
  const words = [...new Set(texts.flatMap(devanagariWords))];
  // A copy in its own ArrayBuffer: Node's Buffer may be a view into a shared pool.
  const sfnt = new Uint8Array(await convert(fs.readFileSync(SOURCE), "sfnt"));
  const glyphs = glyphsShaping(sfnt, words);
  // The regular weight only: bold Hindi is emboldened by the browser (app/[locale]/(public)/public.css).
  const subset = await convert(Buffer.from(await subsetToGlyphs(sfnt, characters, glyphs)), "woff2", "truetype");
  fs.mkdirSync(path.dirname(SUBSET), { recursive: true });
  fs.writeFileSync(SUBSET, subset);
  console.log(
    `${path.relative(root, SUBSET)}: ${subset.length} bytes, ${glyphs.size} glyphs for ${words.length} words (${characters.length} characters)`,
  );
}
