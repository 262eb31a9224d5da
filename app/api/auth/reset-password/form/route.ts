// POST /api/auth/reset-password/form - the e-mailed link's form posted without JavaScript: 303 to /login saying the password is set, or 303 back to the link with a problem code

import { resetPassword } from "@/lib/server/auth/password-reset";
import { ApiError, withPublic } from "@/lib/server/http/api";
import { readBoundedText } from "@/lib/server/http/body";
import { refuseForeignFormPost, seeOther } from "@/lib/server/http/origin";
import { log } from "@/lib/server/platform/log";
import {
  PASSWORD_SET_FORM_MAX_BYTES,
  PASSWORD_SET_PROBLEMS,
  type PasswordSetProblem,
  passwordResetFormSchema,
} from "@/lib/validation/passwords";

// With JavaScript the form posts JSON to /api/auth/reset-password. Before the page's script has
// loaded (a slow phone, an e-mail app's browser) the browser posts the form itself: to here, as a
// POST, so the passwords never go into an address, a history entry or a proxy's log.

const backToLink = (token: string, problem?: PasswordSetProblem) => {
  const query = new URLSearchParams({ token });
  if (problem) query.set("problem", problem);
  return seeOther(`/reset-password?${query}`);
};

export const POST = withPublic(async ({ req, ip }) => {
  refuseForeignFormPost(req);
  const form = new URLSearchParams(await readBoundedText(req, PASSWORD_SET_FORM_MAX_BYTES));
  const token = form.get("token") ?? "";
  const parsed = passwordResetFormSchema.safeParse({
    token,
    newPassword: form.get("newPassword") ?? "",
    confirmPassword: form.get("confirmPassword") ?? "",
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // A missing or malformed token: the link page then says the link has expired.
    if (issue.path[0] === "token") return backToLink(token.slice(0, 200));
    const problem = (Object.keys(PASSWORD_SET_PROBLEMS) as PasswordSetProblem[]).find(
      (code) =>
        PASSWORD_SET_PROBLEMS[code].field === issue.path[0] && PASSWORD_SET_PROBLEMS[code].message === issue.message,
    );
    return backToLink(token, problem ?? "new-required");
  }
  try {
    const { purpose } = await resetPassword(parsed.data, ip);
    return seeOther(`/login?password=${purpose}`);
  } catch (error) {
    // An expired or used link: the link page says so and offers a new one.
    if (error instanceof ApiError && error.code === "gone") return backToLink(token);
    if (error instanceof ApiError && error.code === "rate_limited") return backToLink(token, "throttled");
    // Anything else (the database): a page that says to try later, not a JSON body in the browser.
    log.error("auth.password_set_form_failed", { message: error instanceof Error ? error.message : String(error) });
    return backToLink(token, "unavailable");
  }
});
