import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { ApplicationsList } from "@/components/applicant/applications-list";
import { CompanyLookup } from "@/components/applicant/company-lookup";
import { FocusAfterSignIn } from "@/components/applicant/focus-after-sign-in";
import { SignInForm } from "@/components/applicant/sign-in-form";
import { SignOutButton } from "@/components/applicant/sign-out-button";
import { YourData } from "@/components/applicant/your-data";
import { pageLocale } from "@/i18n/routing";
import { listApplicantApplications } from "@/lib/server/applicant/applications";
import { currentApplicant } from "@/lib/server/auth/page";
import { languageAlternates } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/applicant">): Promise<Metadata> {
  const requested = (await params).locale;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "portal" });
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: languageAlternates("/applicant", locale),
    robots: { index: false },
  };
}

// Signed in (an Applicant session): every application made with the address. Signed out: the
// e-mail code sign-in and the company application lookup (after "Delete my data", with its notice).
export default async function ApplicantPage({ params, searchParams }: PageProps<"/[locale]/applicant">) {
  const requested = (await params).locale;
  const locale = pageLocale(requested);
  setRequestLocale(locale);
  const t = await getTranslations("portal");
  const applicant = await currentApplicant();
  if (!applicant) {
    const { erased } = await searchParams;
    // The erasure's words are the API's ("errors.portal"), said the same way here.
    const said = await getTranslations("errors.portal");
    return (
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        {erased === "1" ? (
          <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-sm text-green-900">
            <p className="font-semibold">{said("erased")}</p>
            <p className="mt-1">{said("erasureKeeps")}</p>
          </div>
        ) : null}
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t("trackTitle")}</h1>
          <p className="mt-2 text-slate-600">{t("trackIntro")}</p>
        </div>
        <section aria-labelledby="sign-in" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="sign-in" className="mb-4 text-lg font-semibold text-slate-900">
            {t("signIn.heading")}
          </h2>
          <SignInForm />
        </section>
        <section aria-labelledby="lookup" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="lookup" className="mb-1 text-lg font-semibold text-slate-900">
            {t("lookup.heading")}
          </h2>
          <p className="mb-4 text-sm text-slate-600">{t("lookup.intro")}</p>
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
          <h1 id="your-applications" tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
            {t("yourApplications")}
          </h1>
          <FocusAfterSignIn target="your-applications" />
          <p className="mt-1 text-sm break-all text-slate-600">{t("signedInAs", { email: applicant.email })}</p>
        </div>
        <SignOutButton />
      </div>
      <ApplicationsList applications={applications} />
      <YourData />
    </div>
  );
}
