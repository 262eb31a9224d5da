/** The staff shell's outline (header, sidebar, figures) while the console loads on the server. */
export default function Loading() {
  return (
    <div className="min-h-screen bg-slate-50" aria-busy="true">
      <div className="h-[7.5rem] border-b border-slate-200 bg-white sm:h-16" aria-hidden="true" />
      <p role="status" className="sr-only">
        Loading dashboard...
      </p>
      <div className="lg:flex" aria-hidden="true">
        <div className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block lg:h-[calc(100dvh-4rem)]" />
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-28 animate-pulse rounded-xl bg-slate-200" />
            ))}
          </div>
          <div className="mt-6 h-64 animate-pulse rounded-xl bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
