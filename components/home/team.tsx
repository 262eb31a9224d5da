import { useTranslations } from "next-intl";

import { cardClass } from "@/components/ui/card";
import { StaticImage } from "@/components/ui/static-image";
import { team } from "@/content/people";

/** Four team members with initials avatars. */
export function Team() {
  const t = useTranslations("home.team");
  // The role and introduction of each member in content/people.ts, in the same order.
  const texts = t.raw("people") as { role: string; description: string }[];
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {team.map((member, i) => (
        <li key={member.name} className={`${cardClass} p-6 text-center`}>
          <StaticImage src={member.image} alt="" width={160} height={160} className="mx-auto size-24 rounded-full" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
          <p className="text-sm font-medium text-brand-700">{texts[i].role}</p>
          <p className="mt-3 text-sm leading-6 text-slate-600">{texts[i].description}</p>
          {member.profileUrl && (
            <a
              href={member.profileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              {t("profile")}
              <span className="sr-only"> {t("profileOf", { name: member.name })}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
