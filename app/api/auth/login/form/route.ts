// POST /api/auth/login/form - the sign-in form posted without JavaScript: session cookie and 303 to the user's page, or 303 back to /login

import { signInDestination } from "@/lib/auth/permissions";
import { loginUrlFor, returnPath, SIGN_IN_FIELDS, type SignInFailure } from "@/lib/auth/sign-in-failure";
import { signInForForm } from "@/lib/server/auth/authenticate";
import { encodeSessionToken, SESSION_MAX_AGE, secureCookiesEnabled, sessionCookieName } from "@/lib/server/auth/token";
import { readBoundedText } from "@/lib/server/http/body";
import { withPublic } from "@/lib/server/http/api";
import { refuseForeignFormPost, seeOther } from "@/lib/server/http/origin";
import { LOGIN_FORM_MAX_BYTES, loginSchema } from "@/lib/validation/auth";

// With JavaScript the form signs in through next-auth (its CSRF token needs script); this is the
// same sign-in for a browser without it: authenticate() with its throttling, and the session
// cookie next-auth would set. The answers are redirects, so the browser shows a page either way.

export const POST = withPublic(async ({ req, ip }) => {
  refuseForeignFormPost(req);
  const form = new URLSearchParams(await readBoundedText(req, LOGIN_FORM_MAX_BYTES));
  const next = returnPath(form.get("next"));
  const back = (failure: SignInFailure) => seeOther(loginUrlFor(failure, next));

  const parsed = loginSchema.safeParse({
    identifier: form.get("identifier") ?? "",
    password: form.get("password") ?? "",
  });
  if (!parsed.success) {
    // min(1) is the schema's only lower bound: too_small means the field was left empty.
    const empty = SIGN_IN_FIELDS.filter((f) =>
      parsed.error.issues.some((i) => i.path[0] === f && i.code === "too_small"),
    );
    // Anything else the schema refuses (too long) cannot be anybody's credentials.
    return back(empty.length ? { reason: "missing", fields: empty } : { reason: "invalid" });
  }

  // A database error: back to the form, which says to try later (a JSON answer would be all the browser shows).
  const outcome = await signInForForm(parsed.data.identifier, parsed.data.password, ip);
  if (!outcome.ok && outcome.reason === "unavailable") return back({ reason: "unavailable" });
  if (!outcome.ok) {
    return back(
      outcome.reason === "throttled"
        ? { reason: "throttled", retryAfterSeconds: outcome.retryAfterSeconds }
        : { reason: "invalid" },
    );
  }
  const { id, name, role, tokenVersion } = outcome.user;
  const response = seeOther(signInDestination(next, role));
  // The options of next-auth's session cookie (lib/server/auth/next-auth.ts).
  response.cookies.set(sessionCookieName(), await encodeSessionToken({ sub: id, name, role, tv: tokenVersion }), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookiesEnabled(),
    maxAge: SESSION_MAX_AGE,
  });
  return response;
});
