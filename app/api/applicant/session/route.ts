// POST /api/applicant/session - sign in with the e-mailed code: { email, code } -> session cookie and { token, email, role }
// DELETE /api/applicant/session - sign out: every session of the applicant ends, the cookie is cleared
import { signInWithCode, endApplicantSessions } from "@/lib/server/applicant/otp";
import { ApiError, json, withAuth, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { refuseForeignOrigin } from "@/lib/server/http/origin";
import {
  clearedSessionCookie,
  encodeSessionToken,
  SESSION_MAX_AGE,
  sessionCookieName,
  sessionCookieOptions,
} from "@/lib/server/auth/token";
import { applicantMessages, codeSignInSchema } from "@/lib/validation/applicant";

export const POST = withPublic(async ({ req, ip }) => {
  refuseForeignOrigin(req);
  const { email, code } = codeSignInSchema.parse(await readJson(req));
  const outcome = await signInWithCode(email, code, ip);
  if (!outcome.ok) throw new ApiError("unauthorized", applicantMessages.codeRefused);
  const { id, tokenVersion } = outcome.applicant;
  // The same next-auth JWT (and cookie) as a staff sign-in, with the Applicant role.
  const token = await encodeSessionToken({ sub: id, name: email, role: "Applicant", tv: tokenVersion });
  const response = json(
    { success: true, token, email, role: "Applicant", expiresIn: SESSION_MAX_AGE },
    { headers: { "Cache-Control": "no-store" } },
  );
  // A cookie of this browser session only (no Max-Age or Expires): many applicants sign in at a
  // cyber café, and one who closes the browser without signing out must not leave the next person
  // their portal (applications, "Download my data", withdraw, erase). The token inside still ends
  // after SESSION_MAX_AGE, checked on the server.
  const cookie = sessionCookieOptions();
  response.headers.append(
    "Set-Cookie",
    `${sessionCookieName()}=${token}; Path=${cookie.path}; HttpOnly; SameSite=Lax${cookie.secure ? "; Secure" : ""}`,
  );
  return response;
});

export const DELETE = withAuth("applicant.portal", async ({ user }) => {
  await endApplicantSessions(user.id);
  const response = json({ success: true });
  response.headers.append("Set-Cookie", clearedSessionCookie());
  return response;
});
