"use client";

import { useSyncExternalStore } from "react";

import { isPastIstDay } from "@/lib/dates";

const noSubscription = () => () => {};

/**
 * `open` until the job's last date is over (23:59:59 IST), then `closed`, read against the
 * browser's clock once the page has hydrated. A job page served from Next's cache may have been
 * rendered before a deadline that has passed since (the first visit of the morning gets the
 * evening's page while a new one renders): its Apply led to the board, which opened no form for
 * the closed job and said nothing. The board itself does the same (asOfNow).
 */
export function UntilDeadline({
  deadline,
  open,
  closed,
}: {
  /** The last date, "YYYY-MM-DD" (IST). */
  deadline: string;
  open: React.ReactNode;
  closed: React.ReactNode;
}) {
  const passed = useSyncExternalStore(
    noSubscription,
    () => isPastIstDay(deadline, Date.now()),
    () => false,
  );
  return <>{passed ? closed : open}</>;
}
