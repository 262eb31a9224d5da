"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";

import type { ApplyJob } from "@/components/careers/apply-modal";
import { LazyApplyModal, preloadApplyModal } from "@/components/careers/lazy-apply-modal";

/** 'Apply Now' on a job's own page: opens the modal, then refreshes the page's counts. */
export function ApplyButton({ job }: { job: ApplyJob }) {
  const t = useTranslations("careers.job");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const applied = useCallback(() => router.refresh(), [router]);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadApplyModal}
        onFocus={preloadApplyModal}
        className="rounded-md bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {t("applyNow")}
      </button>
      {open && <LazyApplyModal job={job} onClose={close} onApplied={applied} />}
    </>
  );
}
