import { useTranslations } from "next-intl";

import { company } from "@/content/company";

import { SocialIcon } from "./social-icon";

/** The four social profiles; each link is named for screen readers and opens in a new tab. */
export function SocialLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const t = useTranslations("site.social");
  return (
    <ul className={className} aria-label={t("label")}>
      {company.socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClassName}
            aria-label={t("link", { company: company.name, network: social.name })}
          >
            <SocialIcon name={social.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
