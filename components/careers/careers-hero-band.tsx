import { Link } from "@/i18n/navigation";

// No next-intl here: the segment's error boundary draws the band in the browser with the words its
// layout formatted, and a client import of the message formatter would ship with every page under it.

export type CareersHeroTexts = { title: string; intro: string; alreadyApplied: string; track: string };

/** The band with its words given: the segment's error boundary has them from its layout. */
export function CareersHeroBand({ texts }: { texts: CareersHeroTexts }) {
  return (
    <header className="bg-linear-to-br from-brand-800 via-brand-700 to-brand-600 px-4 pt-14 pb-20 text-center text-white">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{texts.title}</h1>
      <p className="mx-auto mt-3 max-w-2xl text-brand-100">{texts.intro}</p>
      <p className="mt-4 text-sm text-brand-100">
        {texts.alreadyApplied}{" "}
        <Link href="/applicant" className="font-semibold text-white underline">
          {texts.track}
        </Link>
      </p>
    </header>
  );
}
