"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { jobMessages } from "@/lib/validation/jobs";

import { ApplicantsModal } from "./applicants-modal";
import { ApplicationDetailModal } from "./application-detail-modal";
import { plural } from "./format";
import { JobFormModal } from "./job-form-modal";
import type { ConsoleActions, ModalState } from "./use-console-actions";

/** The one open modal, if any (see ModalState). */
export function ModalLayer({ modal, actions }: { modal: ModalState; actions: ConsoleActions }) {
  if (!modal) return null;
  switch (modal.kind) {
    case "job-form":
      return (
        <JobFormModal
          key={modal.job?.id ?? "new"}
          job={modal.job}
          onClose={actions.close}
          onSaved={actions.jobSaved}
          onStale={actions.reloadJobs}
        />
      );
    case "delete-job":
      return (
        <ConfirmDialog
          open
          title={jobMessages.confirmDelete}
          message={
            modal.job.applicationCount > 0
              ? `"${modal.job.title}" has ${plural(modal.job.applicationCount, "application")}. They are kept: the job is archived, closed and removed from the careers board.`
              : `"${modal.job.title}" will be removed from the careers board.`
          }
          confirmLabel="Delete"
          busyLabel="Deleting..."
          onConfirm={() => actions.deleteJob(modal.job)}
          onCancel={actions.close}
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
          onStatusSend={actions.sendStatus}
          onDownload={actions.download}
          onJobApplicants={actions.openJobApplicants}
        />
      );
  }
}
