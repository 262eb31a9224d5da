import "server-only";

import { istDateKey } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { employeeDto, type EmployeeRow, employeeSelect } from "@/lib/server/employees/dto";
import { EMPLOYEE_NOT_FOUND } from "@/lib/server/employees/records";
import { ApiError } from "@/lib/server/http/api";
import { servedFileName } from "@/lib/server/http/file-response";
import { type Actor, audit } from "@/lib/server/platform/audit";
import { decryptField } from "@/lib/server/platform/crypto";
import { readFile, zipEntryName } from "@/lib/server/platform/storage";
import { type ZipEntry, zipStream } from "@/lib/server/platform/zip";
import { DOCUMENT_TYPE_LABELS } from "@/lib/validation/documents";

// An employee asks the admin for their data (DPDP Act 2023, s. 11): one ZIP of employee.json (the
// record, Aadhaar, PAN and account number in full) and every document's file, plus the profile
// photo. Audited like a reveal: who exported whose record, with counts. The ZIP is streamed: the
// files first, one read at a time as the client takes the bytes, then employee.json with the path of
// each file that was written.

/** Generous (a hundred documents at the 10 MB upload limit): a bound on one download's database reads. */
export const EMPLOYEE_EXPORT_MAX_BYTES = 1024 * 1024 * 1024;
export const EMPLOYEE_EXPORT_TOO_LARGE =
  "This employee's files are too large to download together (more than 1 GB). Please download the documents one by one.";

const fileMeta = { select: { contentType: true, size: true } } as const;

export async function exportEmployeeData(actor: Actor, id: string, ip?: string, now = new Date()) {
  const row = await db.employee.findUnique({
    where: { id },
    select: {
      ...employeeSelect,
      aadhaarEncrypted: true,
      panEncrypted: true,
      accountNumberEncrypted: true,
      documents: {
        select: {
          id: true,
          name: true,
          documentType: true,
          description: true,
          createdAt: true,
          fileId: true,
          file: fileMeta,
        },
        orderBy: { createdAt: "asc" },
      },
      profilePhoto: fileMeta,
    },
  });
  if (!row) throw new ApiError("not_found", EMPLOYEE_NOT_FOUND);

  // Named with the extension of the type the bytes were found to be, as downloads are: a PDF
  // uploaded as "cv.html" must not open as a web page from the unpacked folder.
  const entries: ZipEntry[] = [];
  /** Paths of the files written so far: one deleted meanwhile is left out, and its path is null. */
  const written = new Set<string>();
  const used = new Set<string>();
  const place = (folder: string, fileId: string, name: string, contentType: string) => {
    const entry = zipEntryName(servedFileName(name, contentType));
    let path = `${folder}/${entry}`;
    for (let n = 2; used.has(path); n++) path = `${folder}/${n}-${entry}`;
    used.add(path);
    entries.push({
      path,
      read: async () => {
        const file = await readFile(db, fileId);
        if (file) written.add(path);
        return file?.data ?? null;
      },
    });
    return path;
  };
  const pathIfWritten = (path: string | null) => (path && written.has(path) ? path : null);

  const documents = row.documents.map((doc) => ({
    name: doc.name,
    documentType: DOCUMENT_TYPE_LABELS[doc.documentType],
    description: doc.description,
    uploadedAt: doc.createdAt.toISOString(),
    path: place("documents", doc.fileId, doc.name, doc.file.contentType),
  }));
  const photo =
    row.profilePhotoFileId && row.profilePhoto
      ? place("photo", row.profilePhotoFileId, "profile-photo", row.profilePhoto.contentType)
      : null;
  const total = row.documents.reduce((sum, doc) => sum + doc.file.size, row.profilePhoto?.size ?? 0);
  if (total > EMPLOYEE_EXPORT_MAX_BYTES) throw new ApiError("conflict", EMPLOYEE_EXPORT_TOO_LARGE);

  const employee = {
    ...employeeDto(row as EmployeeRow),
    aadhar: row.aadhaarEncrypted ? decryptField(row.aadhaarEncrypted) : null,
    panCard: row.panEncrypted ? decryptField(row.panEncrypted) : null,
    accountNumber: decryptField(row.accountNumberEncrypted),
  };
  // Last, once the files are in: it names only those that were written.
  entries.push({
    path: "employee.json",
    deflate: true,
    read: async () =>
      JSON.stringify(
        {
          exportedAt: now.toISOString(),
          employee: { ...employee, profilePicture: pathIfWritten(photo) },
          documents: documents.map((doc) => ({ ...doc, path: pathIfWritten(doc.path) })),
        },
        null,
        2,
      ),
  });
  await audit(db, actor, {
    action: "employee.data_export",
    entityType: "Employee",
    entityId: id,
    data: { fields: ["aadhar", "panCard", "accountNumber"], documents: documents.length, photo: Boolean(photo) },
    ip,
  });
  const day = istDateKey(now);
  return {
    stream: zipStream({ name: "employee.data_export", entries }),
    fileName: `employee-${row.referenceId.replace(/[^A-Za-z0-9_-]/g, "")}-${day}.zip`,
  };
}
