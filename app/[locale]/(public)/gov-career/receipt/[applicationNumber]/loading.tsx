import { LoadingPage } from "@/components/ui/loading-page";

export default function Loading() {
  return (
    <LoadingPage label="Loading receipt..." width="max-w-3xl">
      <div className="animate-pulse space-y-3 rounded-xl border border-slate-200 p-8">
        <div className="h-6 w-1/2 rounded bg-slate-200" />
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} className="h-4 rounded bg-slate-100" />
        ))}
      </div>
    </LoadingPage>
  );
}
