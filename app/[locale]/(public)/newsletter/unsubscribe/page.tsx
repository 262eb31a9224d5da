import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { ClientMessages } from "@/components/i18n/client-messages";
import { company } from "@/content/company";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/routing";
import { subscriptionFromToken } from "@/lib/server/platform/newsletter";

import { UnsubscribeButton } from "./_components/unsubscribe-button";

type Props = PageProps<"/[locale]/newsletter/unsubscribe">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "newsletter.unsubscribe" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

// Opening the link changes nothing (mail scanners open links too): the visitor confirms with the button.
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  setRequestLocale(locale);
  const t = await getTranslations("newsletter.unsubscribe");
  const { token } = await searchParams;
  const valid = typeof token === "string" && subscriptionFromToken(token) !== null;

  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        {valid ? (
          <>
            <p className="mt-3 text-slate-600">{t("intro", { company: company.name })}</p>
            <ClientMessages namespaces={["newsletter"]} errors>
              <UnsubscribeButton token={token} />
            </ClientMessages>
          </>
        ) : (
          <p className="mt-3 text-slate-600">
            {t.rich("invalid", {
              email: company.email,
              mail: (chunks) => (
                <a href={`mailto:${company.email}`} className="font-medium text-brand-700 underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
        )}
        <Link href="/" className="mt-6 inline-block text-sm font-medium text-brand-700 underline">
          {t("back")}
        </Link>
      </div>
    </div>
  );
}
