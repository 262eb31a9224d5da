import { CareersHero } from "@/components/careers/careers-hero";
import { JobSkeletons } from "@/components/careers/job-skeleton";

export default function Loading() {
  return (
    <main className="bg-slate-50 pb-16" aria-busy="true">
      <CareersHero />
      <div className="mx-auto -mt-8 max-w-6xl px-4 sm:px-6">
        <div className="mx-auto h-12 max-w-2xl rounded-full border border-slate-200 bg-white" />
        <p className="mt-6 text-center text-sm text-slate-600">Loading opportunities...</p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <JobSkeletons />
        </div>
      </div>
    </main>
  );
}
