"use client";

import { useTranslations } from "next-intl";

import { ApplyForm } from "@/components/careers/apply-form";
import { Dialog } from "@/components/ui/dialog";

export type ApplyJob = { id: string; title: string; company: string; location: string };

type Props = { job: ApplyJob; onClose: () => void; onApplied: (jobId: string) => void };

/** The application modal for one job (spec: company careers, apply modal). */
export function ApplyModal({ job, onClose, onApplied }: Props) {
  const t = useTranslations("apply");
  return (
    <Dialog
      onClose={onClose}
      title={t("title", { title: job.title })}
      closeLabel={t("close")}
      description={`${job.company} · ${job.location}`}
      padded={false}
    >
      {/* The form pads itself at the sides and bottom. */}
      <div className="pt-5">
        <ApplyForm jobId={job.id} onApplied={onApplied} onClose={onClose} />
      </div>
    </Dialog>
  );
}
