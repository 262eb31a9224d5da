// Minimal but real Word documents, built in memory for tests: a DOCX with the parts Word itself
// needs, and a legacy DOC (an OLE2 compound file, written by SheetJS's cfb) with Word's main stream.
import * as CFB from "cfb";
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

/** An OLE2 compound file holding the given streams ("a/b" puts stream b in storage a). */
export function compoundFile(streams: Record<string, Uint8Array>): Uint8Array {
  const cfb = CFB.utils.cfb_new();
  for (const [name, data] of Object.entries(streams)) CFB.utils.cfb_add(cfb, name, data);
  return new Uint8Array(CFB.write(cfb, { type: "buffer" }) as Buffer);
}

/**
 * The start of a WordDocument stream: the FIB, whose first two bytes (wIdent, little-endian) are
 * 0xA5EC for Word 97 and later. Word writes at least 4 KB, which puts the stream in full sectors;
 * a shorter one lands in the container's mini stream.
 */
export function wordDocumentStream(size = 4096, ident = 0xa5ec): Uint8Array {
  const data = new Uint8Array(size);
  data[0] = ident & 0xff;
  data[1] = ident >> 8;
  return data;
}

/** A Word 97 binary document (.doc): the WordDocument stream and its 1Table at the root. */
export function minimalDoc(wordDocument = wordDocumentStream()): Uint8Array {
  return compoundFile({ WordDocument: wordDocument, "1Table": new Uint8Array(1024) });
}
