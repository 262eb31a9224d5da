// GET /api/employees/{id}/export: an employee's own data, asked of the admin (DPDP Act 2023): the
// record with Aadhaar, PAN and account number in full and every document's bytes; Admin only, audited.
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";

import { GET } from "@/app/api/employees/[id]/export/route";
import type { Role } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db/client";
import { minimalPdf } from "@/lib/server/db/seed/pdf";
import { storeFile } from "@/lib/server/platform/storage";
import { bearer, makeEmployee, validAadhaar } from "@/lib/testing/employee-fixtures";
import { createUser } from "@/lib/testing/fixtures";

const fx = {} as { id: string; referenceId: string; pdf: Uint8Array; admin: { id: string; name: string; role: Role } };

beforeAll(async () => {
  const { employee } = await makeEmployee({ aadhar: validAadhaar("34567890123"), panCard: "ABCDE1234F" });
  fx.id = employee.id;
  fx.referenceId = employee.referenceId;
  fx.admin = await createUser({ role: "Admin" });
  fx.pdf = minimalPdf("Offer letter");
  await db.$transaction(async (tx) => {
    const file = await storeFile(tx, {
      kind: "EmployeeDocument",
      fileName: "offer.pdf",
      contentType: "application/pdf",
      data: fx.pdf,
    });
    await tx.employeeDocument.create({
      data: { employeeId: fx.id, fileId: file.id, name: "offer.pdf", documentType: "Other", uploadedById: fx.admin.id },
    });
  });
});

async function get(id: string, headers: Record<string, string>) {
  const res = await GET(new Request(`http://127.0.0.1:3000/api/employees/${id}/export`, { headers }), {
    params: Promise.resolve({ id }),
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("GET /api/employees/{id}/export", () => {
  it("gives the admin a ZIP of the record in full and the documents, and audits it", async () => {
    const { res, bytes } = await get(fx.id, await bearer(fx.admin));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="employee-.+-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get("cache-control")).toContain("no-store");
    const zip = unzipSync(bytes);
    const data = JSON.parse(strFromU8(zip["employee.json"]));
    expect(data.employee).toMatchObject({
      id: fx.id,
      referenceId: fx.referenceId,
      aadhar: validAadhaar("34567890123"),
      panCard: "ABCDE1234F",
      accountNumber: "123456789012",
    });
    expect(data.documents).toEqual([expect.objectContaining({ name: "offer.pdf", path: "documents/offer.pdf" })]);
    expect(zip["documents/offer.pdf"]).toEqual(new Uint8Array(fx.pdf));

    const entry = await db.auditLog.findFirstOrThrow({ where: { action: "employee.data_export", entityId: fx.id } });
    expect(entry).toMatchObject({ actorId: fx.admin.id, entityType: "Employee" });
    expect(entry.data).toMatchObject({ documents: 1 });
    expect(JSON.stringify(entry.data)).not.toContain("123456789012");
  });

  it("names each file with the extension of its detected type, not the one it was uploaded with", async () => {
    const { employee } = await makeEmployee();
    await db.$transaction(async (tx) => {
      // Stored as uploads are: the content type is what the bytes were found to be.
      const file = await storeFile(tx, {
        kind: "EmployeeDocument",
        fileName: "cv.html",
        contentType: "application/pdf",
        data: minimalPdf("CV"),
      });
      await tx.employeeDocument.create({
        data: {
          employeeId: employee.id,
          fileId: file.id,
          name: "cv.html",
          documentType: "Other",
          uploadedById: fx.admin.id,
        },
      });
    });
    const zip = unzipSync((await get(employee.id, await bearer(fx.admin))).bytes);
    expect(Object.keys(zip).filter((name) => name.startsWith("documents/"))).toEqual(["documents/cv.pdf"]);
    expect(JSON.parse(strFromU8(zip["employee.json"])).documents).toEqual([
      expect.objectContaining({ name: "cv.html", path: "documents/cv.pdf" }),
    ]);
  });

  it("is 404 for an unknown id", async () => {
    expect((await get("no-such-employee", await bearer(fx.admin))).res.status).toBe(404);
  });

  it.each(["CompanyAdmin", "GovAdmin", "Employee"] as const)("refuses %s with 403", async (role) => {
    const user = await createUser({ role });
    expect((await get(fx.id, await bearer(user))).res.status).toBe(403);
  });

  it("refuses an employee their own export here (they ask the admin) and anyone signed out", async () => {
    const own = await makeEmployee();
    expect((await get(own.employee.id, await bearer(own.user))).res.status).toBe(403);
    expect((await get(fx.id, {})).res.status).toBe(401);
  });
});
