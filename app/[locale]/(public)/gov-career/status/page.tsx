import type { Metadata } from "next";
import Link from "next/link";

import { StatusLookup } from "@/components/gov-apply/status-lookup";

export const metadata: Metadata = {
  title: "Application Status",
  description: "Check the status of your government or other job application with its number and your date of birth.",
  alternates: { canonical: "/gov-career/status" },
};

export default function ApplicationStatusPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link href="/gov-career" className="text-sm font-medium text-brand-700 underline">
        Back to Job Listings
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Application Status</h1>
      <p className="mt-2 mb-8 text-slate-600">
        Enter the application number you received when you saved your application and your date of birth. An application
        whose fee is not paid yet can be paid here until the last date.
      </p>
      <StatusLookup />
    </div>
  );
}
