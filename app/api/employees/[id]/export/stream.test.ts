// GET /api/employees/{id}/export streams its ZIP: the documents are read from the database one at a
// time, each once the client has taken the bytes before it; a document that cannot be read part-way
// breaks the download and is logged; a file gone by the time it is read is left out (employee.json
// says so); files adding up to more than 1 GB are refused with 409 before anything is read or audited.
import { strFromU8, unzipSync } from "fflate";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { GET } from "@/app/api/employees/[id]/export/route";
import type { Role } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";
import { storeFile } from "@/lib/server/platform/storage";
import { bearer, makeEmployee } from "@/lib/testing/employee-fixtures";
import { createUser } from "@/lib/testing/fixtures";
import { readChunked } from "@/lib/testing/stream";

/** Every readFile of the export: how many body bytes the client had taken when it ran. */
const reads = vi.hoisted(() => ({ takenAt: [] as number[], taken: 0, failOn: 0, gone: "" }));

vi.mock("@/lib/server/platform/storage", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/server/platform/storage")>();
  return {
    ...real,
    readFile: async (...args: Parameters<typeof real.readFile>) => {
      reads.takenAt.push(reads.taken);
      if (reads.takenAt.length === reads.failOn) throw new Error("Connection terminated unexpectedly");
      if (args[1] === reads.gone) return null;
      return real.readFile(...args);
    },
  };
});

afterEach(() => {
  Object.assign(reads, { takenAt: [], taken: 0, failOn: 0, gone: "" });
  vi.restoreAllMocks();
});

const fx = {} as { admin: { id: string; name: string; role: Role } };

beforeAll(async () => {
  fx.admin = await createUser({ role: "Admin" });
});

/** An employee with `count` documents of `size` distinct bytes each (doc-1.pdf, doc-2.pdf, ...). */
async function employeeWithDocuments(count: number, size: number) {
  const { employee } = await makeEmployee();
  const files: { id: string; data: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    const data = new Uint8Array(size).map((_, j) => (i * 31 + j * 7) & 255);
    await db.$transaction(async (tx) => {
      const file = await storeFile(tx, {
        kind: "EmployeeDocument",
        fileName: `doc-${i + 1}.pdf`,
        contentType: "application/pdf",
        data,
      });
      await tx.employeeDocument.create({
        data: {
          employeeId: employee.id,
          fileId: file.id,
          name: `doc-${i + 1}.pdf`,
          documentType: "Other",
          uploadedById: fx.admin.id,
          // Distinct times: the export lists the documents in upload order.
          createdAt: new Date(Date.now() - (count - i) * 1000),
        },
      });
      files.push({ id: file.id, data });
    });
  }
  return { id: employee.id, files };
}

async function get(id: string) {
  return GET(new Request(`http://127.0.0.1:3000/api/employees/${id}/export`, { headers: await bearer(fx.admin) }), {
    params: Promise.resolve({ id }),
  });
}

/** Reads the body chunk by chunk, counting what the client has taken. */
const readAll = (res: Response) => readChunked(res, (bytes) => (reads.taken += bytes));

describe("GET /api/employees/{id}/export, streamed", () => {
  it("reads the documents one at a time, each after the client has taken the bytes before it", async () => {
    const SIZE = 64 * 1024;
    const { id, files } = await employeeWithDocuments(4, SIZE);
    const res = await get(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-length")).toBeNull();
    // Nothing read ahead of the client.
    expect(reads.takenAt).toEqual([]);

    const zip = unzipSync(await readAll(res));
    expect(reads.takenAt).toHaveLength(4);
    // The n-th document is read only once the client has taken the n-1 before it.
    reads.takenAt.forEach((taken, i) => expect(taken, `document ${i + 1}`).toBeGreaterThanOrEqual(i * SIZE));
    files.forEach((file, i) => expect(zip[`documents/doc-${i + 1}.pdf`]).toEqual(file.data));
    const data = JSON.parse(strFromU8(zip["employee.json"]));
    expect(data.documents.map((d: { path: string }) => d.path)).toEqual(
      files.map((_, i) => `documents/doc-${i + 1}.pdf`),
    );
  });

  it("breaks the download, and logs why, when a document cannot be read part-way", async () => {
    const { id } = await employeeWithDocuments(3, 16 * 1024);
    const failed = vi.spyOn(log, "error").mockImplementation(() => {});
    const info = vi.spyOn(log, "info");
    reads.failOn = 2;
    const res = await get(id);
    // The status was sent before the failure: the body is what tells the client.
    expect(res.status).toBe(200);
    await expect(readAll(res)).rejects.toThrow("Connection terminated unexpectedly");
    expect(reads.takenAt).toHaveLength(2);
    expect(failed).toHaveBeenCalledWith(
      "employee.data_export.failed",
      expect.objectContaining({ entries: 1, error: "Connection terminated unexpectedly" }),
    );
    expect(info.mock.calls.map(([event]) => event)).not.toContain("employee.data_export.done");
  });

  it("leaves out a file gone by the time it is read, and employee.json gives it no path", async () => {
    const { id, files } = await employeeWithDocuments(3, 1024);
    reads.gone = files[1].id;
    const zip = unzipSync(await readAll(await get(id)));
    expect(Object.keys(zip).sort()).toEqual(["documents/doc-1.pdf", "documents/doc-3.pdf", "employee.json"]);
    const data = JSON.parse(strFromU8(zip["employee.json"]));
    expect(data.documents.map((d: { path: string | null }) => d.path)).toEqual([
      "documents/doc-1.pdf",
      null,
      "documents/doc-3.pdf",
    ]);
  });

  it("refuses (409) files adding up to more than 1 GB, before reading or auditing anything", async () => {
    const { id, files } = await employeeWithDocuments(2, 1024);
    // The sizes as recorded when the files were stored (the cap adds these up, not the bytes).
    await db.storedFile.update({ where: { id: files[0].id }, data: { size: 1000 * 1024 * 1024 } });
    await db.storedFile.update({ where: { id: files[1].id }, data: { size: 25 * 1024 * 1024 } });

    const res = await get(id);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      message:
        "This employee's files are too large to download together (more than 1 GB). Please download the documents one by one.",
    });
    expect(reads.takenAt).toEqual([]);
    expect(await db.auditLog.count({ where: { action: "employee.data_export", entityId: id } })).toBe(0);
  });
});
