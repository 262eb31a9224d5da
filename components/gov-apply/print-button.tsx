"use client";

/** The receipt page's "Print Receipt" (its label in the page's language, from the server page). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 print:hidden"
    >
      {label}
    </button>
  );
}
