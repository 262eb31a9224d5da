import "server-only";

import { db } from "@/lib/server/db/client";

// The admin's record of personal data erased: each erasure an applicant asked for in the portal
// (applicant.erasure) and each daily retention purge (privacy.purge), newest first, with counts.
// Erasures carry a keyed hash of the address instead of the address; its first characters are a
// reference staff can quote when the same person writes again.

export type PrivacyLogEntry = {
  id: string;
  kind: "erasure" | "purge";
  at: string;
  counts: [label: string, value: number][];
  reference: string | null;
};

const LABELS: Record<string, string> = {
  companyApplications: "Company applications",
  govApplications: "Government applications",
  govApplicationsUnpaid: "Government applications (unpaid)",
  govApplicationsPaid: "Government applications (paid)",
  withdrawn: "Withdrawn first (still in progress)",
  contactMessages: "Contact messages",
  files: "Files deleted",
  mails: "E-mails deleted",
  applicants: "Applicant accounts deleted",
  paymentsKept: "Payments kept",
};

type Data = Record<string, unknown> & { counts?: Record<string, unknown> };

function countsOf(data: Data): [string, number][] {
  const flat: Record<string, unknown> = { ...(data.counts ?? {}), ...data };
  return Object.keys(LABELS)
    .filter((key) => typeof flat[key] === "number")
    .map((key) => [LABELS[key], flat[key] as number]);
}

export async function privacyLog(take = 20): Promise<PrivacyLogEntry[]> {
  const rows = await db.auditLog.findMany({
    where: { action: { in: ["applicant.erasure", "privacy.purge"] } },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, action: true, data: true, createdAt: true },
  });
  return rows.map((row) => {
    const data = (row.data ?? {}) as Data;
    return {
      id: row.id,
      kind: row.action === "applicant.erasure" ? "erasure" : "purge",
      at: row.createdAt.toISOString(),
      counts: countsOf(data),
      reference: typeof data.emailHash === "string" ? data.emailHash.slice(0, 12) : null,
    };
  });
}
