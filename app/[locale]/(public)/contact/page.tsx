import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { ContactForm } from "@/components/contact/contact-form";
import { MapEmbed } from "@/components/contact/map-embed";
import { TeamContacts } from "@/components/contact/team-contacts";
import { ClientMessages } from "@/components/i18n/client-messages";
import { consentTexts } from "@/components/policies/consent-texts";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { SocialLinks } from "@/components/site/social-links";
import { company } from "@/content/company";
import { contactPage, telHref } from "@/content/contact";
import { pageLocale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact">): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "contact.meta" });
  return pageMetadata({
    title: t("title"),
    description: t("description", { company: company.name }),
    path: "/contact",
    locale,
  });
}

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  const t = await getTranslations("contact");
  // The office's address in the page's language (the footer's); the map still searches the English one.
  const address = (await getTranslations("site"))("company.address");
  const formConsent = consentTexts(await getTranslations("consent"), "contact");
  const details = [
    { icon: MapPin, label: t("office.address"), value: address },
    { icon: Mail, label: t("office.email"), value: company.email, href: `mailto:${company.email}` },
    { icon: Phone, label: t("office.phone"), value: company.phone, href: telHref(company.phone) },
    { icon: Clock, label: t("office.hours"), value: t("office.hoursValue") },
  ];

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.heading")} intro={t("hero.intro")} />

      <Section>
        {/* The form and the map are client components: they get these messages. The form's privacy
            notice names the company and its address, so it is formatted here: hydration formats
            nothing with Intl (docs/architecture.md, Performance). */}
        <ClientMessages namespaces={["contact"]} errors>
          <div className="grid gap-10 lg:grid-cols-2">
            <div className="space-y-8">
              <section aria-labelledby="office-heading">
                <h2 id="office-heading" className="text-2xl font-bold text-slate-900">
                  {t("office.heading")}
                </h2>
                <address className="mt-6 space-y-5 not-italic">
                  {details.map(({ icon: Glyph, label, value, href }) => (
                    <p key={label} className="flex gap-4">
                      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                        <Glyph aria-hidden="true" className="size-5" />
                      </span>
                      <span>
                        <span className="block font-semibold text-slate-900">{label}</span>
                        {href ? (
                          <a href={href} className="text-brand-700 hover:underline">
                            {value}
                          </a>
                        ) : (
                          <span className="text-slate-600">{value}</span>
                        )}
                      </span>
                    </p>
                  ))}
                </address>
                <SocialLinks
                  className="mt-6 flex gap-2"
                  linkClassName="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-700 hover:bg-brand-100"
                />
              </section>
              <MapEmbed embedUrl={company.mapEmbed} linkUrl={company.mapLink} address={address} />
            </div>

            <section
              aria-labelledby="form-heading"
              className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <h2 id="form-heading" className="text-2xl font-bold text-slate-900">
                {t("formHeading")}
              </h2>
              <p className="mt-2 mb-6 text-slate-600">{t("requiredNote")}</p>
              <ContactForm consentTexts={formConsent} />
            </section>
          </div>
        </ClientMessages>
      </Section>

      <Section
        id={contactPage.teamSectionId}
        eyebrow={t("teamSection.eyebrow")}
        title={t("teamSection.title")}
        intro={t("teamSection.intro")}
        tone="muted"
      >
        <TeamContacts />
      </Section>
    </>
  );
}
