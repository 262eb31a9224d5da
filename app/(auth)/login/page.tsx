import type { Metadata } from "next";
import Link from "next/link";

import { AnnounceSignedOut } from "@/components/auth/announce-signed-out";
import { AuthNotice, AuthShell, authLinkClass } from "@/components/auth/auth-shell";
import { LoginForm } from "@/components/auth/login-form";
import {
  readSignInFailure,
  returnPath,
  SIGNED_OUT_MESSAGES,
  signedOutReason,
  type SignInFailure,
} from "@/lib/auth/sign-in-failure";
import { INVALID_CREDENTIALS, SIGN_IN_UNAVAILABLE, throttledMessage } from "@/lib/server/auth/authenticate";
import { loginSchema } from "@/lib/validation/auth";
import { PASSWORD_SET_MESSAGES } from "@/lib/validation/passwords";

export const metadata: Metadata = { title: "Sign In", robots: { index: false } };

type Query = Record<string, string | string[] | undefined>;

/** What a post without JavaScript (POST /api/auth/login/form) came back to say, in the form's words. */
function failureMessages(failure: SignInFailure | null) {
  if (!failure) return {};
  if (failure.reason === "invalid") return { error: INVALID_CREDENTIALS };
  if (failure.reason === "unavailable") return { error: SIGN_IN_UNAVAILABLE };
  if (failure.reason === "throttled") return { error: throttledMessage(failure.retryAfterSeconds) };
  const blank = loginSchema.safeParse({ identifier: "", password: "" });
  const fieldErrors = Object.fromEntries(
    failure.fields.map((field) => [field, blank.error?.issues.find((i) => i.path[0] === field)?.message]),
  );
  return { fieldErrors };
}

// The query is read here, on the server, so the whole form is in the page's HTML (useSearchParams in
// the form left it to the browser) and works without JavaScript.
export default async function LoginPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  // Back from an e-mailed link's form posted without JavaScript (POST /api/auth/reset-password/form).
  const passwordSet = query.password === "invite" || query.password === "reset" ? query.password : null;
  const signedOut = signedOutReason(query.reason);
  return (
    <AuthShell title="Secure Sign In">
      {passwordSet && (
        <div className="mt-8">
          <AuthNotice>{PASSWORD_SET_MESSAGES[passwordSet]}</AuthNotice>
        </div>
      )}
      {signedOut && (
        <div className="mt-8">
          <AuthNotice tone="info">{SIGNED_OUT_MESSAGES[signedOut]}</AuthNotice>
        </div>
      )}
      {signedOut === "role" && <AnnounceSignedOut />}
      <LoginForm next={returnPath(query.next)} {...failureMessages(readSignInFailure(query))} />
      <p className="mt-6 text-center text-sm">
        <Link href="/forgot-password" className={authLinkClass}>
          Forgot password?
        </Link>
      </p>
    </AuthShell>
  );
}
