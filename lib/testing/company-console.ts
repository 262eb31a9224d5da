// Helpers for the company admin's API tests: bearer tokens and rows made straight in the database.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CompanyApplicationStatus, Role } from "@/lib/generated/prisma/enums";
import { encodeSessionToken } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";
import { minimalPdf } from "@/lib/server/db/seed/pdf";
import { storeFile } from "@/lib/server/platform/storage";
import { createUser } from "@/lib/testing/fixtures";

export async function bearer(user: { id: string; role: Role; name: string }): Promise<string> {
  return `Bearer ${await encodeSessionToken({ sub: user.id, role: user.role, name: user.name, tv: 0 })}`;
}

/** A signed-in user of each role: `auth.CompanyAdmin` is an Authorization header value. */
export async function usersByRole() {
  const roles: Role[] = ["Admin", "CompanyAdmin", "GovAdmin", "Employee"];
  const users = await Promise.all(roles.map((role) => createUser({ role, name: `${role} Tester` })));
  const auth = Object.fromEntries(
    await Promise.all(users.map(async (u) => [u.role, await bearer(u)] as const)),
  ) as Record<Role, string>;
  return { users: Object.fromEntries(users.map((u) => [u.role, u])) as Record<Role, (typeof users)[number]>, auth };
}

let n = 0;

export async function makeJob(extra: Partial<Parameters<typeof db.companyJob.create>[0]["data"]> = {}) {
  n += 1;
  return db.companyJob.create({
    data: {
      title: `Test Job ${n}`,
      company: "TechServe Solutions",
      location: "Patna, Bihar",
      salary: "₹4 - 6 LPA",
      experience: "1-3 years",
      description: "Build and run things.",
      ...extra,
    },
  });
}

type AppExtra = {
  fullName?: string;
  email?: string;
  phone?: string;
  currentCompany?: string | null;
  githubUrl?: string | null;
  coverLetter?: string | null;
  status?: CompanyApplicationStatus;
  createdAt?: Date;
  /** The language it was made in ("en", "hi"). */
  locale?: string;
  fileName?: string;
  data?: Uint8Array;
};

/** An application with its resume, counted on its job, as POST /api/applications leaves it. */
export async function makeApplication(jobId: string, extra: AppExtra = {}) {
  n += 1;
  const { fileName = "resume.pdf", data = minimalPdf(`Resume ${n}`), ...fields } = extra;
  return db.$transaction(async (tx) => {
    await tx.companyJob.update({ where: { id: jobId }, data: { applicationCount: { increment: 1 } } });
    const file = await storeFile(tx, { kind: "Resume", fileName, contentType: "application/pdf", data });
    const created = await tx.companyApplication.create({
      data: {
        reference: `CA-TEST-${String(n).padStart(6, "0")}`,
        jobId,
        fullName: `Applicant ${n}`,
        email: `applicant${n}@example.in`,
        phone: "+91 98765 43210",
        resumeFileId: file.id,
        ...fields,
      },
      include: { resume: { select: { id: true, fileName: true } } },
    });
    // A fresh application always has its resume (only anonymisation removes it).
    return { ...created, resumeFileId: file.id, resume: created.resume! };
  });
}

type InterviewExtra = Partial<
  Pick<
    Prisma.InterviewUncheckedCreateInput,
    "round" | "startsAt" | "durationMinutes" | "mode" | "location" | "interviewers" | "status" | "result" | "feedback"
  >
>;

/** A scheduled phone interview round of an application, two days ahead (written directly, no mail). */
export function makeInterview(applicationId: string, extra: InterviewExtra = {}) {
  return db.interview.create({
    data: {
      applicationId,
      round: "Screening",
      startsAt: new Date(Date.now() + 2 * 86_400_000),
      durationMinutes: 30,
      mode: "phone",
      location: "+91 98765 43210",
      interviewers: "Asha Rao",
      ...extra,
    },
  });
}
