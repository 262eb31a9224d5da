import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { cleanFileName, readFile, storeFile, zipEntryName } from "@/lib/server/platform/storage";

const bytes = new TextEncoder().encode("%PDF-1.4 test");

describe("file storage", () => {
  it("stores bytes with size and checksum, readable by id", async () => {
    const { id } = await db.$transaction((tx) =>
      storeFile(tx, {
        kind: "Resume",
        fileName: "C:\\Users\\me\\My CV.pdf",
        contentType: "application/pdf",
        data: bytes,
      }),
    );
    const file = await readFile(db, id);
    expect(file?.fileName).toBe("My CV.pdf");
    expect(file?.size).toBe(bytes.byteLength);
    expect(Buffer.from(file!.data).equals(Buffer.from(bytes))).toBe(true);
    expect(file?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("writes nothing when the owning transaction rolls back", async () => {
    const before = await db.storedFile.count();
    await expect(
      db.$transaction(async (tx) => {
        await storeFile(tx, { kind: "Resume", fileName: "cv.pdf", contentType: "application/pdf", data: bytes });
        throw new Error("the application insert failed");
      }),
    ).rejects.toThrow("the application insert failed");
    expect(await db.storedFile.count()).toBe(before);
  });

  it("does not return file bytes unless asked", async () => {
    const { id } = await db.$transaction((tx) =>
      storeFile(tx, { kind: "GovPhoto", fileName: "photo.png", contentType: "image/png", data: bytes }),
    );
    const row = await db.storedFile.findUnique({ where: { id } });
    expect(row).not.toHaveProperty("data");
  });

  it("cleans names for headers", () => {
    expect(cleanFileName('../../etc/pa"ss\nwd')).toBe("passwd");
    expect(cleanFileName("")).toBe("file");
    // A long name is cut by whole characters, keeping its extension.
    const long = cleanFileName(`${"a".repeat(199)}😀 résumé.pdf`);
    expect(long.isWellFormed()).toBe(true);
    expect(long).toBe(`${"a".repeat(196)}.pdf`);
    expect(Array.from(cleanFileName(`${"क".repeat(150)}😀😀😀${"ख".repeat(100)}`))).toHaveLength(200);
    expect(cleanFileName(`${"क".repeat(150)}😀😀😀${"ख".repeat(100)}`).isWellFormed()).toBe(true);
    // A family emoji (three joined by zero-width joiners) goes whole, not as a lone man.
    expect(cleanFileName(`${"a".repeat(195)}👨\u200d👩\u200d👧.pdf`)).toBe(`${"a".repeat(195)}.pdf`);
    // One grapheme longer than the limit is still cut to a name, never to nothing.
    const marks = cleanFileName(`a${"\u0301".repeat(300)}.pdf`);
    expect([Array.from(marks).length, marks.endsWith(".pdf"), marks.startsWith("a")]).toEqual([200, true, true]);
  });

  it("drops direction controls, which make a name read as another in the console", () => {
    expect(cleanFileName("CV\u202excod.pdf")).toBe("CVxcod.pdf");
    expect(cleanFileName("resume\u2067fdp.exe\u2069.pdf")).toBe("resumefdp.exe.pdf");
  });

  it("names ZIP entries that cannot climb out of their folder", () => {
    expect(zipEntryName("..")).toBe("file");
    expect(zipEntryName("../..\\.hidden.pdf")).toBe("hidden.pdf");
    expect(zipEntryName("Nisha CV.pdf")).toBe("Nisha CV.pdf");
  });
});
