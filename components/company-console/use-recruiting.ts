"use client";

import { useCallback, useEffect, useMemo, useState } from "react";

import { apiFetch } from "@/lib/api-client";
import type { InterviewEvent, InterviewView } from "@/lib/server/recruiting/interviews";
import type { NoteView, RatingSummary } from "@/lib/server/recruiting/notes";

import { type ActivityEntry, recruitingActivity } from "./activity";

export type { InterviewEvent, InterviewView, NoteView, RatingSummary };

type Notes = { notes: NoteView[]; rating: RatingSummary };
type Interviews = { interviews: InterviewView[]; events: InterviewEvent[] };

/**
 * The notes, ratings and interviews of one application, loaded together; each panel replaces its
 * part after a change. `activity` is the same records as timeline entries.
 */
export function useRecruiting(applicationId: string) {
  const [notes, setNotes] = useState<Notes | null>(null);
  const [interviews, setInterviews] = useState<Interviews | null>(null);
  const [failed, setFailed] = useState(false);

  const loadNotes = useCallback(
    async () => setNotes(await apiFetch<Notes>(`/api/applications/${applicationId}/notes`)),
    [applicationId],
  );
  const loadInterviews = useCallback(
    async () => setInterviews(await apiFetch<Interviews>(`/api/applications/${applicationId}/interviews`)),
    [applicationId],
  );
  const load = useCallback(async () => {
    setFailed(false);
    try {
      await Promise.all([loadNotes(), loadInterviews()]);
    } catch (error) {
      console.error("Failed to load the recruiting notes", error);
      setFailed(true);
    }
  }, [loadNotes, loadInterviews]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const activity: ActivityEntry[] = useMemo(
    () => recruitingActivity(notes?.notes ?? [], notes?.rating.scores ?? [], interviews?.events ?? []),
    [notes, interviews],
  );

  return {
    notes,
    interviews,
    failed,
    activity,
    reload: load,
    setRating: (rating: RatingSummary) => setNotes((n) => (n ? { ...n, rating } : n)),
    reloadNotes: loadNotes,
    reloadInterviews: loadInterviews,
  };
}
