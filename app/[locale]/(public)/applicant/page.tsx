import type { Metadata } from "next";

import { ApplicationsList } from "@/components/applicant/applications-list";
import { CompanyLookup } from "@/components/applicant/company-lookup";
import { SignInForm } from "@/components/applicant/sign-in-form";
import { SignOutButton } from "@/components/applicant/sign-out-button";
import { YourData } from "@/components/applicant/your-data";
import { listApplicantApplications } from "@/lib/server/applicant/applications";
import { currentApplicant } from "@/lib/server/auth/page";
import { applicantMessages } from "@/lib/validation/applicant";

export const metadata: Metadata = {
  title: "Your Applications",
  description: "Track your job applications: sign in with a code sent to your e-mail address.",
  alternates: { canonical: "/applicant" },
  robots: { index: false },
};

// Signed in (an Applicant session): every application made with the address. Signed out: the
// e-mail code sign-in and the company application lookup (after "Delete my data", with its notice).
export default async function ApplicantPage({ searchParams }: { searchParams: Promise<{ erased?: string }> }) {
  const applicant = await currentApplicant();
  if (!applicant) {
    const { erased } = await searchParams;
    return (
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        {erased === "1" ? (
          <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-sm text-green-900">
            <p className="font-semibold">{applicantMessages.erased}</p>
            <p className="mt-1">{applicantMessages.erasureKeeps}</p>
          </div>
        ) : null}
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Track your applications</h1>
          <p className="mt-2 text-slate-600">
            See every application you made with your e-mail address, on both job boards: its status, its history, and
            what is left to do.
          </p>
        </div>
        <section aria-labelledby="sign-in" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="sign-in" className="mb-4 text-lg font-semibold text-slate-900">
            Sign in with an e-mail code
          </h2>
          <SignInForm />
        </section>
        <section aria-labelledby="lookup" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="lookup" className="mb-1 text-lg font-semibold text-slate-900">
            Check a company application without signing in
          </h2>
          <p className="mb-4 text-sm text-slate-600">
            Enter the reference you received when you applied and the e-mail address you applied with.
          </p>
          <CompanyLookup />
        </section>
      </div>
    );
  }

  const applications = await listApplicantApplications(applicant.email);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-slate-900">Your applications</h1>
          <p className="mt-1 text-sm break-all text-slate-600">Signed in as {applicant.email}</p>
        </div>
        <SignOutButton />
      </div>
      <ApplicationsList applications={applications} />
      <YourData />
    </div>
  );
}
