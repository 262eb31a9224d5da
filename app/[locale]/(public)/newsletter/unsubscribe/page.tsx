import type { Metadata } from "next";
import Link from "next/link";

import { company } from "@/content/company";
import { subscriptionFromToken } from "@/lib/server/platform/newsletter";

import { UnsubscribeButton } from "./_components/unsubscribe-button";

export const metadata: Metadata = { title: "Unsubscribe from the newsletter", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Opening the link changes nothing (mail scanners open links too): the visitor confirms with the button.
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const valid = typeof token === "string" && subscriptionFromToken(token) !== null;

  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Unsubscribe from the newsletter</h1>
        {valid ? (
          <>
            <p className="mt-3 text-slate-600">
              Stop receiving the {company.name} newsletter at the address this link was sent to.
            </p>
            <UnsubscribeButton token={token} />
          </>
        ) : (
          <p className="mt-3 text-slate-600">
            This unsubscribe link is not valid. Use the link in the latest newsletter, or write to{" "}
            <a href={`mailto:${company.email}`} className="font-medium text-brand-700 underline">
              {company.email}
            </a>
            .
          </p>
        )}
        <Link href="/" className="mt-6 inline-block text-sm font-medium text-brand-700 underline">
          Back to the home page
        </Link>
      </div>
    </div>
  );
}
