"use client";

import { useTranslations } from "next-intl";

import { StaticImage } from "@/components/ui/static-image";
import { Link } from "@/i18n/navigation";

/**
 * The 404 page's content, inside the public chrome (app/global-not-found.tsx,
 * app/[locale]/(public)/not-found.tsx). A client component: its words ("shell.notFound") come from
 * the layout's provider in the page's language, where a server component would have to ask the request.
 */
export function NotFoundContent() {
  const t = useTranslations("shell.notFound");
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <StaticImage
        src="/images/misc/not-found.svg"
        alt=""
        width={320}
        height={240}
        eager
        className="w-64 rounded-2xl"
      />
      <h1 className="mt-8 text-3xl font-bold text-brand-700 sm:text-4xl">{t("heading")}</h1>
      <p className="mt-4 text-lg text-slate-600">{t("text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {t("home")}
        </Link>
        <Link
          href="/contact"
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t("contact")}
        </Link>
      </div>
    </div>
  );
}
