import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { ChatLauncher } from "@/components/chat/chat-launcher";
import { ErrorTextProvider } from "@/components/i18n/error-text";
import { PageErrorLabelsProvider } from "@/components/site/page-error";
import { preloadDevanagari } from "@/components/site/devanagari";
import { PublicShell } from "@/components/site/public-shell";
import { pageErrorLabels } from "@/components/site/shell-labels";
import { company } from "@/content/company";
import { pageLocale } from "@/i18n/routing";
import { errorDictionaryFor, SHELL_ERRORS } from "@/lib/server/i18n/locale";
import { ogImageFor, siteDescription, siteUrl } from "@/lib/seo";

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  // A page that sets no description of its own (the receipt, the unsubscribe page) gets this one.
  return {
    metadataBase: siteUrl(),
    description: siteDescription(locale),
    openGraph: {
      type: "website",
      siteName: company.name,
      locale: locale === "hi" ? "hi_IN" : "en_IN",
      images: [ogImageFor(locale)],
    },
  };
}

export default async function PublicLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  const language = pageLocale(locale);
  setRequestLocale(language);
  // A Hindi page is drawn in the Devanagari face: fetch it with the page.
  if (language === "hi") preloadDevanagari();
  const shell = await getTranslations({ locale: language, namespace: "shell" });
  return (
    // No message provider around the chrome: its client components get their words formatted
    // (shell-labels.ts), and a page wraps its own interactive parts in <ClientMessages>, so a page
    // without them ships none of next-intl's client code. The chrome's error messages are the
    // newsletter box's. The error boundary (error.tsx), inside this layout, gets its words the same way.
    <ErrorTextProvider dictionary={errorDictionaryFor(language, SHELL_ERRORS)}>
      <PublicShell>
        <PageErrorLabelsProvider labels={pageErrorLabels(shell)}>{children}</PageErrorLabelsProvider>
      </PublicShell>
      <ChatLauncher />
    </ErrorTextProvider>
  );
}
