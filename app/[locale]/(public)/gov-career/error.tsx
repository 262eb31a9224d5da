"use client";

// The board could not be loaded (database unavailable...): the spec's message and a reload.
export default function GovCareerError() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Government or others Job Opportunities</h1>
      <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        Failed to load job opportunities. Please try again later.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Try Again
      </button>
    </div>
  );
}
