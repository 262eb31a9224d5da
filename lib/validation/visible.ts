// What a form's text may hold, shared by the schemas the browser and the API run (no zod here: the
// contact form's page ships zod/mini only).

/**
 * Text without control characters (a NUL, a bell, an escape) and without the bidirectional
 * overrides and isolates (U+202A-202E, U+2066-2069), which turn the rest of a console's line or a
 * CSV cell around after a name. Unless `lines`, a tab or line break is a space ("Ram<Tab>Kumar"
 * pasted from a spreadsheet is "Ram Kumar"). PostgreSQL refuses a NUL, and a form whose
 * insert failed after the duplicate check answered "already applied" only for an address that had,
 * writing nothing either way: a silent probe of who applied.
 */
export const withoutControls =
  (lines = false) =>
  (value: string) =>
    (lines ? value : value.replace(/[\t\n\r]+/g, " "))
      .replace(lines ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g, "")
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, "");

/**
 * Whether text shows anything: not only spaces and invisible characters (a zero-width space, a
 * byte-order mark, a soft hyphen, a control character, the Hangul fillers and the blank Braille
 * pattern that draw as blank, and the marks that draw nothing: the combining grapheme joiner, the
 * variation selectors, Khmer's inherent vowels, Mongolian's variation selectors). A dash ("-" for a
 * salary not stated) does, and so does a mark that draws (a lone matra, on its dotted circle).
 */
export const hasVisibleText = (value: string) =>
  /[^\p{Cc}\p{Cf}\p{Z}\s\u115f\u1160\u3164\uffa0\u2800\u034f\u17b4\u17b5\u180b-\u180f\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u.test(
    value,
  );
