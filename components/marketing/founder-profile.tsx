import { Award, Briefcase, Building2, GraduationCap, Quote, Sparkles } from "lucide-react";
import { getMessages, getTranslations } from "next-intl/server";

import { cardClass } from "@/components/ui/card";
import { company } from "@/content/company";
import type { FounderProfile, FounderProfileText } from "@/content/founders";
import { initials } from "@/content/people";

import { CheckList } from "./check-list";
import { CtaBanner } from "./cta-banner";
import { Portrait } from "./portrait";
import { StatGrid } from "./stat-grid";

function Block({ icon: Icon, title, children }: { icon: typeof Award; title: string; children: React.ReactNode }) {
  return (
    <section className={`${cardClass} p-6 sm:p-8`}>
      <h2 className="flex items-center gap-3 text-xl font-bold text-slate-900">
        <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

type Entry = { title: string; text: string; note?: string };

/** Positions, degrees, areas of expertise: a bold title, a line of detail and an optional note. */
function Entries({
  entries,
  as: List = "ul",
  className,
  itemClassName,
}: {
  entries: readonly Entry[];
  as?: "ul" | "ol";
  className: string;
  itemClassName?: string;
}) {
  return (
    <List className={className}>
      {entries.map((entry) => (
        <li key={entry.title} className={itemClassName}>
          <p className="font-semibold text-slate-900">{entry.title}</p>
          <p className="text-slate-600">{entry.text}</p>
          {entry.note && <p className="text-sm font-medium text-brand-700">{entry.note}</p>}
        </li>
      ))}
    </List>
  );
}

/**
 * Founder and co-founder pages: portrait, figures, biography and career, in the page's language
 * ("people.<key>" and "people.profile"); fades in after 200 ms.
 */
export async function FounderProfileView({ profile }: { profile: FounderProfile }) {
  const t = await getTranslations("people");
  const text: FounderProfileText = (await getMessages()).people[profile.key];
  const home = t("profile.home", { legalName: company.legalName });
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="fade-in-delayed mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-5 lg:px-8 lg:py-20">
          <div className="mx-auto w-full max-w-xs md:col-span-2 md:max-w-sm">
            <Portrait
              src={profile.image}
              initials={initials(profile.name)}
              alt={t("profile.portraitAlt", { name: profile.name })}
              initialsLabel={t("profile.initialsLabel", { name: profile.name })}
            />
          </div>
          <div className="md:col-span-3">
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{text.role}</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{profile.name}</h1>
            <blockquote className="mt-6 flex gap-3 border-l-4 border-brand-700 pl-4 text-xl leading-8 text-slate-700 italic">
              <Quote aria-hidden="true" className="text-brand-300 size-6 shrink-0" />
              <p>{text.quote}</p>
            </blockquote>
            <div className="mt-8">
              <StatGrid stats={profile.stats.map(({ key, value }) => ({ value, label: text.stats[key] }))} />
            </div>
          </div>
        </div>
      </div>

      <div className="fade-in-delayed mx-auto grid max-w-7xl gap-6 px-4 pb-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="lg:col-span-2">
          <Block icon={Sparkles} title={t("profile.headings.biography")}>
            <div className="space-y-4 text-lg leading-8 text-slate-600">
              {text.biography.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Block>
        </div>
        <Block icon={Briefcase} title={t("profile.headings.positions")}>
          <Entries
            as="ol"
            className="space-y-5 border-l-2 border-brand-100 pl-5"
            entries={text.positions.map((p) => ({ title: p.title, text: p.organisation ?? home, note: p.period }))}
          />
        </Block>
        <Block icon={GraduationCap} title={t("profile.headings.education")}>
          <Entries
            className="space-y-5"
            entries={text.education.map((e) => ({ title: e.degree, text: `${e.institution}, ${e.year}` }))}
          />
        </Block>
        <Block icon={Building2} title={t("profile.headings.organisations")}>
          <CheckList items={text.organisations} />
        </Block>
        <Block icon={Award} title={t("profile.headings.strengths")}>
          <CheckList items={text.strengths} />
        </Block>
        {text.expertise && (
          <div className="lg:col-span-2">
            <Block icon={Sparkles} title={t("profile.headings.expertise")}>
              <Entries
                className="grid gap-4 sm:grid-cols-2"
                itemClassName="space-y-1 rounded-xl bg-brand-50/60 p-5"
                entries={text.expertise}
              />
            </Block>
          </div>
        )}
      </div>
      <CtaBanner title={t("profile.cta.title")} text={t("profile.cta.text")} label={t("profile.cta.label")} />
    </>
  );
}
