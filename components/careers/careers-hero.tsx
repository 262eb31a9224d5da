import { useTranslations } from "next-intl";

import { Link } from "@/i18n/navigation";

/** The careers page heading band (spec title: 'Career Opportunities'). */
export function CareersHero() {
  const t = useTranslations("careers.hero");
  return (
    <header className="bg-linear-to-br from-brand-800 via-brand-700 to-brand-600 px-4 pt-14 pb-20 text-center text-white">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
      <p className="mx-auto mt-3 max-w-2xl text-brand-100">{t("intro")}</p>
      <p className="mt-4 text-sm text-brand-100">
        {t("alreadyApplied")}{" "}
        <Link href="/applicant" className="font-semibold text-white underline">
          {t("track")}
        </Link>
      </p>
    </header>
  );
}
