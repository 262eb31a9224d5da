// The data migration 20261202103000_email_without_invisibles: a government application's e-mail
// saved with invisible characters becomes the address the applicant types.
import fs from "node:fs";
import path from "node:path";

import { expect, it } from "vitest";

import { POST as submit } from "@/app/api/gov/applications/route";
import { db } from "@/lib/server/db/client";
import { applicationFields, applicationRequest, createGovJob, send } from "@/lib/testing/gov";

const migration = path.resolve("prisma/migrations/20261202103000_email_without_invisibles/migration.sql");

it("removes invisible characters from stored government e-mail addresses, and leaves others alone", async () => {
  const job = await createGovJob();
  const ids = [];
  for (let i = 0; i < 2; i++) {
    const res = await send(submit, applicationRequest(applicationFields(job.id)));
    ids.push((res.json.application as { id: string }).id);
  }
  await db.govApplication.update({ where: { id: ids[0] }, data: { email: "\u200bsita@example.in \u200b\ufeff" } });
  await db.govApplication.update({ where: { id: ids[1] }, data: { email: "ram@example.in" } });
  await db.$executeRawUnsafe(fs.readFileSync(migration, "utf8"));
  const emails = await db.govApplication.findMany({ where: { id: { in: ids } }, select: { id: true, email: true } });
  expect(Object.fromEntries(emails.map((e) => [e.id, e.email]))).toEqual({
    [ids[0]]: "sita@example.in",
    [ids[1]]: "ram@example.in",
  });
});
