// Two admins acting on one employee or hire at the same moment (lib/testing/concurrency: on
// PostgreSQL the second really runs into the first one's open transaction).
import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { completeDraft, dismissDraft } from "@/lib/server/employees/drafts";
import { createEmployee, deleteEmployee } from "@/lib/server/employees/records";
import { ApiError } from "@/lib/server/http/api";
import { storeFile } from "@/lib/server/platform/storage";
import { aMoment, heldOpen } from "@/lib/testing/concurrency";
import { employeeInput, makeEmployee } from "@/lib/testing/employee-fixtures";
import { createUser } from "@/lib/testing/fixtures";
import { makeDraft } from "@/lib/testing/hire";
import { employeeCreateSchema } from "@/lib/validation/employees";

describe("at the same moment", () => {
  it("deleting an employee while their upload is still saving leaves no file stored", async () => {
    const admin = await createUser({ role: "Admin" });
    const { employee } = await makeEmployee();
    // An upload holds the employee (as uploadDocuments does) while it stores a document.
    const upload = heldOpen(async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM "Employee" WHERE "id" = ${employee.id} FOR SHARE`;
      const file = await storeFile(tx, {
        kind: "EmployeeDocument",
        fileName: "late.pdf",
        contentType: "application/pdf",
        data: Buffer.from("%PDF-1.4 late"),
      });
      await tx.employeeDocument.create({
        data: { employeeId: employee.id, fileId: file.id, name: "late.pdf", documentType: "Resume" },
      });
      return file.id;
    });
    await upload.ready;
    const deletion = deleteEmployee({ id: admin.id, role: "Admin" }, employee.id);
    await aMoment();
    upload.commit();
    const fileId = await upload.done;
    await deletion;
    expect(await db.employee.findUnique({ where: { id: employee.id } })).toBeNull();
    expect(await db.storedFile.findUnique({ where: { id: fileId } })).toBeNull();
  });

  it("dismissing a hire that is being completed is a 404, and the new employee keeps the resume", async () => {
    const admin = await createUser({ role: "Admin" });
    const actor = { id: admin.id, role: "Admin" as const };
    const { draft } = await makeDraft();
    const { employee } = await makeEmployee();
    const completion = heldOpen((tx) => completeDraft(tx, actor, draft.id, employee.id));
    await completion.ready;
    const dismissal = dismissDraft(actor, draft.id);
    const refused = expect(dismissal).rejects.toMatchObject({ code: "not_found" });
    await aMoment();
    completion.commit();
    await completion.done;
    await refused;
    await expect(dismissal).rejects.toBeInstanceOf(ApiError);
    expect(await db.employeeDraft.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({
      employeeId: employee.id,
    });
    const resume = await db.employeeDocument.findFirstOrThrow({
      where: { employeeId: employee.id, documentType: "Resume" },
    });
    expect(resume.fileId).toBe(draft.resumeFileId);
  });

  it("two admins saving the same Reference ID: one is created, the other told which field", async () => {
    const admin = await createUser({ role: "Admin" });
    const actor = { id: admin.id, role: "Admin" as const };
    const referenceId = `EMPRACE${Date.now() % 100000}`;
    const inputs = [employeeInput({ referenceId }), employeeInput({ referenceId })];
    const outcomes = await Promise.allSettled(
      inputs.map((input) => createEmployee(actor, employeeCreateSchema.parse(input), null)),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((o) => o.status === "rejected")!.reason;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: "conflict", errors: { referenceId: "Reference ID already exists" } });
    expect(await db.employee.count({ where: { referenceId } })).toBe(1);
  });
});
