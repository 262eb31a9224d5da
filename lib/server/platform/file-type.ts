import "server-only";

import { fileTypeFromBuffer } from "file-type";
import yauzl from "yauzl";

// File types decided from the bytes, never from the name or the browser's Content-Type: a renamed
// executable is not a PDF. `file-type` reads the signature; a DOCX is then opened as the ZIP it is
// and must hold a Word document's parts, within bounds a real one never reaches. A DOC is an OLE2
// compound file like .xls, .msg, .ppt and .msi, so it must hold Word's own main stream.

export type DetectedType = { ext: "pdf" | "doc" | "docx" | "jpg" | "png" | "gif" | "webp"; mime: string };

export const DOCUMENT_TYPES = ["pdf", "doc", "docx"] as const;
export const IMAGE_TYPES = ["jpg", "png", "gif", "webp"] as const;

const MIME: Record<DetectedType["ext"], string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/** A Word document unpacks to a few MB; far more is a ZIP bomb, not a resume. */
export const DOCX_LIMITS = { maxUncompressedBytes: 64 * 1024 * 1024, maxEntries: 2_000, maxRatio: 200 };

export async function detectFileType(data: Uint8Array): Promise<DetectedType | null> {
  if (!data.byteLength) return null;
  const found = await fileTypeFromBuffer(data);
  switch (found?.ext) {
    case "pdf":
    case "jpg":
    case "png":
    case "gif":
    case "webp":
      return { ext: found.ext, mime: MIME[found.ext] };
    // Legacy Word is an OLE2 compound file ("cfb"); file-type cannot tell .doc from .xls inside.
    case "cfb":
      return failsClosed(() => isWordBinaryDocument(data)) ? { ext: "doc", mime: MIME.doc } : null;
    // file-type names any ZIP "docx" once it sees word/ parts; the full check is ours.
    case "docx":
      return (await isWordDocument(data)) ? { ext: "docx", mime: MIME.docx } : null;
    default:
      return null;
  }
}

/**
 * True for a ZIP whose central directory lists `[Content_Types].xml` and `word/document.xml`, with
 * no more than DOCX_LIMITS entries, uncompressed bytes and compression ratio.
 */
export function isWordDocument(data: Uint8Array): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(
      Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      { lazyEntries: true },
      (error, zip) => {
        if (error || !zip) return resolve(false);
        if (zip.entryCount > DOCX_LIMITS.maxEntries) {
          zip.close();
          return resolve(false);
        }
        const names = new Set<string>();
        let uncompressed = 0;
        let settled = false;
        const finish = (ok: boolean) => {
          if (settled) return;
          settled = true;
          zip.close();
          resolve(ok);
        };
        zip.on("entry", (entry: yauzl.Entry) => {
          names.add(entry.fileName);
          uncompressed += entry.uncompressedSize;
          if (uncompressed > DOCX_LIMITS.maxUncompressedBytes) return finish(false);
          zip.readEntry();
        });
        zip.on("end", () => {
          const ratio = uncompressed / Math.max(1, data.byteLength);
          finish(names.has("[Content_Types].xml") && names.has("word/document.xml") && ratio <= DOCX_LIMITS.maxRatio);
        });
        zip.on("error", () => finish(false));
        zip.readEntry();
      },
    );
  });
}

/** A check that throws (a read it did not expect to make) refuses the file: 415, never a 500. */
function failsClosed(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

/** [MS-DOC] 2.5.2: the FIB that opens the WordDocument stream starts with wIdent 0xA5EC (Word 97+). */
const WORD_FIB_IDENT = 0xa5ec;
const NO_STREAM = 0xffffffff;

/**
 * True for an OLE2 compound file ([MS-CFB]) whose root storage holds a `WordDocument` stream that
 * starts with Word's FIB magic. Read here rather than with a general parser: the container is the
 * uploader's, and its sector chains and directory tree may loop (SheetJS cfb 1.2.2's CFB.read
 * then runs the process out of memory on an 8 KB file), so every chain and tree walk below stops
 * at a sector or entry seen before or at the file's end, and every read stays inside the buffer.
 */
export function isWordBinaryDocument(data: Uint8Array): boolean {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.byteLength < 512) return false;
  const major = view.getUint16(26, true);
  const shift = view.getUint16(30, true);
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) return false;
  if (view.getUint16(32, true) !== 6 || view.getUint32(56, true) !== 4096) return false;
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor(data.byteLength / sectorSize) - 1; // the header takes the first slot
  const offset = (sector: number) => (sector + 1) * sectorSize;
  const valid = (sector: number) => sector < sectorCount;

  // The FAT's own sectors: 109 listed in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) fatSectors.push(view.getUint32(76 + i * 4, true));
  const perSector = sectorSize / 4;
  const difatCount = view.getUint32(72, true);
  const difatSeen = new Set<number>();
  let difat = view.getUint32(68, true);
  while (valid(difat) && !difatSeen.has(difat) && difatSeen.size < difatCount) {
    difatSeen.add(difat);
    for (let i = 0; i < perSector - 1; i++) fatSectors.push(view.getUint32(offset(difat) + i * 4, true));
    difat = view.getUint32(offset(difat) + sectorSize - 4, true);
  }
  const next = (sector: number) => {
    const fat = fatSectors[Math.floor(sector / perSector)];
    return fat !== undefined && valid(fat) ? view.getUint32(offset(fat) + (sector % perSector) * 4, true) : NO_STREAM;
  };
  /** The sectors of the chain from `start`, up to `limit` of them. */
  const chain = (start: number, limit = sectorCount) => {
    const sectors: number[] = [];
    const seen = new Set<number>();
    for (let s = start; valid(s) && !seen.has(s) && sectors.length < limit; s = next(s)) {
      seen.add(s);
      sectors.push(s);
    }
    return sectors;
  };

  const directory = chain(view.getUint32(48, true));
  const perDirSector = sectorSize / 128;
  const entryCount = directory.length * perDirSector;
  const entry = (id: number) => offset(directory[Math.floor(id / perDirSector)]) + (id % perDirSector) * 128;
  const name = (at: number) => {
    const length = Math.min(64, view.getUint16(at + 64, true));
    let text = "";
    for (let i = 0; i + 2 < length; i += 2) text += String.fromCharCode(view.getUint16(at + i, true));
    return text;
  };
  if (!entryCount || data[entry(0) + 66] !== 5) return false; // entry 0 is the root storage

  // The root's children are one red-black tree of siblings; a stream further down (an .msg's
  // attached Word file, say) does not make the container a Word document.
  let word: number | null = null;
  const stack = [view.getUint32(entry(0) + 76, true)];
  const seen = new Set<number>();
  while (stack.length && word === null) {
    const id = stack.pop()!;
    if (id >= entryCount || seen.has(id)) continue;
    seen.add(id);
    const at = entry(id);
    if (data[at + 66] === 2 && name(at) === "WordDocument") word = at;
    stack.push(view.getUint32(at + 68, true), view.getUint32(at + 72, true));
  }
  if (word === null) return false;

  if (major === 4 && view.getUint32(word + 124, true) !== 0) return false;
  const size = view.getUint32(word + 120, true);
  if (size < 2) return false;
  // A short stream lives in 64-byte mini sectors inside the root's own stream. Either way every
  // sector the stream claims must be in the file: a cut-off upload is not a document.
  const mini = size < 4096;
  const start = view.getUint32(word + 116, true);
  const position = mini ? start * 64 : 0;
  const length = mini ? view.getUint32(entry(0) + 120, true) : size;
  if (position + size > length) return false;
  const needed = Math.ceil(length / sectorSize);
  const sectors = chain(mini ? view.getUint32(entry(0) + 116, true) : start, needed);
  if (sectors.length < needed) return false;
  const at = offset(sectors[Math.floor(position / sectorSize)]) + (position % sectorSize);
  return view.getUint16(at, true) === WORD_FIB_IDENT;
}

/** The file extension for a detected MIME type (null for anything else). */
export function extensionFor(mime: string): string | null {
  const entry = Object.entries(MIME).find(([, m]) => m === mime.toLowerCase());
  return entry ? entry[0] : null;
}
