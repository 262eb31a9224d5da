import { Mail, MapPin } from "lucide-react";
import { useTranslations } from "next-intl";

import { company } from "@/content/company";

import { LanguageSwitch } from "./language-switch";
import { SocialLinks } from "./social-links";

/** Desktop-only strip above the header: location, e-mail, social links, language. */
export function TopBar() {
  const t = useTranslations("site");
  const shell = useTranslations("shell");
  return (
    <div className="hidden bg-brand-900 text-sm text-brand-50 lg:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-8 py-2">
        <div className="flex items-center gap-6">
          <a
            href={company.mapLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 hover:text-white hover:underline"
          >
            <MapPin aria-hidden="true" className="size-4" />
            {t("topBar.findOffice")}
            <span className="sr-only"> {t("newTab")}</span>
          </a>
          <a
            href={`mailto:${company.email}`}
            className="inline-flex items-center gap-1.5 hover:text-white hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {company.email}
          </a>
        </div>
        <div className="flex items-center gap-5">
          <SocialLinks
            className="flex items-center gap-1"
            linkClassName="grid size-7 place-items-center rounded-full hover:bg-white/10 hover:text-white"
          />
          <LanguageSwitch
            prefix={shell("language.switchPrefix")}
            className="border-l border-white/20 pl-5 hover:text-white"
          />
        </div>
      </div>
    </div>
  );
}
