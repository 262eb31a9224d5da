"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";

import type { ApplyJob } from "@/components/careers/apply-modal";
import { LazyApplyModalWithMessages, preloadApplyModalWithMessages } from "@/components/careers/lazy-apply-modal";
import type { IslandMessages } from "@/components/i18n/island-messages";

/**
 * 'Apply Now' on a job's own page: opens the modal, then refreshes the page's counts. Its label and
 * the modal's messages come from the page (formatted on the server), so the page itself ships no
 * message formatter: it loads with the modal.
 */
export function ApplyButton({ job, label, intl }: { job: ApplyJob; label: string; intl: IslandMessages }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const applied = useCallback(() => router.refresh(), [router]);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadApplyModalWithMessages}
        onFocus={preloadApplyModalWithMessages}
        className="rounded-md bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {label}
      </button>
      {open && <LazyApplyModalWithMessages intl={intl} job={job} onClose={close} onApplied={applied} />}
    </>
  );
}
