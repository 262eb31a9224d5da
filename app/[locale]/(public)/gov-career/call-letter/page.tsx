import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/routing";
import { CALL_LETTER_PROBLEMS, type CallLetterProblem } from "@/lib/server/gov/call-letter/issue";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Where the call letter e-mail's link sends a browser when the letter cannot be given out (see
// app/api/gov/applications/[id]/call-letter): why, in the language the application was made in, and
// the way on (the status page hands out a fresh link once there is a letter to download).

const MESSAGE_KEYS = {
  link: "callLetterBadLink",
  "not-issued": "callLetterNotIssued",
  "difference-unpaid": "callLetterDifferenceUnpaid",
} as const satisfies Record<CallLetterProblem, string>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "govStatus.callLetterPage" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

export default async function CallLetterProblemPage({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations("govStatus");
  const errors = await getTranslations("errors.status");
  const { reason } = await searchParams;
  const problem = CALL_LETTER_PROBLEMS.find((r) => r === reason) ?? "link";

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link href="/gov-career" className="text-sm font-medium text-brand-700 underline">
        {t("labels.backToJobs")}
      </Link>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-8 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t("callLetterPage.unavailable")}</h1>
        <p role="status" className="mt-3 text-slate-600">
          {errors(MESSAGE_KEYS[problem])}
        </p>
        <Link
          href="/gov-career/status"
          className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t("receipt.checkStatus")}
        </Link>
      </div>
    </div>
  );
}
