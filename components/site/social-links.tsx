import { company } from "@/content/company";

import { SocialIcon } from "./social-icon";

/** The four social profiles; each link is named for screen readers and opens in a new tab. */
export function SocialLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  return (
    <ul className={className} aria-label="Social media">
      {company.socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClassName}
            aria-label={`${company.name} on ${social.name} (opens in a new tab)`}
          >
            <SocialIcon name={social.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
