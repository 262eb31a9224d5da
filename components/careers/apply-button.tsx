"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState, useSyncExternalStore } from "react";

import type { ApplyJob } from "@/components/careers/apply-modal";
import { reopenSnapshot } from "@/components/careers/apply-reopen";
import {
  ApplyNotLoaded,
  LazyApplyModalWithMessages,
  preloadApplyModalWithMessages,
} from "@/components/careers/lazy-apply-modal";
import type { IslandMessages } from "@/components/i18n/island-messages";

const noSubscription = () => () => {};

/**
 * 'Apply Now' on a job's own page: opens the modal, then refreshes the page's counts. Its label and
 * the modal's messages come from the page (formatted on the server), so the page itself ships no
 * message formatter: it loads with the modal.
 */
export function ApplyButton({
  job,
  label,
  notLoaded,
  intl,
}: {
  job: ApplyJob;
  label: string;
  /** Shown when the modal's code does not arrive, formatted on the server. */
  notLoaded: { failed: string; retry: string; close: string };
  intl: IslandMessages;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const applied = useCallback(() => router.refresh(), [router]);
  // Open when the page went away (a reload, a discarded tab brought back), with answers kept: again.
  const [reopenRead] = useState(reopenSnapshot);
  const reopen = useSyncExternalStore(noSubscription, reopenRead, () => null) === job.id;
  const [reopened, setReopened] = useState(false);
  if (reopen && !reopened) {
    setReopened(true);
    setOpen(true);
  }
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
      {open && (
        <LazyApplyModalWithMessages
          intl={intl}
          job={job}
          onClose={close}
          onApplied={applied}
          failed={(retry) => <ApplyNotLoaded texts={notLoaded} onRetry={retry} onClose={close} />}
        />
      )}
    </>
  );
}
