import "server-only";

// Text as the PDF writer draws it: one script per run, no control characters.

/** Control characters (a tab, a stray NUL) have no glyph: they print as a space. */
export function clean(text: string): string {
  return text.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, " ");
}

const DEVANAGARI = /[\u0900-\u097f\u1cd0-\u1cff\ua8e0-\ua8ff]/;

/**
 * fontkit shapes a string by the script of its first letter, so in "Sita / सीता कि" the Devanagari
 * would get no reordering or conjuncts. Lines are drawn run by run instead: letters of one script
 * per run, with spaces, digits and punctuation joining the run they follow.
 */
export function scriptRuns(text: string): string[] {
  const runs: string[] = [];
  let run = "";
  let devanagari: boolean | null = null;
  for (const char of text) {
    const script = DEVANAGARI.test(char) ? true : /\p{L}/u.test(char) ? false : null;
    if (script !== null && devanagari !== null && script !== devanagari) {
      runs.push(run);
      run = "";
    }
    if (script !== null) devanagari = script;
    run += char;
  }
  if (run) runs.push(run);
  return runs;
}
