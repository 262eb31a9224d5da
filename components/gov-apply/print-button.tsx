"use client";

export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 print:hidden"
    >
      Print Receipt
    </button>
  );
}
