// npm run fonts:subset: the Devanagari face the public site ships, cut down to the characters its
// Hindi texts use. The full Noto Sans Devanagari file (from @fontsource) is 50 kB and would load on
// every page for the scam ticker's four sentences; the subset keeps every glyph those characters can
// shape into (HarfBuzz's subsetter follows the conjunct and mark substitutions) and nothing else.
// Run it after adding or changing Hindi text in content/; components/site/devanagari-font.test.ts
// fails until you do.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import subsetFont from "subset-font";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SOURCE = path.join(
  root,
  "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
);
export const SUBSET = path.join(root, "assets/fonts/noto-sans-devanagari-400-subset.woff2");

/** Every Devanagari text of the Hindi catalogue (messages/hi.json) and of string literals under content/. */
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
  return texts;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const characters = [...new Set(hindiTexts().join(""))].sort().join("");
  fs.mkdirSync(path.dirname(SUBSET), { recursive: true });
  // The regular weight only: bold Hindi is emboldened by the browser (app/[locale]/(public)/public.css).
  const subset = await subsetFont(fs.readFileSync(SOURCE), characters, { targetFormat: "woff2" });
  fs.writeFileSync(SUBSET, subset);
  console.log(`${path.relative(root, SUBSET)}: ${subset.length} bytes for ${characters.length} characters`);
}
