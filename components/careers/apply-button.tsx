"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";

import { type ApplyJob, ApplyModal } from "@/components/careers/apply-modal";

/** 'Apply Now' on a job's own page: opens the modal, then refreshes the page's counts. */
export function ApplyButton({ job }: { job: ApplyJob }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const applied = useCallback(() => router.refresh(), [router]);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        Apply Now
      </button>
      {open && <ApplyModal job={job} onClose={close} onApplied={applied} />}
    </>
  );
}
