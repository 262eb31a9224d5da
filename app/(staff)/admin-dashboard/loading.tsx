export default function Loading() {
  return (
    <div className="min-h-screen bg-slate-50 lg:flex" aria-busy="true">
      <div className="hidden w-64 bg-brand-900 lg:block" aria-hidden="true" />
      <div className="flex-1 p-6">
        <p role="status" className="sr-only">
          Loading dashboard...
        </p>
        <div className="h-10 w-full max-w-md animate-pulse rounded-md bg-slate-200" aria-hidden="true" />
        <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-28 animate-pulse rounded-xl bg-slate-200" />
          ))}
        </div>
        <div className="mt-6 h-64 animate-pulse rounded-xl bg-slate-200" aria-hidden="true" />
      </div>
    </div>
  );
}
