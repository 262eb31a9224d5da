import { LoadingPage } from "@/components/ui/loading-page";

export default function Loading() {
  return (
    <LoadingPage label="Loading jobs..." width="max-w-6xl">
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="animate-pulse rounded-xl border border-slate-200 p-5">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="mt-3 h-4 w-1/2 rounded bg-slate-100" />
            <div className="mt-5 space-y-2">
              <div className="h-3 rounded bg-slate-100" />
              <div className="h-3 rounded bg-slate-100" />
              <div className="h-3 w-4/5 rounded bg-slate-100" />
            </div>
            <div className="mt-6 h-10 rounded bg-slate-200" />
          </div>
        ))}
      </div>
    </LoadingPage>
  );
}
