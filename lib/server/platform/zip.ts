import "server-only";

import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";

import { currentRequestId, runWithRequestContext } from "@/lib/server/http/request-context";
import { log } from "@/lib/server/platform/log";

// ZIP downloads, streamed: an entry's bytes are fetched only when the client has taken the
// previous entry's, so memory holds about one file at a time whatever the archive's total (a ZIP
// built whole held every file two or three times over). The entries are written with a data
// descriptor (sizes and CRC after the bytes) and the central directory last: a download cut off
// part-way has no central directory and does not open as a complete archive.

export type ZipEntry = {
  path: string;
  /** The bytes, fetched when the reader gets to this entry; null leaves it out (a file deleted meanwhile). */
  read: () => Promise<Uint8Array | string | null>;
  /** Deflated (text such as JSON); without it stored as is: stored files (JPEG, PDF) are compressed already. */
  deflate?: boolean;
};

export type ZipExport = {
  /** Names the log lines: "<name>.done" with the entry count and bytes, "<name>.failed". */
  name: string;
  /** In archive order; an entry's read() may use what the earlier ones found. */
  entries: ZipEntry[];
};

/** The ZIP body: each pull reads the next entry (one file), hands over its bytes, and stops. */
export function zipStream({ name, entries }: ZipExport): ReadableStream<Uint8Array> {
  // The pulls run when the client reads, outside the handler: their log lines keep its request id.
  const requestId = currentRequestId();
  const within = <T>(fn: () => Promise<T>) => (requestId ? runWithRequestContext({ requestId }, fn) : fn());
  const ready: Uint8Array[] = [];
  let finished = false;
  // fflate calls back synchronously for stored and (non-async) deflated entries, from add(), push() and end().
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error;
    ready.push(chunk);
    if (final) finished = true;
  });
  let next = 0;
  let written = 0;
  let bytes = 0;

  /** Reads entries until the archive has bytes to hand over, or is complete. */
  async function fill() {
    while (ready.length === 0 && !finished) {
      if (next === entries.length) {
        zip.end();
        continue;
      }
      const entry = entries[next++];
      const data = await entry.read();
      if (data === null) continue;
      const file = entry.deflate ? new ZipDeflate(entry.path, { level: 6 }) : new ZipPassThrough(entry.path);
      zip.add(file);
      file.push(typeof data === "string" ? strToU8(data) : data, true);
      written++;
    }
  }

  return new ReadableStream<Uint8Array>(
    {
      pull: (controller) =>
        within(async () => {
          try {
            await fill();
            for (const chunk of ready.splice(0)) {
              bytes += chunk.byteLength;
              controller.enqueue(chunk);
            }
            if (finished) {
              log.info(`${name}.done`, { entries: written, bytes });
              controller.close();
            }
          } catch (error) {
            // The client sees a broken download (no central directory); the log says where and why.
            zip.terminate();
            log.error(`${name}.failed`, {
              entries: written,
              bytes,
              error: error instanceof Error ? error.message : String(error),
            });
            controller.error(error);
          }
        }),
      cancel: () => zip.terminate(),
    },
    // Nothing is read ahead of the client: the first entry is fetched on its first read.
    { highWaterMark: 0 },
  );
}

/**
 * The download of a streamed ZIP: an attachment, never stored. Streamed one stored file at a time,
 * so its length is not known ahead: no Content-Length.
 */
export function zipResponse({ stream, fileName }: { stream: ReadableStream<Uint8Array>; fileName: string }): Response {
  return new Response(stream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
