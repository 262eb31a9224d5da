// GET /api/gov/applications - paginated, filtered, sorted applications (GovAdmin): { applications, total, page, pageSize, totalPages }
// POST /api/gov/applications - the application form (multipart, with photo) saved as a pending, unpaid application
import { json, limitByIp, withAuth, withPublic } from "@/lib/server/http/api";
import { listGovApplications } from "@/lib/server/gov/console/applications";
import { submitGovApplication } from "@/lib/server/gov/applications";
import { parseMultipart } from "@/lib/server/http/multipart";
import { parseApplicationQuery } from "@/lib/validation/gov-console";
import { GOV_MESSAGES, PHOTO_MAX_BYTES } from "@/lib/validation/gov-applications";

export const GET = withAuth("gov.applications.read", async ({ req }) => {
  const { filter, list } = parseApplicationQuery(new URL(req.url).searchParams);
  return json({ success: true, ...(await listGovApplications(filter, list)) });
});

export const POST = withPublic(async ({ req, ip }) => {
  // Generous: cyber cafes and common service centres submit many forms from one address.
  await limitByIp("gov-apply", ip, 60, 600);
  const multipart = await parseMultipart(req, {
    maxFileBytes: PHOTO_MAX_BYTES,
    maxFiles: 1,
    tooLargeMessage: GOV_MESSAGES.photoTooLarge,
    tooManyFilesMessage: "Please upload only one photo.",
    maxFields: 40,
    maxFieldBytes: 20_000,
  });
  const { reused, application } = await submitGovApplication(multipart);
  return json(
    {
      success: true,
      message: "Application saved. Please pay the application fee to complete it.",
      application,
    },
    { status: reused ? 200 : 201, headers: { "Cache-Control": "no-store" } },
  );
});
