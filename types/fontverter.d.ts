// fontverter 2 ships no types: the one function the Devanagari font test uses.
declare module "fontverter" {
  export function convert(
    font: Uint8Array,
    toFormat: "sfnt" | "woff" | "woff2" | "truetype",
    fromFormat?: "sfnt" | "woff" | "woff2" | "truetype",
  ): Promise<Buffer>;
}
