import "server-only";

import { strToU8, zipSync, type Zippable } from "fflate";

import { istDateKey } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { employeeDto, type EmployeeRow, employeeSelect } from "@/lib/server/employees/dto";
import { EMPLOYEE_NOT_FOUND } from "@/lib/server/employees/records";
import { ApiError } from "@/lib/server/http/api";
import { servedFileName } from "@/lib/server/http/file-response";
import { type Actor, audit } from "@/lib/server/platform/audit";
import { decryptField } from "@/lib/server/platform/crypto";
import { readFile, zipEntryName } from "@/lib/server/platform/storage";
import { DOCUMENT_TYPE_LABELS } from "@/lib/validation/documents";

// An employee asks the admin for their data (DPDP Act 2023, s. 11): one ZIP of employee.json (the
// record, Aadhaar, PAN and account number in full) and every document's file, plus the profile
// photo. Audited like a reveal: who exported whose record, with counts.

export async function exportEmployeeData(actor: Actor, id: string, ip?: string, now = new Date()) {
  const row = await db.employee.findUnique({
    where: { id },
    select: {
      ...employeeSelect,
      aadhaarEncrypted: true,
      panEncrypted: true,
      accountNumberEncrypted: true,
      documents: {
        select: { id: true, name: true, documentType: true, description: true, createdAt: true, fileId: true },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  if (!row) throw new ApiError("not_found", EMPLOYEE_NOT_FOUND);

  const entries: Zippable = {};
  const used = new Set<string>();
  const place = async (folder: string, fileId: string, name: string) => {
    const file = await readFile(db, fileId);
    if (!file) return null;
    // Named with the extension of the type the bytes were found to be, as downloads are: a PDF
    // uploaded as "cv.html" must not open as a web page from the unpacked folder.
    const entry = zipEntryName(servedFileName(name, file.contentType));
    let path = `${folder}/${entry}`;
    for (let n = 2; used.has(path); n++) path = `${folder}/${n}-${entry}`;
    used.add(path);
    entries[path] = [new Uint8Array(file.data), { level: 0 }];
    return path;
  };

  const documents = [];
  for (const doc of row.documents) {
    documents.push({
      name: doc.name,
      documentType: DOCUMENT_TYPE_LABELS[doc.documentType],
      description: doc.description,
      uploadedAt: doc.createdAt.toISOString(),
      path: await place("documents", doc.fileId, doc.name),
    });
  }
  const photo = row.profilePhotoFileId ? await place("photo", row.profilePhotoFileId, "profile-photo") : null;
  const employee = {
    ...employeeDto(row as EmployeeRow),
    aadhar: row.aadhaarEncrypted ? decryptField(row.aadhaarEncrypted) : null,
    panCard: row.panEncrypted ? decryptField(row.panEncrypted) : null,
    accountNumber: decryptField(row.accountNumberEncrypted),
    profilePicture: photo,
  };
  entries["employee.json"] = strToU8(JSON.stringify({ exportedAt: now.toISOString(), employee, documents }, null, 2));
  await audit(db, actor, {
    action: "employee.data_export",
    entityType: "Employee",
    entityId: id,
    data: { fields: ["aadhar", "panCard", "accountNumber"], documents: documents.length, photo: Boolean(photo) },
    ip,
  });
  const day = istDateKey(now);
  return { zip: zipSync(entries), fileName: `employee-${row.referenceId.replace(/[^A-Za-z0-9_-]/g, "")}-${day}.zip` };
}
