import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NotFoundContent } from "@/components/site/not-found-content";
import { notFoundLabels } from "@/components/site/shell-labels";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

// notFound() in a public page (an unknown job): the layout around it is the public chrome already.
// A not-found file gets no params, and reading the language from the request would make every
// static page that can answer 404 dynamic (Next refuses that at run time): so the tab's title
// names the page in both languages, and the content, given both, shows the address's language.
export const metadata: Metadata = {
  // i18n-keys: site.notFoundTitle.*
  title: `${hi.site.notFoundTitle} · ${en.site.notFoundTitle}`,
  robots: { index: false },
};

export default async function NotFound() {
  const [en, hi] = await Promise.all([
    getTranslations({ locale: "en", namespace: "shell" }),
    getTranslations({ locale: "hi", namespace: "shell" }),
  ]);
  return <NotFoundContent labels={{ en: notFoundLabels(en), hi: notFoundLabels(hi) }} />;
}
