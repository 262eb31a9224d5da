import { describe, expect, it } from "vitest";

import { servedFileName } from "@/lib/server/http/file-response";
import { DOCX_LIMITS, detectFileType } from "@/lib/server/platform/file-type";
import { DOCX_CONTENT_TYPES as contentTypes, documentXml as wordXml, minimalDocx, zip } from "@/lib/testing/docx";

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
