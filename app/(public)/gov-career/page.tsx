import type { Metadata } from "next";
import { connection } from "next/server";

import { GovCareerClient } from "@/components/gov-apply/gov-career-client";
import { listPublicGovJobs } from "@/lib/server/gov-jobs";
import { reserveApplicationNumber } from "@/lib/server/gov-tokens";
import { checkoutConfig } from "@/lib/server/payments/config";

export const metadata: Metadata = {
  title: "Government or Other Jobs",
  description:
    "Apply online for government and other outsourced job openings: fill in the form, upload your photo and pay the application fee securely.",
  alternates: { canonical: "/gov-career" },
};

export default async function GovCareerPage() {
  await connection(); // per request: live job list and a fresh application number
  const jobs = await listPublicGovJobs();
  return <GovCareerClient jobs={jobs} reservation={reserveApplicationNumber()} checkout={checkoutConfig()} />;
}
