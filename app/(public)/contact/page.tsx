import { Clock, Mail, MapPin, Phone } from "lucide-react";

import { ContactForm } from "@/components/contact/contact-form";
import { MapEmbed } from "@/components/contact/map-embed";
import { TeamContacts } from "@/components/contact/team-contacts";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { SocialLinks } from "@/components/site/social-links";
import { company } from "@/content/company";
import { contactPage, telHref } from "@/content/contact";
import { pageMeta } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.contact, path: "/contact" });

const rowClass = "flex gap-4";
const iconClass = "grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700";

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Get in touch" title={contactPage.heading} intro={contactPage.intro} />

      <Section>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-8">
            <section aria-labelledby="office-heading">
              <h2 id="office-heading" className="text-2xl font-bold text-slate-900">
                Our office
              </h2>
              <address className="mt-6 space-y-5 not-italic">
                <p className={rowClass}>
                  <span className={iconClass}>
                    <MapPin aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">Address</span>
                    <span className="text-slate-600">{company.address}</span>
                  </span>
                </p>
                <p className={rowClass}>
                  <span className={iconClass}>
                    <Mail aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">Email</span>
                    <a href={`mailto:${company.email}`} className="text-brand-700 hover:underline">
                      {company.email}
                    </a>
                  </span>
                </p>
                <p className={rowClass}>
                  <span className={iconClass}>
                    <Phone aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">Phone</span>
                    <a href={telHref(company.phone)} className="text-brand-700 hover:underline">
                      {company.phone}
                    </a>
                  </span>
                </p>
                <p className={rowClass}>
                  <span className={iconClass}>
                    <Clock aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">Office hours</span>
                    <span className="text-slate-600">{contactPage.hours}</span>
                  </span>
                </p>
              </address>
              <SocialLinks
                className="mt-6 flex gap-2"
                linkClassName="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-700 hover:bg-brand-100"
              />
            </section>
            <MapEmbed embedUrl={company.mapEmbed} linkUrl={company.mapLink} address={company.address} />
          </div>

          <section
            aria-labelledby="form-heading"
            className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="form-heading" className="text-2xl font-bold text-slate-900">
              {contactPage.formHeading}
            </h2>
            <p className="mt-2 mb-6 text-slate-600">Fields marked * are required.</p>
            <ContactForm />
          </section>
        </div>
      </Section>

      <Section
        id="team-contacts"
        tone="muted"
        eyebrow="Call the right team"
        title="Team Contacts"
        intro="Tap a number to call the team that can help you fastest."
      >
        <TeamContacts />
      </Section>
    </>
  );
}
