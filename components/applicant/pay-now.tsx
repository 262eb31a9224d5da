"use client";

import { useRouter } from "next/navigation";

import { PayNowButton } from "@/components/gov-apply/pay-now";
import type { PayNow } from "@/lib/server/gov/status";

/** The portal's "Pay ₹750 now": the status page's pay-later flow, then the list shows it paid. */
export function PortalPayNow({ payNow, applicationNumber }: { payNow: PayNow; applicationNumber: string }) {
  const router = useRouter();
  return (
    <PayNowButton
      size="md"
      application={{ id: payNow.applicationId, applicationNumber, feePaise: payNow.feePaise }}
      prefill={{ name: "", email: "", contact: "" }}
      onPaid={() => router.refresh()}
    />
  );
}
