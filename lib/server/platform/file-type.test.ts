import { describe, expect, it } from "vitest";

import { servedFileName } from "@/lib/server/http/file-response";
import { DOCX_LIMITS, detectFileType } from "@/lib/server/platform/file-type";
import {
  compoundFile,
  DOCX_CONTENT_TYPES as contentTypes,
  documentXml as wordXml,
  minimalDoc,
  minimalDocx,
  wordDocumentStream,
  zip,
} from "@/lib/testing/docx";

const documentXml = wordXml("Asha Devi, resume");

describe("detectFileType: DOCX", () => {
  it("accepts a real Word document", async () => {
    expect(await detectFileType(minimalDocx())).toEqual({
      ext: "docx",
      mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
  });

  it("refuses a ZIP that only mentions word/ somewhere", async () => {
    expect(await detectFileType(zip({ "notes/word/readme.txt": "word/ word/document.xml" }))).toBeNull();
    expect(await detectFileType(zip({ "word/document.xml": documentXml }))).toBeNull(); // no [Content_Types].xml
    expect(await detectFileType(zip({ "[Content_Types].xml": contentTypes, "word/styles.xml": "<x/>" }))).toBeNull();
  });

  it("refuses a ZIP bomb named .docx (bounded uncompressed size)", async () => {
    const bomb = zip({
      "[Content_Types].xml": contentTypes,
      "word/document.xml": documentXml,
      "word/media/padding.bin": new Uint8Array(DOCX_LIMITS.maxUncompressedBytes + 1),
    });
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    expect(await detectFileType(bomb)).toBeNull();
  });

  it("refuses a truncated DOCX", async () => {
    const docx = zip({ "[Content_Types].xml": contentTypes, "word/document.xml": documentXml });
    expect(await detectFileType(docx.subarray(0, docx.byteLength - 30))).toBeNull();
  });
});

const DOC = { ext: "doc", mime: "application/msword" };

/** Where the directory entry named `name` sits (cfb writes small directories in consecutive sectors). */
function directoryEntry(file: Uint8Array, name: string): { at: number; id: number } {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const directory = (view.getUint32(48, true) + 1) * 512;
  const key = Buffer.from(`${name}\0`, "utf16le");
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  for (let at = bytes.indexOf(key, directory); at >= 0; at = bytes.indexOf(key, at + 1)) {
    if ((at - directory) % 128 === 0) return { at, id: (at - directory) / 128 };
  }
  throw new Error(`no directory entry ${name}`);
}

/** Points FAT entry `sector` at `next`. */
function setFatEntry(file: Uint8Array, sector: number, next: number) {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  view.setUint32((view.getUint32(76, true) + 1) * 512 + sector * 4, next, true);
}

describe("detectFileType: DOC", () => {
  it("accepts a Word 97 document, its main stream in full sectors or in the mini stream", async () => {
    expect(await detectFileType(minimalDoc())).toEqual(DOC);
    expect(await detectFileType(minimalDoc(wordDocumentStream(200)))).toEqual(DOC);
    expect(await detectFileType(minimalDoc(wordDocumentStream(100_000)))).toEqual(DOC);
  });

  it.each([
    // BIFF8's first record is a BOF (0x0809).
    ["an Excel workbook", { Workbook: wordDocumentStream(4096, 0x0809) }],
    ["a PowerPoint deck", { "PowerPoint Document": new Uint8Array(4096), "Current User": new Uint8Array(64) }],
    // The attached document's WordDocument is not the container's own.
    [
      "an Outlook message with a Word file attached",
      {
        "__substg1.0_0037001F": new Uint8Array(64),
        "__attach_version1.0_#00000000/__substg1.0_3701000D/WordDocument": wordDocumentStream(),
      },
    ],
    ["a storage named WordDocument", { "WordDocument/contents": wordDocumentStream() }],
  ])("refuses %s", async (_case, streams) => {
    expect(await detectFileType(compoundFile(streams))).toBeNull();
  });

  it("refuses a WordDocument stream without Word 97's FIB magic", async () => {
    expect(await detectFileType(minimalDoc(wordDocumentStream(4096, 0xa5dc)))).toBeNull(); // Word 6
    expect(await detectFileType(minimalDoc(wordDocumentStream(200, 0xeca5)))).toBeNull(); // big-endian
    expect(await detectFileType(minimalDoc(new Uint8Array(4096)))).toBeNull();
  });

  it("refuses a truncated container", async () => {
    const doc = minimalDoc();
    expect(await detectFileType(doc.subarray(0, 512))).toBeNull();
    expect(await detectFileType(doc.subarray(0, doc.byteLength / 2))).toBeNull();
  });

  it("refuses the bare OLE2 signature", async () => {
    expect(await detectFileType(minimalDoc().subarray(0, 8))).toBeNull();
    expect(
      await detectFileType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])),
    ).toBeNull();
  });

  it("refuses, without following them forever, a container whose sector chains or directory tree loop", async () => {
    // A sibling that is its own sibling: a tree walk that does not remember where it has been spins.
    const tree = compoundFile({ Workbook: new Uint8Array(4096) });
    const workbook = directoryEntry(tree, "Workbook");
    new DataView(tree.buffer).setUint32(workbook.at + 68, workbook.id, true);
    expect(await detectFileType(tree)).toBeNull();

    // The directory's own sector chain points back at itself.
    const directory = compoundFile({ Workbook: new Uint8Array(4096) });
    const start = new DataView(directory.buffer).getUint32(48, true);
    setFatEntry(directory, start, start);
    expect(await detectFileType(directory)).toBeNull();

    // A WordDocument starting in the middle of a chain that loops (SheetJS cfb 1.2.2's CFB.read
    // runs out of memory on this one).
    const chain = minimalDoc(wordDocumentStream(8192));
    const word = directoryEntry(chain, "WordDocument").at;
    const first = new DataView(chain.buffer).getUint32(word + 116, true);
    setFatEntry(chain, first + 15, first + 1);
    new DataView(chain.buffer).setUint32(word + 116, first + 1, true);
    expect(await detectFileType(chain)).toBeNull();
  });
});

describe("servedFileName", () => {
  it.each([
    ["cv.html", "application/pdf", "cv.pdf"],
    ["cv.pdf", "application/pdf", "cv.pdf"],
    ["photo.jpeg", "image/jpeg", "photo.jpeg"],
    ["scan.PNG", "image/png", "scan.PNG"],
    ["बायोडाटा.exe", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "बायोडाटा.docx"],
    ["noextension", "application/pdf", "noextension.pdf"],
    [".pdf", "image/png", ".pdf.png"],
    ["data.csv", "text/csv", "data.csv"],
  ])("%s stored as %s is served as %s", (name, type, served) => {
    expect(servedFileName(name, type)).toBe(served);
  });
});
