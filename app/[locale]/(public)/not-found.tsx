import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NotFoundContent } from "@/components/site/not-found-content";

// A not-found file gets no params: the language is the request's (the layout set it).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("site.notFound");
  return { title: t("title"), robots: { index: false } };
}

// notFound() in a public page (an unknown job): the layout around it is the public chrome already.
export default function NotFound() {
  return <NotFoundContent />;
}
