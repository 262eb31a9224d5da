// POST /api/applicant/erase - "Delete my data": { confirm: "DELETE" } anonymises every application, ends every session
import { eraseApplicantData } from "@/lib/server/applicant/erase";
import { json, withAuth } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { clearedSessionCookie } from "@/lib/server/auth/token";
import { applicantMessages, eraseSchema } from "@/lib/validation/applicant";

export const POST = withAuth("applicant.portal", async ({ req, user }) => {
  eraseSchema.parse(await readJson(req));
  const erased = await eraseApplicantData(user);
  const response = json({
    success: true,
    message: applicantMessages.erased,
    kept: applicantMessages.erasureKeeps,
    erased: {
      companyApplications: erased.companyApplications,
      govApplications: erased.govApplications,
      withdrawn: erased.withdrawn,
      files: erased.files,
    },
    paymentsKept: erased.paymentsKept,
  });
  response.headers.append("Set-Cookie", clearedSessionCookie());
  return response;
});
