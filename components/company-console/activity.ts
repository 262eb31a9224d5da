// The recruiting records as entries of an application's timeline (merged with its status history
// by time): who wrote a note, rated, scheduled, changed or cancelled an interview, and when.
import type { InterviewEvent } from "@/lib/server/recruiting/interviews";
import type { NoteView, RatingView } from "@/lib/server/recruiting/notes";

export type ActivityEntry = { at: string; kind: "note" | "rating" | "interview"; text: string; actor: string | null };

const interviewWords: Record<InterviewEvent["action"], string> = {
  scheduled: "Interview scheduled",
  updated: "Interview rescheduled",
  cancelled: "Interview cancelled",
  feedback: "Interview feedback recorded",
};

export function recruitingActivity(notes: NoteView[], scores: RatingView[], events: InterviewEvent[]): ActivityEntry[] {
  return [
    ...notes.map((n): ActivityEntry => ({ at: n.createdAt, kind: "note", text: `Note: ${n.body}`, actor: n.author })),
    ...scores.map((r): ActivityEntry => ({
      at: r.at,
      kind: "rating",
      text: `Rated ${r.score} out of 5`,
      actor: r.reviewer,
    })),
    ...events.map((e): ActivityEntry => ({
      at: e.at,
      kind: "interview",
      text: `${interviewWords[e.action]}: ${e.round}`,
      actor: e.actor,
    })),
  ];
}
