import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/server/http/api";
import { detectFileType } from "@/lib/server/platform/file-type";
import { parseMultipart, SKIP_MODE_MAX_BODY_BYTES } from "@/lib/server/http/multipart";
import { PNG } from "@/lib/testing/gov";

function upload(parts: { name: string; value: string | Blob; filename?: string }[]) {
  const form = new FormData();
  for (const p of parts) {
    if (typeof p.value === "string") form.append(p.name, p.value);
    else form.append(p.name, p.value, p.filename);
  }
  return new Request("http://127.0.0.1/api/upload", { method: "POST", body: form });
}

const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n");

describe("parseMultipart", () => {
  it("returns fields and files", async () => {
    const req = upload([
      { name: "fullName", value: "Asha Devi" },
      { name: "resume", value: new Blob([pdf], { type: "application/pdf" }), filename: "cv.pdf" },
    ]);
    const { fields, files } = await parseMultipart(req, {
      maxFileBytes: 1024,
      maxFiles: 1,
      tooLargeMessage: "too big",
    });
    expect(fields.fullName).toBe("Asha Devi");
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ field: "resume", filename: "cv.pdf" });
    expect(Buffer.compare(files[0].data, Buffer.from(pdf))).toBe(0);
  });

  it("gives a textarea's line breaks back as one character each (a browser sends them as CRLF)", async () => {
    // FormData serialises "\n" as CRLF on the wire, as a browser's form submission does.
    const req = upload([{ name: "presentAddress", value: "12 MG Road\nIndore\r\nMadhya Pradesh" }]);
    const { fields } = await parseMultipart(req, { maxFileBytes: 1024, maxFiles: 1, tooLargeMessage: "too big" });
    expect(fields.presentAddress).toBe("12 MG Road\nIndore\nMadhya Pradesh");
  });

  it("refuses a file over the limit with 413 and the given message", async () => {
    const req = upload([{ name: "resume", value: new Blob([new Uint8Array(5000)]), filename: "big.pdf" }]);
    const error = await parseMultipart(req, {
      maxFileBytes: 1024,
      maxFiles: 1,
      tooLargeMessage: "File size must be less than 5MB",
    }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(413);
    expect(error.message).toBe("File size must be less than 5MB");
  });

  it("accepts a file of exactly maxFileBytes and refuses one byte more", async () => {
    const limits = { maxFileBytes: 1024, maxFiles: 1, tooLargeMessage: "too big" };
    const exact = upload([{ name: "resume", value: new Blob([new Uint8Array(1024)]), filename: "a.pdf" }]);
    expect((await parseMultipart(exact, limits)).files[0].data.byteLength).toBe(1024);
    const over = upload([{ name: "resume", value: new Blob([new Uint8Array(1025)]), filename: "b.pdf" }]);
    expect((await parseMultipart(over, limits).catch((e) => e)).status).toBe(413);
  });

  it("keeps non-ASCII file names intact", async () => {
    const req = upload([{ name: "resume", value: new Blob([pdf]), filename: "बायोडाटा जून.pdf" }]);
    const { files } = await parseMultipart(req, { maxFileBytes: 1024, maxFiles: 1, tooLargeMessage: "too big" });
    expect(files[0].filename).toBe("बायोडाटा जून.pdf");
  });

  it("accepts a file of exactly maxFileBytes", async () => {
    const req = upload([{ name: "resume", value: new Blob([new Uint8Array(1024)]), filename: "exact.pdf" }]);
    const { files } = await parseMultipart(req, { maxFileBytes: 1024, maxFiles: 1, tooLargeMessage: "too big" });
    expect(files[0].data.length).toBe(1024);
  });

  it("with oversizeFiles 'skip', drops an oversize file, lists it, and keeps the others", async () => {
    const req = upload([
      { name: "documents", value: new Blob([new Uint8Array(5000)]), filename: "big.pdf" },
      { name: "documents", value: new Blob([pdf]), filename: "small.pdf" },
    ]);
    const result = await parseMultipart(req, {
      maxFileBytes: 1024,
      maxFiles: 5,
      tooLargeMessage: "too big",
      oversizeFiles: "skip",
    });
    expect(result.files.map((f) => f.filename)).toEqual(["small.pdf"]);
    expect(result.skipped).toEqual([{ field: "documents", filename: "big.pdf", reason: "too_large" }]);
  });

  it("refuses too many files", async () => {
    const blob = () => new Blob([pdf]);
    const req = upload([1, 2, 3].map((i) => ({ name: "documents", value: blob(), filename: `${i}.pdf` })));
    const error = await parseMultipart(req, {
      maxFileBytes: 1024,
      maxFiles: 2,
      tooLargeMessage: "x",
      tooManyFilesMessage: "max 2",
    }).catch((e) => e);
    expect(error.status).toBe(413);
    expect(error.message).toBe("max 2");
  });

  it("refuses a body that is not multipart with 415", async () => {
    const req = new Request("http://127.0.0.1/", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    const error = await parseMultipart(req, { maxFileBytes: 10, maxFiles: 1, tooLargeMessage: "x" }).catch((e) => e);
    expect(error.status).toBe(415);
  });
});

describe("detectFileType", () => {
  it("recognises real formats by their bytes and refuses a renamed executable", async () => {
    expect((await detectFileType(pdf))?.ext).toBe("pdf");
    expect((await detectFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])))?.ext).toBe("jpg");
    expect((await detectFileType(PNG))?.ext).toBe("png");
    expect(
      await detectFileType(new TextEncoder().encode("MZ\x90\x00 this program cannot be run in DOS mode")),
    ).toBeNull();
    expect(await detectFileType(new TextEncoder().encode("just some text"))).toBeNull();
  });
});

describe("parseMultipart on a cut-off upload", () => {
  // A client that drops the connection mid-file: the body ends inside a file part, with no
  // closing boundary. Busboy's file stream then emits "error"; unhandled, that is an
  // uncaughtException in the server process.
  function truncated(extra: { abort?: boolean } = {}) {
    const boundary = "----cutoff";
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAsha\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4 partial bytes`;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        if (extra.abort) controller.error(new Error("socket hang up"));
        else controller.close();
      },
    });
    return new Request("http://127.0.0.1/api/upload", {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
  }

  const limits = { maxFileBytes: 1024, maxFiles: 1, tooLargeMessage: "too big" };

  it("answers 400 for a body that ends inside a file, and raises nothing uncaught", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.on("uncaughtException", onUncaught);
    try {
      const error = await parseMultipart(truncated(), limits).catch((e) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(400);
      await new Promise((r) => setTimeout(r, 20));
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });

  it("answers 400 when the connection breaks mid-file", async () => {
    const error = await parseMultipart(truncated({ abort: true }), limits).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
  });
});

describe("parseMultipart and the body's length", () => {
  const MB = 1024 * 1024;
  // Two files of at most 1 KB: a body declaring more than about 1 MB cannot be only these.
  const limits = { maxFileBytes: 1024, maxFiles: 2, tooLargeMessage: "too big" };

  /** The request a browser sends: the encoded form with its real Content-Length. */
  async function withLength(form: FormData, contentLength?: number) {
    const encoded = new Response(form);
    const body = new Uint8Array(await encoded.arrayBuffer());
    const headers = {
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(contentLength ?? body.byteLength),
    };
    return new Request("http://127.0.0.1/api/upload", { method: "POST", body, headers });
  }

  function twoFiles() {
    const form = new FormData();
    form.append("documents", new Blob([pdf]), "small.pdf");
    form.append("documents", new Blob([new Uint8Array(2 * MB)]), "scan.pdf");
    return form;
  }

  it("refuses at once a body declared larger than its files could be, when oversize files are refused", async () => {
    const error = await parseMultipart(await withLength(twoFiles()), limits).catch((e) => e);
    expect(error.status).toBe(413);
    expect(error.message).toBe("too big");
  });

  it("reads a declared body larger than the files' limits when oversize files are skipped, keeping the small file", async () => {
    const req = await withLength(twoFiles());
    expect(Number(req.headers.get("content-length"))).toBeGreaterThan(2 * MB);
    const result = await parseMultipart(req, { ...limits, oversizeFiles: "skip" });
    expect(result.files.map((f) => f.filename)).toEqual(["small.pdf"]);
    expect(result.skipped).toEqual([{ field: "documents", filename: "scan.pdf", reason: "too_large" }]);
  });

  it("still refuses at once, in skip mode, a body declared larger than SKIP_MODE_MAX_BODY_BYTES", async () => {
    const form = new FormData();
    form.append("documents", new Blob([pdf]), "small.pdf");
    const req = await withLength(form, SKIP_MODE_MAX_BODY_BYTES + 1);
    const error = await parseMultipart(req, { ...limits, oversizeFiles: "skip" }).catch((e) => e);
    expect(error.status).toBe(413);
    expect(error.message).toBe("too big");
  });

  it("refuses, in skip mode, a body without a length once more than SKIP_MODE_MAX_BODY_BYTES have arrived", async () => {
    const boundary = "----runaway";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="endless.pdf"\r\n\r\n`;
    const chunk = new Uint8Array(MB);
    let sent = 0;
    // Ends 16 MB past the limit (with its closing boundary), so that the drain after the refusal ends.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
      },
      pull(controller) {
        if (sent > SKIP_MODE_MAX_BODY_BYTES + 16 * MB) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const req = new Request("http://127.0.0.1/api/upload", {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    let sentWhenRefused = 0;
    const error = await parseMultipart(req, { ...limits, oversizeFiles: "skip" }).catch((e) => {
      sentWhenRefused = sent;
      return e;
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(413);
    // Refused as the limit was passed, not after the client had finished sending.
    expect(sentWhenRefused).toBeGreaterThan(SKIP_MODE_MAX_BODY_BYTES);
    expect(sentWhenRefused).toBeLessThan(SKIP_MODE_MAX_BODY_BYTES + 16 * MB);
  });
});
