"use client";

import { useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { noteSchema, recruitingMessages } from "@/lib/validation/recruiting";

import { formatIstDateTime } from "./format";
import { RatingInput } from "./rating-input";
import type { NoteView, RatingSummary } from "./use-recruiting";

// Notes and ratings of one application: every reviewer's notes (newest first, with author and
// time), a form for a new note, and the reviewer's own rating.

export function NotesPanel({
  applicationId,
  notes,
  rating,
  closed,
  onNoteAdded,
  onRated,
}: {
  applicationId: string;
  notes: NoteView[];
  rating: RatingSummary;
  /** Withdrawn or anonymised: nothing new can be added. */
  closed: boolean;
  onNoteAdded: () => Promise<void>;
  onRated: (rating: RatingSummary) => void;
}) {
  const headingId = useId();
  const toast = useToast();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [ratingBusy, setRatingBusy] = useState(false);

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const parsed = noteSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await apiFetch(`/api/applications/${applicationId}/notes`, { method: "POST", body: parsed.data });
      setBody("");
      await onNoteAdded();
      toast.success(recruitingMessages.noteAdded);
    } catch (err) {
      if (err instanceof ApiClientError && err.errors.body) setError(err.errors.body);
      else toast.error("The note was not saved.", err);
    } finally {
      setSaving(false);
    }
  }

  // The radio group stays enabled while a rating is saved (disabled, it would drop the keyboard
  // user's focus, and the next arrow key would do nothing): a score chosen meanwhile (arrow keys
  // step through the stars) is saved next, the last one chosen winning.
  const nextScore = useRef<number | null>(null);
  const rateInFlight = useRef(false);
  async function rate(score: number) {
    nextScore.current = score;
    if (rateInFlight.current) return;
    rateInFlight.current = true;
    setRatingBusy(true);
    try {
      while (nextScore.current !== null) {
        const next = nextScore.current;
        nextScore.current = null;
        try {
          const res = await apiFetch<{ rating: RatingSummary }>(`/api/applications/${applicationId}/rating`, {
            method: "PUT",
            body: { score: next },
          });
          onRated(res.rating);
          if (nextScore.current === null) toast.success(recruitingMessages.ratingSaved);
        } catch (err) {
          toast.error("The rating was not saved.", err);
        }
      }
    } finally {
      rateInFlight.current = false;
      setRatingBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="notes-panel">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Notes and rating
      </h3>
      <RatingInput rating={rating} disabled={closed} busy={ratingBusy} onRate={(score) => void rate(score)} />
      {closed ? null : (
        <form onSubmit={add} noValidate className="space-y-2">
          <TextareaField
            label="Add a note"
            rows={3}
            maxLength={2000}
            value={body}
            error={error}
            hint="Seen by every reviewer, not by the candidate."
            onChange={(e) => setBody(e.target.value)}
          />
          <Button type="submit" size="sm" variant="primary" busy={saving} busyLabel="Saving...">
            Add note
          </Button>
        </form>
      )}
      {notes.length === 0 ? (
        <p className="text-sm text-slate-500">No notes yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="notes-list">
          {notes.map((n) => (
            <li key={n.id} className="p-3">
              <p className="text-sm break-words whitespace-pre-line text-slate-900">{n.body}</p>
              <p className="mt-1 text-xs text-slate-500">
                {n.author ?? "A former user"} · {formatIstDateTime(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
