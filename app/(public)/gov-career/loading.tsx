export default function Loading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
      <p role="status" className="mb-8 text-lg font-medium text-slate-700">
        Loading jobs...
      </p>
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
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
    </div>
  );
}
