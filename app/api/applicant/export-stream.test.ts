// "Download my data" streams its ZIP: the stored files are read from the database one at a time,
// each once the client has taken the bytes before it (never all at once in memory); a file that
// cannot be read part-way breaks the download and is logged; files adding up to more than 200 MB
// are refused with 409 before anything is read or audited.
import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";

import { GET as exportData } from "@/app/api/applicant/export/route";
import { db } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";
import { applicantSession } from "@/lib/testing/applicant";
import { makeApplication, makeJob } from "@/lib/testing/company-console";
import { readChunked } from "@/lib/testing/stream";

/** Every readFile of the export: how many body bytes the client had taken when it ran. */
const reads = vi.hoisted(() => ({ takenAt: [] as number[], taken: 0, failOn: 0 }));

vi.mock("@/lib/server/platform/storage", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/server/platform/storage")>();
  return {
    ...real,
    readFile: async (...args: Parameters<typeof real.readFile>) => {
      reads.takenAt.push(reads.taken);
      if (reads.takenAt.length === reads.failOn) throw new Error("Connection terminated unexpectedly");
      return real.readFile(...args);
    },
  };
});

afterEach(() => {
  Object.assign(reads, { takenAt: [], taken: 0, failOn: 0 });
  vi.restoreAllMocks();
});

let n = 0;

/** A signed-in applicant with `count` company applications, each with a distinct resume of `size` bytes. */
async function applicantWithFiles(count: number, size: number) {
  const session = await applicantSession(`export.stream.${++n}.${Date.now()}@example.in`);
  const files: { id: string; reference: string; data: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    const data = new Uint8Array(size).map((_, j) => (i * 31 + j * 7) & 255);
    const app = await makeApplication((await makeJob()).id, { email: session.applicant.email, data });
    files.push({ id: app.resumeFileId, reference: app.reference, data });
  }
  return { ...session, files };
}

const download = (headers: Record<string, string>) =>
  exportData(new Request("http://127.0.0.1:3000/api/applicant/export", { headers }), { params: Promise.resolve({}) });

/** Reads the body chunk by chunk, counting what the client has taken. */
const readAll = (res: Response) => readChunked(res, (bytes) => (reads.taken += bytes));

describe("GET /api/applicant/export, streamed", () => {
  it("reads the stored files one at a time, each after the client has taken the bytes before it", async () => {
    const SIZE = 64 * 1024;
    const { headers, files } = await applicantWithFiles(4, SIZE);
    const res = await download(headers);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-length")).toBeNull();
    // Nothing read ahead of the client.
    expect(reads.takenAt).toEqual([]);

    const zip = unzipSync(await readAll(res));
    expect(reads.takenAt).toHaveLength(4);
    // The n-th file is read only once the client has taken the n-1 files before it.
    reads.takenAt.forEach((taken, i) => expect(taken, `file ${i + 1}`).toBeGreaterThanOrEqual(i * SIZE));

    const data = JSON.parse(strFromU8(zip["applications.json"]));
    expect(data.company).toHaveLength(4);
    for (const file of files) expect(zip[`files/${file.reference}/resume.pdf`]).toEqual(file.data);
  });

  it("breaks the download, and logs why, when a file cannot be read part-way", async () => {
    const { headers } = await applicantWithFiles(3, 16 * 1024);
    const failed = vi.spyOn(log, "error").mockImplementation(() => {});
    const info = vi.spyOn(log, "info");
    reads.failOn = 2;
    const res = await download(headers);
    // The status was sent before the failure: the body is what tells the client.
    expect(res.status).toBe(200);
    await expect(readAll(res)).rejects.toThrow("Connection terminated unexpectedly");
    // Stopped there: the third file is never read, and nothing says the export completed.
    expect(reads.takenAt).toHaveLength(2);
    expect(failed).toHaveBeenCalledWith(
      "applicant.export.failed",
      expect.objectContaining({ entries: 2, error: "Connection terminated unexpectedly" }),
    );
    expect(info.mock.calls.map(([event]) => event)).not.toContain("applicant.export.done");
  });

  it("refuses (409) files adding up to more than 200 MB, before reading or auditing anything", async () => {
    const { headers, applicant, files } = await applicantWithFiles(2, 1024);
    // The sizes as recorded when the files were stored (the cap adds these up, not the bytes).
    await db.storedFile.update({ where: { id: files[0].id }, data: { size: 150 * 1024 * 1024 } });
    await db.storedFile.update({ where: { id: files[1].id }, data: { size: 51 * 1024 * 1024 } });

    const res = await download(headers);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      message:
        "Your files are too large to download together (more than 200 MB). Please contact us and we will send you your data.",
    });
    const hindi = await download({ ...headers, "accept-language": "hi" });
    expect(hindi.status).toBe(409);
    expect((await hindi.json()).message).toMatch(/200 MB से ज़्यादा/);

    expect(reads.takenAt).toEqual([]);
    expect(await db.auditLog.count({ where: { action: "applicant.export", entityId: applicant.id } })).toBe(0);
  });
});
