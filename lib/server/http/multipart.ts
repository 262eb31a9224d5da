import "server-only";

import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

import busboy from "busboy";

import { ApiError } from "@/lib/server/http/api";

// Streaming multipart/form-data parser with hard limits: a file over `maxFileBytes` is cut off
// and the request refused with 413 while streaming, so an oversize or endless body is never
// buffered whole. Total size is bounded by maxFiles × maxFileBytes + field limits, or, where
// oversize files are skipped, by SKIP_MODE_MAX_BODY_BYTES.

export type UploadedFile = { field: string; filename: string; declaredType: string; data: Buffer };
/** A file left out because it was larger than maxFileBytes (only with oversizeFiles: "skip"). */
export type SkippedFile = { field: string; filename: string; reason: "too_large" };
export type Multipart = { fields: Record<string, string>; files: UploadedFile[]; skipped: SkippedFile[] };

export type MultipartLimits = {
  maxFileBytes: number;
  maxFiles: number;
  /** Message for 413 when one file is larger than maxFileBytes. */
  tooLargeMessage: string;
  /** Message for 413 when more than maxFiles files are sent. */
  tooManyFilesMessage?: string;
  maxFields?: number;
  maxFieldBytes?: number;
  /**
   * "reject" (default): one oversize file refuses the whole request with 413.
   * "skip": an oversize file is dropped (its bytes discarded while streaming) and listed in
   * `skipped`, so a multi-file upload can report per-file results.
   */
  oversizeFiles?: "reject" | "skip";
};

/**
 * The most a body may declare or send when oversize files are skipped. Such a file is read to its
 * end with its bytes discarded, so a 60 MB scan next to a 1 MB PDF is a 61 MB body that must still
 * be read for the PDF to be stored and the scan reported; the per-file ceiling cannot bound it.
 * This one still refuses a runaway body: at once when its Content-Length says so, else when that
 * many bytes have arrived.
 */
export const SKIP_MODE_MAX_BODY_BYTES = 200 * 1024 * 1024;

export async function parseMultipart(req: Request, limits: MultipartLimits): Promise<Multipart> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError("unsupported_media_type", "Expected a multipart/form-data upload.");
  }
  const maxFields = limits.maxFields ?? 50;
  const maxFieldBytes = limits.maxFieldBytes ?? 20_000;
  const skip = limits.oversizeFiles === "skip";
  const declared = Number(req.headers.get("content-length") ?? "0");
  const kept = limits.maxFiles * (limits.maxFileBytes + 16_384) + maxFields * maxFieldBytes;
  const ceiling = skip ? Math.max(kept, SKIP_MODE_MAX_BODY_BYTES) : kept;
  if (declared > ceiling) throw new ApiError("payload_too_large", limits.tooLargeMessage);
  if (!req.body) throw new ApiError("bad_request", "The upload is empty.");

  return new Promise<Multipart>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        // Browsers send file names as raw UTF-8; busboy's default (latin1) would garble "जून.pdf".
        defParamCharset: "utf8",
        // busboy flags a file as over the limit when it reaches fileSize bytes, so allow one more:
        // a file of exactly maxFileBytes is accepted.
        limits: {
          fileSize: limits.maxFileBytes + 1,
          files: limits.maxFiles,
          fields: maxFields,
          fieldSize: maxFieldBytes,
        },
      });
    } catch {
      reject(new ApiError("bad_request", "The upload could not be read."));
      return;
    }
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    const skipped: SkippedFile[] = [];
    let failed: ApiError | null = null;
    const fail = (error: ApiError) => {
      if (failed) return;
      failed = error;
      // Stop parsing but keep draining what the client still sends, so the 4xx can be delivered.
      source.unpipe(parser);
      source.resume();
      reject(error);
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) fail(new ApiError("payload_too_large", `The field ${name} is too long.`));
      // A browser sends a textarea's line breaks as CRLF; the field's value (and every limit the form
      // counted against) has one character per break.
      else fields[name] = value.replace(/\r\n?/g, "\n");
    });
    parser.on("file", (field, stream, info) => {
      let chunks: Buffer[] = [];
      let oversize = false;
      stream.on("data", (chunk: Buffer) => {
        if (!failed && !oversize) chunks.push(chunk);
      });
      stream.on("limit", () => {
        if (!skip) return fail(new ApiError("payload_too_large", limits.tooLargeMessage));
        oversize = true;
        chunks = [];
      });
      // A body that ends inside this file (client gone, connection cut) errors the file stream.
      // Without this listener that error is an uncaughtException; with it the request gets 400
      // and the partial file is dropped, never stored.
      stream.on("error", () => {
        chunks = [];
        fail(new ApiError("bad_request", "The upload was cut off before it finished. Please try again."));
      });
      stream.on("close", () => {
        if (failed || !info.filename) return;
        if (oversize) skipped.push({ field, filename: info.filename, reason: "too_large" });
        else files.push({ field, filename: info.filename, declaredType: info.mimeType, data: Buffer.concat(chunks) });
      });
    });
    parser.on("filesLimit", () =>
      fail(new ApiError("payload_too_large", limits.tooManyFilesMessage ?? "Too many files in one upload.")),
    );
    parser.on("fieldsLimit", () => fail(new ApiError("payload_too_large", "Too many form fields.")));
    parser.on("error", () => fail(new ApiError("bad_request", "The upload could not be read.")));
    parser.on("close", () => {
      if (!failed) resolve({ fields, files, skipped });
    });

    const source = Readable.fromWeb(req.body as unknown as NodeReadableStream<Uint8Array>);
    source.on("error", () => fail(new ApiError("bad_request", "The upload was interrupted.")));
    if (skip) {
      // A body without a Content-Length (or with a false one) is counted as it arrives: skipped
      // files are discarded, so nothing else would stop an endless one.
      let received = 0;
      source.on("data", (chunk: Buffer) => {
        received += chunk.byteLength;
        if (received > ceiling) fail(new ApiError("payload_too_large", limits.tooLargeMessage));
      });
    }
    source.pipe(parser);
  });
}
