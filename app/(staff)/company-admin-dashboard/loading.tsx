export default function Loading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center bg-slate-50 text-slate-600">
      Loading dashboard...
    </div>
  );
}
