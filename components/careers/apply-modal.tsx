"use client";

import { useId } from "react";

import { ApplyForm } from "@/components/careers/apply-form";
import { Modal } from "@/components/careers/modal";

export type ApplyJob = { id: string; title: string; company: string; location: string };

/** The application modal for one job (spec: company careers, apply modal). */
export function ApplyModal({
  job,
  onClose,
  onApplied,
}: {
  job: ApplyJob;
  onClose: () => void;
  onApplied: (jobId: string) => void;
}) {
  const titleId = useId();
  return (
    <Modal titleId={titleId} onClose={onClose}>
      <div className="px-6 pt-6 pr-14 pb-4">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          Apply for {job.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {job.company} · {job.location}
        </p>
      </div>
      <ApplyForm jobId={job.id} onApplied={onApplied} onClose={onClose} />
    </Modal>
  );
}
