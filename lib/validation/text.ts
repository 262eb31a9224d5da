import { z } from "zod";

import "@/lib/validation/zod-config";
import { hasVisibleText, withoutControls } from "@/lib/validation/visible";

/**
 * Text as every form keeps it: control characters and direction overrides out (`withoutControls`;
 * line breaks stay where `lines`), trimmed, and in one Unicode form (NFC: क़ typed as one character
 * or as क and a nukta is the same text, so a search or a comparison finds it either way).
 */
export const cleanText = (lines = false, params?: { error: string }) =>
  z.string(params).overwrite(withoutControls(lines)).trim().normalize("NFC");

/**
 * Required, trimmed text: "<Label> is required", "<Label> must be at most <max> characters". Control
 * characters and direction overrides go first (`withoutControls`; line breaks stay where `lines`,
 * for a text box), as on the company form and the contact form: they would turn a console line, a
 * mail or an export's cell around after a name.
 */
export const requiredText = (label: string, max: number, lines = false) =>
  cleanText(lines, { error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    // Nothing but invisible characters (a zero-width space, a byte-order mark) is blank; a dash
    // ("-" for a salary not stated) is not.
    .refine(hasVisibleText, `${label} is required`);
