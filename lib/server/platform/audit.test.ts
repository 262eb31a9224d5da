import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { audit } from "@/lib/server/platform/audit";
import { createUser } from "@/lib/testing/fixtures";

describe("audit", () => {
  it("writes who, what, which record and from where, and returns the entry's id", async () => {
    const admin = await createUser({ role: "GovAdmin" });
    const [entry] = await audit(db, admin, {
      action: "gov.application.reveal",
      entityType: "GovApplication",
      entityId: "app-1",
      ip: "198.51.100.7",
      data: { fields: ["aadhaar"] },
    });
    expect(await db.auditLog.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({
      actorId: admin.id,
      actorRole: "GovAdmin",
      action: "gov.application.reveal",
      entityType: "GovApplication",
      entityId: "app-1",
      ip: "198.51.100.7",
      data: { fields: ["aadhaar"] },
    });
  });

  it("writes several entries in order, with the time the change gives them", async () => {
    const admin = await createUser({ role: "CompanyAdmin" });
    const at = new Date("2026-03-05T09:30:00Z");
    const entries = await audit(
      db,
      admin,
      ...["a", "b", "c"].map((id) => ({
        action: "company.application.status" as const,
        entityType: "CompanyApplication" as const,
        entityId: `bulk-${id}`,
        at,
      })),
    );
    const rows = await db.auditLog.findMany({ where: { id: { in: entries.map((e) => e.id) } } });
    expect(new Map(rows.map((r) => [r.id, r.entityId]))).toEqual(
      new Map(entries.map((e, i) => [e.id, `bulk-${"abc"[i]}`])),
    );
    expect(rows.every((r) => r.createdAt.getTime() === at.getTime() && r.ip === null)).toBe(true);
  });

  it("records an action without a session with no actor", async () => {
    const [entry] = await audit(db, null, { action: "staff.create", entityType: "User", entityId: "u-1" });
    expect(await db.auditLog.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({
      actorId: null,
      actorRole: null,
    });
  });

  it("commits or rolls back with the caller's transaction", async () => {
    const admin = await createUser({ role: "Admin" });
    await expect(
      db.$transaction(async (tx) => {
        await audit(tx, admin, { action: "employee.delete", entityType: "Employee", entityId: "rolled-back" });
        throw new Error("the delete failed");
      }),
    ).rejects.toThrow("the delete failed");
    expect(await db.auditLog.count({ where: { entityId: "rolled-back" } })).toBe(0);
  });
});
