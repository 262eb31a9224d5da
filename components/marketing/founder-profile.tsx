import { Award, Briefcase, Building2, GraduationCap, Quote, Sparkles } from "lucide-react";

import { cardClass } from "@/components/ui/card";
import type { FounderProfile } from "@/content/founders";
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

/** Founder and co-founder pages: portrait, figures, biography and career; fades in after 200 ms. */
export function FounderProfileView({ profile }: { profile: FounderProfile }) {
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="fade-in-delayed mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-5 lg:px-8 lg:py-20">
          <div className="mx-auto w-full max-w-xs md:col-span-2 md:max-w-sm">
            <Portrait src={profile.image} name={profile.name} initials={initials(profile.name)} />
          </div>
          <div className="md:col-span-3">
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{profile.role}</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{profile.name}</h1>
            <blockquote className="mt-6 flex gap-3 border-l-4 border-brand-700 pl-4 text-xl leading-8 text-slate-700 italic">
              <Quote aria-hidden="true" className="text-brand-300 size-6 shrink-0" />
              <p>{profile.quote}</p>
            </blockquote>
            <div className="mt-8">
              <StatGrid stats={profile.stats} />
            </div>
          </div>
        </div>
      </div>

      <div className="fade-in-delayed mx-auto grid max-w-7xl gap-6 px-4 pb-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="lg:col-span-2">
          <Block icon={Sparkles} title="Biography">
            <div className="space-y-4 text-lg leading-8 text-slate-600">
              {profile.biography.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          </Block>
        </div>
        <Block icon={Briefcase} title="Positions">
          <Entries
            as="ol"
            className="space-y-5 border-l-2 border-brand-100 pl-5"
            entries={profile.positions.map((p) => ({ title: p.title, text: p.organisation, note: p.period }))}
          />
        </Block>
        <Block icon={GraduationCap} title="Education">
          <Entries
            className="space-y-5"
            entries={profile.education.map((e) => ({ title: e.degree, text: `${e.institution}, ${e.year}` }))}
          />
        </Block>
        <Block icon={Building2} title="Organisations">
          <CheckList items={profile.organisations} />
        </Block>
        <Block icon={Award} title="Strengths">
          <CheckList items={profile.strengths} />
        </Block>
        {profile.expertise && (
          <div className="lg:col-span-2">
            <Block icon={Sparkles} title="Areas of Expertise">
              <Entries
                className="grid gap-4 sm:grid-cols-2"
                itemClassName="space-y-1 rounded-xl bg-brand-50/60 p-5"
                entries={profile.expertise}
              />
            </Block>
          </div>
        )}
      </div>
      <CtaBanner
        title="Work with our leadership team"
        text="Tell us what your organisation needs; our founders are closely involved in every new engagement."
        label="Contact us"
      />
    </>
  );
}
