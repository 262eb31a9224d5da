import "server-only";

import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { loadApplicationPdfData } from "@/lib/server/gov/application-pdf/load";
import { renderApplicationPdf } from "@/lib/server/gov/application-pdf/render";
import { isValidPdfToken } from "@/lib/server/gov/tokens";
import { ApiError } from "@/lib/server/http/api";
import type { ServedFile } from "@/lib/server/http/file-response";
import { audit } from "@/lib/server/platform/audit";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-console";

// Who gets an application's PDF: the GovAdmin (each download audited, like the CSV export and the
// reveal), and the applicant holding the short-lived link their status lookup gave them.

export const PDF_MESSAGES = {
  badLink: "This download link is invalid or has expired. Check your application status again for a new link.",
} as const;

export const PDF_DOWNLOAD_LIMITS = {
  /** Per address, for the applicant's link: a PDF costs real work, and bad links count too. */
  perIp: { attempts: 30, windowSeconds: 600 },
};

async function applicationPdf(id: string): Promise<ServedFile & { applicationNumber: string }> {
  const data = await loadApplicationPdfData(id);
  if (!data) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.applicationNotFound);
  const bytes = await renderApplicationPdf(data);
  return {
    applicationNumber: data.applicationNumber,
    fileName: `application-${data.applicationNumber}.pdf`,
    contentType: "application/pdf",
    size: bytes.byteLength,
    data: bytes,
  };
}

/** The PDF for the console; the download is written to the audit log before it is returned. */
export async function govAdminApplicationPdf(id: string, actor: SessionUser, ip: string): Promise<ServedFile> {
  const file = await applicationPdf(id);
  await audit(db, actor, {
    action: "gov.application.pdf_download",
    entityType: "GovApplication",
    entityId: id,
    ip,
    data: { applicationNumber: file.applicationNumber },
  });
  return file;
}

/** The PDF behind an applicant's signed link (401 for a bad or expired link, before any lookup). */
export async function applicantApplicationPdf(id: string, token: string): Promise<ServedFile> {
  if (!isValidPdfToken(id, token)) throw new ApiError("unauthorized", PDF_MESSAGES.badLink);
  return applicationPdf(id);
}
