// GET /api/gov/applications/{id}/call-letter - the call letter PDF: the GovAdmin's, or with ?token= the applicant's (signed link)
// POST /api/gov/applications/{id}/call-letter - issue it for an approved application and e-mail the applicant (GovAdmin)
import {
  applicantCallLetter,
  CALL_LETTER_ISSUE_MESSAGES,
  callLetterProblemPage,
  govAdminCallLetter,
  issueCallLetter,
} from "@/lib/server/gov/call-letter/issue";
import { PDF_DOWNLOAD_LIMITS } from "@/lib/server/gov/application-pdf/download";
import { ApiError, json, limitByIp, withAuth, withPublic } from "@/lib/server/http/api";
import { fileResponse } from "@/lib/server/http/file-response";
import { requestLocale } from "@/lib/server/i18n/locale";

const forGovAdmin = withAuth("gov.applications.read", async ({ req, params }) =>
  fileResponse(req, await govAdminCallLetter(params.id), { disposition: "attachment" }),
);

/** A browser's navigation (older browsers send no Sec-Fetch-Dest, but ask for HTML first). */
function opensAsPage(req: Request): boolean {
  const dest = req.headers.get("sec-fetch-dest");
  return dest ? dest === "document" : (req.headers.get("accept") ?? "").startsWith("text/html");
}

const forApplicant = withPublic(async ({ req, params, ip }) => {
  const { attempts, windowSeconds } = PDF_DOWNLOAD_LIMITS.perIp;
  await limitByIp("gov-pdf", ip, attempts, windowSeconds);
  const token = new URL(req.url).searchParams.get("token") ?? "";
  try {
    return fileResponse(req, await applicantCallLetter(params.id, token), { disposition: "attachment" });
  } catch (error) {
    // The e-mail's link opened in a browser: a page that says why, in the applicant's language,
    // not a line of JSON in the phone's.
    const page =
      error instanceof ApiError && opensAsPage(req)
        ? await callLetterProblemPage(params.id, error, requestLocale(req))
        : null;
    if (page) return new Response(null, { status: 303, headers: { Location: page } });
    throw error;
  }
});

/** A token in the query makes it the applicant's download, whatever session the browser has. */
export const GET: typeof forGovAdmin = (req, ctx) =>
  (new URL(req.url).searchParams.has("token") ? forApplicant : forGovAdmin)(req, ctx);

export const POST = withAuth("gov.applications.update", async ({ params, user, ip }) =>
  json({ success: true, message: CALL_LETTER_ISSUE_MESSAGES.issued, ...(await issueCallLetter(params.id, user, ip)) }),
);
