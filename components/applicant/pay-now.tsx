"use client";

import { useRouter } from "next/navigation";

import { PayNowButton } from "@/components/gov-apply/pay-now";
import type { PayNow } from "@/lib/server/gov/status";

/**
 * The portal's "Pay ₹750 now" ("Pay ₹200 difference now" for what a correction left): the status
 * page's pay-later flow, then the list shows it paid.
 */
export function PortalPayNow({
  payNow,
  applicationNumber,
  difference = false,
}: {
  payNow: PayNow;
  applicationNumber: string;
  difference?: boolean;
}) {
  const router = useRouter();
  return (
    <PayNowButton
      size="md"
      difference={difference}
      application={{ id: payNow.applicationId, applicationNumber, feePaise: payNow.feePaise }}
      prefill={{ name: "", email: "", contact: "" }}
      onPaid={() => router.refresh()}
    />
  );
}
