// A minimal but real Word document (the parts Word itself needs), built in memory for tests.
import { strToU8, zipSync } from "fflate";

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

export const DOCX_CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

export function documentXml(text: string): string {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${escaped}</w:t></w:r></w:p></w:body></w:document>`;
}

/** A ZIP of the given entries (strings are stored as UTF-8). */
export function zip(entries: Record<string, Uint8Array | string>): Uint8Array {
  return zipSync(
    Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, typeof v === "string" ? strToU8(v) : v])),
    { level: 9 },
  );
}

export function minimalDocx(text = "Resume"): Uint8Array {
  return zip({
    "[Content_Types].xml": DOCX_CONTENT_TYPES,
    "_rels/.rels": RELS,
    "word/document.xml": documentXml(text),
  });
}
