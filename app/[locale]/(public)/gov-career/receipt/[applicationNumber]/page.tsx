import type { Metadata } from "next";
import Link from "next/link";

import { PrintButton } from "@/components/gov-apply/print-button";
import { ReceiptView } from "@/components/gov-apply/receipt-view";
import { receiptFor } from "@/lib/server/gov/status";

export const metadata: Metadata = { title: "Application Fee Receipt", robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ applicationNumber: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ReceiptPage({ params, searchParams }: Props) {
  const { applicationNumber } = await params;
  const { t } = await searchParams;
  const receipt = typeof t === "string" ? await receiptFor(applicationNumber.toUpperCase(), t) : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href="/gov-career" className="text-sm font-medium text-brand-700 underline">
          Back to Job Listings
        </Link>
        {receipt && <PrintButton />}
      </div>
      {receipt ? (
        <ReceiptView receipt={receipt} />
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
          <h1 className="text-2xl font-bold text-slate-900">Receipt not available</h1>
          <p className="mt-3 text-slate-600">
            This receipt link is invalid or has expired, or no payment has been recorded for this application yet. You
            can get a new link on the Application Status page.
          </p>
          <Link
            href="/gov-career/status"
            className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Check Application Status
          </Link>
        </div>
      )}
    </div>
  );
}
