// Types for scripts/subset-devanagari.mjs (imported by components/site/devanagari-font.test.ts).
export declare const SOURCE: string;
export declare const SUBSET: string;
export declare function hindiTexts(): string[];
export declare const SOURCE_BOLD: string;
export declare const SUBSET_BOLD: string;
