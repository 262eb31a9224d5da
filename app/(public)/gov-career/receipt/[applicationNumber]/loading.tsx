export default function Loading() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" aria-busy="true">
      <p role="status" className="mb-6 font-medium text-slate-700">
        Loading receipt...
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-3 rounded-xl border border-slate-200 p-8">
        <div className="h-6 w-1/2 rounded bg-slate-200" />
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} className="h-4 rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
