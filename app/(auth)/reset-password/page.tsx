import type { Metadata } from "next";
import Link from "next/link";

import { AuthAlert, AuthShell, authLinkClass, BackToSignIn } from "@/components/auth/auth-shell";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { passwordTokenPurpose } from "@/lib/server/auth/password-reset";
import { passwordSetProblem, RESET_LINK_INVALID } from "@/lib/validation/passwords";

// The link's token is in the address: a Referer carries only the site's origin (never the path and
// its token, to any site), and no index keeps it. Not "no-referrer": with it the browser sends
// `Origin: null` on the form's own post (before its script has loaded), which is refused as another
// site's.
export const metadata: Metadata = { title: "Set Password", robots: { index: false }, referrer: "strict-origin" };

type Query = Record<string, string | string[] | undefined>;

/** The e-mailed link: a reset (forgot password) or an invited employee's first password. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Query> }) {
  const { token, problem } = await searchParams;
  const value = typeof token === "string" ? token : "";
  const purpose = await passwordTokenPurpose(value);
  if (!purpose) {
    return (
      <AuthShell title="Link expired">
        <div className="mt-8 space-y-6 text-center">
          <AuthAlert>{RESET_LINK_INVALID}</AuthAlert>
          <p className="text-center text-sm">
            <Link href="/forgot-password" className={authLinkClass}>
              Request a new link
            </Link>
          </p>
          <BackToSignIn />
        </div>
      </AuthShell>
    );
  }
  const invite = purpose === "invite";
  return (
    <AuthShell title={invite ? "Set your password" : "Choose a new password"}>
      <ResetPasswordForm
        token={value}
        submitLabel={invite ? "Set password" : "Reset password"}
        problem={passwordSetProblem(problem)}
      />
    </AuthShell>
  );
}
