import { Mail, MapPin, Phone } from "lucide-react";
import { useTranslations } from "next-intl";

import { consentTexts } from "@/components/policies/consent-texts";
import { istYear } from "@/lib/dates";
import { CopyrightYear } from "@/components/ui/copyright-year";
import { company, legalNameSentence } from "@/content/company";
import { footerGroups, legalLinks, type FooterLinkKey, type NavLink } from "@/content/navigation";
import { Link } from "@/i18n/navigation";

import { LogoMark } from "./logo-mark";
import { NewsletterForm } from "./newsletter-form";
import { newsletterLabels } from "./shell-labels";
import { SocialLinks } from "./social-links";

export function SiteFooter() {
  const t = useTranslations("site");
  const consent = useTranslations("consent");
  const shell = useTranslations("shell");
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-3">
          <Link href="/" className="inline-flex items-center gap-2.5 rounded-md">
            <LogoMark className="size-10 rounded-lg ring-1 ring-white/20" />
            <span className="text-lg font-bold text-white">{company.name}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6 text-brand-100">
            {t("company.about", { year: String(company.foundedYear) })}
          </p>
          <address className="mt-5 space-y-2.5 text-sm text-brand-100 not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("company.address")}
            </p>
            <p>
              <a
                href={`tel:${company.phone.replace(/\s/g, "")}`}
                className="inline-flex gap-2 hover:text-white hover:underline"
              >
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {company.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${company.email}`} className="inline-flex gap-2 hover:text-white hover:underline">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {company.email}
              </a>
            </p>
          </address>
        </div>

        {footerGroups.map((group) => {
          // i18n-keys: site.footer.groups.*
          const title = t(`footer.groups.${group.key}`);
          return (
            <nav key={group.key} aria-label={t("footer.groupNav", { group: title })} className="lg:col-span-2">
              <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
              <LinkList
                links={group.links}
                className="mt-4 space-y-2.5 text-sm"
                linkClassName="text-brand-100 hover:text-white hover:underline"
              />
            </nav>
          );
        })}

        <div className="md:col-span-2 lg:col-span-3">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t("footer.newsletterTitle")}</h2>
          <p className="mt-4 text-sm text-brand-100">{t("footer.newsletterText")}</p>
          <NewsletterForm labels={newsletterLabels(shell)} consentTexts={consentTexts(consent, "newsletter")} />
          <SocialLinks
            className="mt-2 flex gap-2"
            linkClassName="grid size-9 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
          />
        </div>
      </div>

      {/* Room under the last row for the help desk's button (fixed at the bottom right): it covered
          the last legal link (the refund or cancellation policy) at the foot of the page. */}
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-6 pb-24 text-sm text-brand-100 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <p>
            © <CopyrightYear year={istYear()} /> {legalNameSentence} {t("footer.rights")}
          </p>
          <nav aria-label={t("footer.legalNav")}>
            <LinkList
              links={legalLinks}
              className="flex flex-wrap gap-x-6 gap-y-2"
              linkClassName="hover:text-white hover:underline"
            />
          </nav>
        </div>
      </div>
    </footer>
  );
}

function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: NavLink<FooterLinkKey>[];
  className: string;
  linkClassName: string;
}) {
  const t = useTranslations("site.footer");
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>
          <Link href={link.href} className={linkClassName}>
            {/* i18n-keys: site.footer.links.* */}
            {t(`links.${link.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
