// GET /api/gov/applications - paginated, filtered, sorted applications (GovAdmin): { applications, total, page, pageSize, totalPages }
// POST /api/gov/applications - the application form (multipart: photo, signature, optional category certificate) saved as a pending application, or submitted as exempt when its fee is ₹0
import { ApiError, json, limitByIp, withAuth, withPublic } from "@/lib/server/http/api";
import { listGovApplications } from "@/lib/server/gov/console/applications";
import { submitGovApplication } from "@/lib/server/gov/applications";
import { requestLocale } from "@/lib/server/i18n/locale";
import { parseMultipart } from "@/lib/server/http/multipart";
import { isForeignOrigin } from "@/lib/server/http/request";
import { parseApplicationQuery } from "@/lib/validation/gov-console";
import { CERTIFICATE_MAX_BYTES } from "@/lib/validation/gov-applications";

export const GET = withAuth("gov.applications.read", async ({ req }) => {
  const { filter, list } = parseApplicationQuery(new URL(req.url).searchParams);
  return json({ success: true, ...(await listGovApplications(filter, list)) });
});

export const POST = withPublic(async ({ req, ip }) => {
  // Not from another site's page (a multipart post needs no preflight): see POST /api/applications.
  if (isForeignOrigin(req)) throw new ApiError("forbidden", "Cross-site request refused.");
  // Generous: cyber cafes and common service centres submit many forms from one address.
  await limitByIp("gov-apply", ip, 60, 600);
  // The largest file allowed is the certificate's; the photo and signature rules (KB) are checked after.
  const multipart = await parseMultipart(req, {
    maxFileBytes: CERTIFICATE_MAX_BYTES,
    maxFiles: 3,
    tooLargeMessage: "Each file must be at most 2 MB (the photo at most 50 KB, the signature at most 20 KB).",
    tooManyFilesMessage: "Please upload only a photo, a signature and, if you wish, your category certificate.",
    maxFields: 40,
    maxFieldBytes: 20_000,
  });
  // The page's language: stored with the application, its e-mails are written in it.
  const { reused, application } = await submitGovApplication(multipart, requestLocale(req));
  const exempt = application.paymentStatus === "exempt";
  return json(
    {
      success: true,
      message: exempt
        ? "Application submitted. No application fee applies to you, so no payment is needed."
        : "Application saved. Please pay the application fee to complete it.",
      application,
    },
    { status: reused ? 200 : 201, headers: { "Cache-Control": "no-store" } },
  );
});
