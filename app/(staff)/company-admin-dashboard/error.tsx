"use client";

export default function Error({ reset }: { error: Error; reset: () => void }) {
  return (
    <div
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center"
    >
      <p className="text-slate-800">Error loading data. Please check your connection.</p>
      <button
        type="button"
        onClick={reset}
        className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        Try again
      </button>
    </div>
  );
}
