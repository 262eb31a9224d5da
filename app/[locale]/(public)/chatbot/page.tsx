import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { ChatPanel } from "@/components/chat/chat-panel";
import { ClientMessages } from "@/components/i18n/client-messages";
import { company } from "@/content/company";
import { pageLocale } from "@/i18n/routing";
import { languageAlternates } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/chatbot">): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "helpDesk.meta" });
  return {
    title: t("title"),
    description: t("description", { company: company.name }),
    alternates: languageAlternates("/chatbot", locale),
  };
}

export default async function ChatbotPage({ params }: PageProps<"/[locale]/chatbot">) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations("chat");
  const helpDesk = await getTranslations("helpDesk");
  // Formatted here, not while the panel hydrates (docs/architecture.md, Performance).
  const texts = { title: t("title", { company: company.name }), greeting: t("greeting", { company: company.name }) };
  return (
    // data-help-desk-page: the floating help desk button stays off this page (public.css), where it
    // covered the page's own Send button on a phone.
    <div data-help-desk-page className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-slate-900">{texts.title}</h1>
      <p className="mt-2 mb-6 text-slate-600">{helpDesk("intro")}</p>
      <ClientMessages namespaces={["chat"]}>
        <ChatPanel variant="page" texts={texts} />
      </ClientMessages>
    </div>
  );
}
