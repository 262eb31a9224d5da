import "server-only";

import { addDays, istToday, parseDateOnly } from "@/lib/dates";
import { feeColumnsOf } from "@/lib/gov-fees";
import type { Env } from "@/lib/env";
import { last4 } from "@/lib/mask";
import { encryptField } from "@/lib/server/platform/crypto";
import type { Db } from "@/lib/server/db/prisma";
import { hashPassword } from "@/lib/server/auth/password";
import {
  companyJobs,
  DEMO_PASSWORD,
  demoEmployees,
  demoStaff,
  employeeDocuments,
  govJobs,
} from "@/lib/server/db/seed/data";
import { minimalPdf } from "@/lib/server/db/seed/pdf";
import { storeFile } from "@/lib/server/platform/storage";
import { verhoeffCheckDigit } from "@/lib/validation/ids";

export type SeedResult = { createdUsers: number; createdCompanyJobs: number; createdGovJobs: number };

/**
 * The demo data: jobs, staff and employees with a publicly known password. Idempotent: creates
 * what is missing, never overwrites what exists. Not for a production database (demoSeedAllowed).
 */
export async function seedDatabase(db: Db): Promise<SeedResult> {
  const result: SeedResult = { createdUsers: 0, createdCompanyJobs: 0, createdGovJobs: 0 };

  for (const job of companyJobs) {
    const exists = await db.companyJob.findUnique({ where: { id: job.id }, select: { id: true } });
    if (exists) continue;
    await db.companyJob.create({ data: { ...job, isActive: job.isActive ?? true } });
    result.createdCompanyJobs++;
  }

  const today = istToday();
  const paise = (rupees: number | undefined) => (rupees === undefined ? null : rupees * 100);
  for (const { feeRupees, fees, deadlineInDays, ...job } of govJobs) {
    const exists = await db.govJob.findUnique({ where: { id: job.id }, select: { id: true } });
    if (exists) continue;
    await db.govJob.create({
      data: {
        ...job,
        status: job.status ?? "active",
        ...feeColumnsOf({
          GENERAL: feeRupees * 100,
          OBC: paise(fees.OBC),
          EWS: paise(fees.EWS),
          SC: paise(fees.SC),
          ST: paise(fees.ST),
          pwd: paise(fees.pwd),
          exServiceman: paise(fees.exServiceman),
          women: paise(fees.women),
        }),
        deadline: addDays(today, deadlineInDays),
      },
    });
    result.createdGovJobs++;
  }

  for (const staff of demoStaff) {
    const exists = await db.user.findUnique({ where: { email: staff.email }, select: { id: true } });
    if (exists) continue;
    await db.user.create({ data: { ...staff, passwordHash: await hashPassword(DEMO_PASSWORD) } });
    result.createdUsers++;
  }

  for (const e of demoEmployees) {
    const exists = await db.employee.findUnique({ where: { referenceId: e.referenceId }, select: { id: true } });
    if (exists) continue;
    const aadhaar = e.aadhaarPrefix + verhoeffCheckDigit(e.aadhaarPrefix);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.$transaction(async (tx) => {
      const user = await tx.user.create({ data: { email: e.email, name: e.name, role: "Employee", passwordHash } });
      const employee = await tx.employee.create({
        data: {
          userId: user.id,
          referenceId: e.referenceId,
          empId: e.referenceId.replace("EMP", "TS-"),
          fatherName: e.fatherName,
          dateOfBirth: parseDateOnly(e.dateOfBirth),
          phoneNumber: e.phoneNumber,
          dateOfJoining: parseDateOnly(e.dateOfJoining),
          designation: e.designation,
          department: e.department,
          postedAt: e.postedAt,
          experience: e.experience,
          bankName: e.bankName,
          accountNumberEncrypted: encryptField(e.accountNumber),
          accountLast4: last4(e.accountNumber),
          ifscCode: e.ifscCode,
          aadhaarEncrypted: encryptField(aadhaar),
          aadhaarLast4: last4(aadhaar),
          panEncrypted: encryptField(e.pan),
          panLast4: last4(e.pan),
          status: e.status,
        },
      });
      for (const doc of employeeDocuments) {
        const file = await storeFile(tx, {
          kind: "EmployeeDocument",
          fileName: doc.name,
          contentType: "application/pdf",
          data: minimalPdf(`${doc.description} - ${e.name}`),
        });
        await tx.employeeDocument.create({
          data: {
            employeeId: employee.id,
            fileId: file.id,
            name: doc.name,
            documentType: doc.type,
            description: doc.description,
          },
        });
      }
    });
    result.createdUsers++;
  }
  return result;
}

/**
 * Demo data is refused on a production database unless explicitly asked for: its accounts have a
 * published password, and its jobs (government ones with fees) would be offered to real applicants.
 */
export function demoSeedAllowed(
  e: Pick<Env, "NODE_ENV" | "DATABASE_URL" | "SEED_DEMO_ACCOUNTS">,
  argv: string[],
): boolean {
  const production = e.NODE_ENV === "production" && Boolean(e.DATABASE_URL);
  return !production || e.SEED_DEMO_ACCOUNTS || argv.includes("--demo");
}

export function printDemoAccounts(): void {
  const rows = [
    ...demoStaff.map((s) => `  ${s.role.padEnd(13)} ${s.email}`),
    `  ${"Employee".padEnd(13)} ${demoEmployees[0].email} (Reference ID ${demoEmployees[0].referenceId})`,
  ];
  console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):\n${rows.join("\n")}\n`);
}
