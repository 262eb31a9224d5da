"use client";

import { StaticImage } from "@/components/ui/static-image";
import { Link, usePageLocale } from "@/i18n/intent-link";
import type { Locale } from "@/i18n/routing";

import type { NotFoundLabels } from "./shell-labels";

/**
 * The 404 page's content, inside the public chrome (app/global-not-found.tsx,
 * app/[locale]/(public)/not-found.tsx). A client component given its words in both languages
 * (shell-labels.ts): it shows those of the page's address, which a not-found file, rendered once
 * for every address, cannot ask the request for.
 */
export function NotFoundContent({ labels }: { labels: Record<Locale, NotFoundLabels> }) {
  const words = labels[usePageLocale()];
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
      <h1 className="mt-8 text-3xl font-bold text-brand-700 sm:text-4xl">{words.heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{words.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {words.home}
        </Link>
        <Link
          href="/contact"
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {words.contact}
        </Link>
      </div>
    </div>
  );
}
