import "server-only";

// @pdf-lib/fontkit's Indic shaper (Devanagari conjuncts, matra reordering, reph) was compiled for a
// global regeneratorRuntime; without one, laying out Hindi text throws (pdf-lib issues #785, #1419).
import "regenerator-runtime/runtime.js";

import fs from "node:fs/promises";
import path from "node:path";

import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

// Text is set in Noto Sans Devanagari: the full Google Fonts build, Latin and Devanagari in one file
// (the @fontsource package splits them by script). Read from node_modules at run time;
// next.config.ts traces the two files into the standalone build.

const FONT_DIR = "node_modules/@expo-google-fonts/noto-sans-devanagari";
const FONT_FILES = {
  regular: "400Regular/NotoSansDevanagari_400Regular.ttf",
  bold: "700Bold/NotoSansDevanagari_700Bold.ttf",
};

let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | null = null;

function loadFontBytes() {
  fontBytes ??= Promise.all(
    [FONT_FILES.regular, FONT_FILES.bold].map((file) =>
      fs.readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), FONT_DIR, file)),
    ),
  ).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontBytes = null; // a later document tries again
      throw error;
    },
  );
  return fontBytes;
}

export type Fonts = { regular: PDFFont; bold: PDFFont };

/** The regular and bold faces, embedded in `doc` as subsets (only the glyphs the document uses). */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  const [regular, bold] = await Promise.all([
    doc.embedFont(bytes.regular, { subset: true }),
    doc.embedFont(bytes.bold, { subset: true }),
  ]);
  return { regular, bold };
}
