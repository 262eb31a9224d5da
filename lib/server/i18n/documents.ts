import "server-only";

import { namespaceTranslators } from "@/lib/server/i18n/locale";

// The documents printed for an applicant (the application PDF, the call letter) in the language
// the application was made in: the "govPdf" catalogue holds their headings and labels.

/** next-intl's translator for the "govPdf" namespace in a language (one per language, reused). */
export const documentTranslator = namespaceTranslators("govPdf");

export type DocumentTranslator = ReturnType<typeof documentTranslator>;
