import Link from "next/link";

import { company } from "@/content/company";

export default function HomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-6 px-6 py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        Since {company.foundedYear} · {company.headquarters.city}, {company.headquarters.state}
      </p>
      <h1 className="text-4xl font-bold text-slate-900">{company.name}</h1>
      <p className="text-lg text-slate-700">{company.tagline}.</p>
      <nav aria-label="Main" className="flex flex-wrap gap-3">
        <Link href="/login" className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
          Staff login
        </Link>
      </nav>
    </main>
  );
}
