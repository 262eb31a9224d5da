"use client";

import { Button } from "@/components/ui/button";

import type { ActivityEntry } from "./activity";
import { InterviewsPanel } from "./interviews-panel";
import { NotesPanel } from "./notes-panel";
import { useRecruiting } from "./use-recruiting";

// The reviewers' part of an application's detail: notes and rating, then the interview rounds.
// `onActivity` hands their history to the timeline.

export function RecruitingPanels({
  applicationId,
  candidate,
  closed,
  rejected = false,
  onInterviewsChanged,
  children,
}: {
  applicationId: string;
  candidate: string;
  closed: boolean;
  /** Notes and ratings go on; no interview is scheduled or moved (the candidate was told no). */
  rejected?: boolean;
  /** An interview was scheduled, changed or cancelled: its invite is now in the applicant's mail. */
  onInterviewsChanged?: () => void;
  /** Renders the timeline with these records merged in. */
  children: (activity: ActivityEntry[]) => React.ReactNode;
}) {
  const r = useRecruiting(applicationId);
  return (
    <>
      {r.failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Notes and interviews could not be loaded.
          <Button size="xs" onClick={() => void r.reload()}>
            Try again
          </Button>
        </div>
      ) : !r.notes || !r.interviews ? (
        <p className="text-sm text-slate-500">Loading notes and interviews...</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <NotesPanel
            applicationId={applicationId}
            notes={r.notes.notes}
            rating={r.notes.rating}
            closed={closed}
            onNoteAdded={r.reloadNotes}
            onRated={r.setRating}
          />
          <InterviewsPanel
            applicationId={applicationId}
            candidate={candidate}
            interviews={r.interviews.interviews}
            closed={closed || rejected}
            onChanged={async () => {
              onInterviewsChanged?.();
              await r.reloadInterviews();
            }}
          />
        </div>
      )}
      {children(r.activity)}
    </>
  );
}
