import Link from "next/link";

/** The careers page heading band (spec title: 'Career Opportunities'). */
export function CareersHero() {
  return (
    <header className="bg-linear-to-br from-brand-800 via-brand-700 to-brand-600 px-4 pt-14 pb-20 text-center text-white">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Career Opportunities</h1>
      <p className="mx-auto mt-3 max-w-2xl text-brand-100">
        Join our team in software, HR, payroll, networking and training. Find a role that fits you and apply in a few
        minutes with your resume.
      </p>
      <p className="mt-4 text-sm text-brand-100">
        Already applied?{" "}
        <Link href="/applicant" className="font-semibold text-white underline">
          Track your applications
        </Link>
      </p>
    </header>
  );
}
