// GET /api/gov/applications/{id}/pdf - the application as a PDF: the GovAdmin's (audited), or, with
// ?token=, the applicant's through the signed link from the status lookup (no session, rate limited)
import { limitByIp, SAME_SITE, withAuth, withPublic } from "@/lib/server/http/api";
import { fileResponse } from "@/lib/server/http/file-response";
import {
  applicantApplicationPdf,
  govAdminApplicationPdf,
  PDF_DOWNLOAD_LIMITS,
} from "@/lib/server/gov/application-pdf/download";

const forGovAdmin = withAuth(
  "gov.applications.read",
  async ({ req, params, user, ip }) =>
    fileResponse(req, await govAdminApplicationPdf(params.id, user, ip), { disposition: "attachment" }),
  SAME_SITE,
);

const forApplicant = withPublic(async ({ req, params, ip }) => {
  const { attempts, windowSeconds } = PDF_DOWNLOAD_LIMITS.perIp;
  await limitByIp("gov-pdf", ip, attempts, windowSeconds);
  const token = new URL(req.url).searchParams.get("token") ?? "";
  return fileResponse(req, await applicantApplicationPdf(params.id, token), { disposition: "attachment" });
});

/** A token in the query makes it the applicant's download, whatever session the browser has. */
export const GET: typeof forGovAdmin = (req, ctx) =>
  (new URL(req.url).searchParams.has("token") ? forApplicant : forGovAdmin)(req, ctx);
