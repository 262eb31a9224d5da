"use client";

import { jobMessages } from "@/lib/validation/jobs";

import type { AdminApplication, AdminJob } from "./api";
import { ApplicantsModal } from "./applicants-modal";
import { ApplicationDetailModal } from "./application-detail-modal";
import { ConfirmDialog } from "./confirm-dialog";
import { plural } from "./format";
import { JobFormModal } from "./job-form-modal";
import type { AdminActions } from "./use-admin-actions";

// At most one modal at a time: opening one from another replaces it (no stacked focus traps).

export type ModalState =
  | null
  | { kind: "job-form"; job: AdminJob | null }
  | { kind: "delete-job"; job: AdminJob }
  | { kind: "applicants"; job: AdminJob }
  | { kind: "application"; application: AdminApplication };

export function ModalLayer({ modal, actions }: { modal: ModalState; actions: AdminActions }) {
  if (!modal) return null;
  switch (modal.kind) {
    case "job-form":
      return (
        <JobFormModal key={modal.job?.id ?? "new"} job={modal.job} onClose={actions.close} onSaved={actions.jobSaved} />
      );
    case "delete-job":
      return (
        <ConfirmDialog
          message={jobMessages.confirmDelete}
          detail={
            modal.job.applicationCount > 0
              ? `"${modal.job.title}" has ${plural(modal.job.applicationCount, "application")}. They are kept: the job is archived, closed and removed from the careers board.`
              : `"${modal.job.title}" will be removed from the careers board.`
          }
          confirmLabel="Delete"
          onConfirm={() => actions.deleteJob(modal.job)}
          onClose={actions.close}
        />
      );
    case "applicants":
      return (
        <ApplicantsModal
          job={modal.job}
          onClose={actions.close}
          onView={(application) => actions.open({ kind: "application", application })}
          onShowAll={() => actions.showApplications({ jobId: modal.job.id })}
        />
      );
    case "application":
      return (
        <ApplicationDetailModal
          key={modal.application.id}
          application={modal.application}
          onClose={actions.close}
          onStatusChange={actions.changeStatus}
          onDownload={actions.download}
          onJobApplicants={actions.openJobApplicants}
        />
      );
  }
}
