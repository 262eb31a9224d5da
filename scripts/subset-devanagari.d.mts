// Types for scripts/subset-devanagari.mjs (imported by components/site/devanagari-font.test.ts).
export declare const SOURCE: string;
export declare const SUBSET: string;
export declare function hindiTexts(): string[];
export declare function intlTexts(): string[];
export declare function devanagariWords(text: string): string[];
