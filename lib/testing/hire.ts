// Hire -> employee test helpers: a hired application and its employee draft, as the company console
// leaves them (through requestEmployeeRecord, so the resume copy is real).
import { db } from "@/lib/server/db/client";
import { requestEmployeeRecord } from "@/lib/server/careers/hire";
import { makeApplication, makeJob } from "@/lib/testing/company-console";
import { createUser } from "@/lib/testing/fixtures";

let companyAdmin: { id: string; role: "CompanyAdmin" } | null = null;

async function requester() {
  companyAdmin ??= { id: (await createUser({ role: "CompanyAdmin" })).id, role: "CompanyAdmin" };
  return companyAdmin;
}

/** A hired application (its own job unless `jobId`), without a draft yet. */
export async function makeHiredApplication(opts: { jobId?: string; title?: string } = {}) {
  const jobId = opts.jobId ?? (await makeJob(opts.title ? { title: opts.title } : {})).id;
  return makeApplication(jobId, { status: "hired", phone: "+91 98765 43210" });
}

/** A hired application with an open employee draft. */
export async function makeDraft(opts: { jobId?: string; title?: string } = {}) {
  const application = await makeHiredApplication(opts);
  await requestEmployeeRecord(await requester(), application.id);
  const draft = await db.employeeDraft.findUniqueOrThrow({ where: { applicationId: application.id } });
  return { application, draft };
}
