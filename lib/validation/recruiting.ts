import { z } from "zod";

import "@/lib/validation/zod-config";

import { isCalendarDate, parseIstDateTime } from "@/lib/dates";
import { requiredText } from "@/lib/validation/text";
import { hasVisibleText, withoutControls } from "@/lib/validation/visible";

// The recruiter's working notes on a company application: notes, a 1-5 rating per reviewer and
// interview rounds. Dates and times are entered on the Indian clock (IST); the server converts.

export const recruitingMessages = {
  noteAdded: "Note added.",
  ratingSaved: "Rating saved.",
  interviewScheduled: "Interview scheduled. The candidate has been sent an invite.",
  interviewUpdated: "Interview updated.",
  interviewRescheduled: "Interview updated. The candidate has been sent the new invite.",
  interviewCancelled: "Interview cancelled. The candidate has been told.",
  pastInterviewCancelled: "Interview marked cancelled. It had already started, so the candidate was not e-mailed.",
  interviewNotFound: "Interview not found",
  closed: "This application was withdrawn or anonymised: no new notes, ratings or interviews can be added.",
  rejected: "This application was rejected: no interview can be scheduled or moved for it.",
  alreadyCancelled: "This interview is already cancelled.",
  cancelledNoChange: "A cancelled interview cannot be rescheduled. Schedule a new one instead.",
  score: "Choose a rating from 1 to 5.",
  date: "Enter the date as YYYY-MM-DD.",
  time: "Enter the time as HH:MM (24-hour, IST).",
  past: "The interview must start in the future.",
  duration: "Duration must be between 15 and 480 minutes.",
  mode: "Choose in person, phone or video.",
  videoLink: "Enter the meeting link as a full http(s) URL.",
  result: "Choose a result: pending, passed, failed or no show.",
  dateTimeTogether: "Give both the date and the time.",
  changedMeanwhile: "Someone else changed this interview meanwhile. Reload to see the change, then edit it again.",
} as const;

export const INTERVIEW_MODES = ["in_person", "phone", "video"] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_RESULTS = ["pending", "passed", "failed", "no_show"] as const;
export type InterviewResult = (typeof INTERVIEW_RESULTS)[number];

export const modeLabels: Record<InterviewMode, string> = { in_person: "In person", phone: "Phone", video: "Video" };
/** What the location field holds for each mode. */
export const locationLabels: Record<InterviewMode, string> = {
  in_person: "Address",
  phone: "Phone number",
  video: "Meeting link",
};
export const resultLabels: Record<InterviewResult, string> = {
  pending: "Pending",
  passed: "Passed",
  failed: "Failed",
  no_show: "No show",
};

export const noteSchema = z.object({ body: requiredText("Note", 2000, true) });
export type NoteInput = z.infer<typeof noteSchema>;

export const ratingSchema = z.object({
  score: z
    .number({ error: recruitingMessages.score })
    .int(recruitingMessages.score)
    .min(1, recruitingMessages.score)
    .max(5, recruitingMessages.score),
});
export type RatingInput = z.infer<typeof ratingSchema>;

const date = z.string({ error: recruitingMessages.date }).trim().refine(isCalendarDate, recruitingMessages.date);
const time = z
  .string({ error: recruitingMessages.time })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, recruitingMessages.time);
const duration = z
  .number({ error: recruitingMessages.duration })
  .int(recruitingMessages.duration)
  .min(15, recruitingMessages.duration)
  .max(480, recruitingMessages.duration);
const mode = z.enum(INTERVIEW_MODES, { error: recruitingMessages.mode });

const fields = {
  round: requiredText("Round", 100),
  date,
  time,
  durationMinutes: duration,
  mode,
  location: requiredText("Location", 500),
  interviewers: requiredText("Interviewers", 200),
};

/** The instant of an IST date and time ("2026-12-01", "10:30" -> 05:00 UTC). */
export function istStart(value: { date: string; time: string }): Date | null {
  return parseIstDateTime(`${value.date}T${value.time}`);
}

/** A video interview's location is its meeting link: a full http(s) URL. */
export function isMeetingLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

type Where = { mode?: InterviewMode; location?: string };
const linkRule = (value: Where, ctx: z.RefinementCtx) => {
  if (value.mode === "video" && value.location !== undefined && !isMeetingLink(value.location)) {
    ctx.addIssue({ code: "custom", path: ["location"], message: recruitingMessages.videoLink });
  }
};
const futureRule = (value: { date?: string; time?: string }, ctx: z.RefinementCtx) => {
  if (value.date === undefined || value.time === undefined) return;
  const start = istStart({ date: value.date, time: value.time });
  if (start && start.getTime() <= Date.now()) {
    ctx.addIssue({ code: "custom", path: ["date"], message: recruitingMessages.past });
  }
};

export const interviewSchema = z.object(fields).superRefine(linkRule).superRefine(futureRule);
export type InterviewInput = z.infer<typeof interviewSchema>;

/**
 * The dialog's rules when it changes a round: a start must be in the future only when it was
 * changed, as the server has it, so the interviewers or duration of a round under way can be fixed.
 */
export const interviewChangeSchema = (start: { date: string; time: string }) =>
  z
    .object(fields)
    .superRefine(linkRule)
    .superRefine((value, ctx) => {
      if (value.date !== start.date || value.time !== start.time) futureRule(value, ctx);
    });

/**
 * An edit: any schedule field (a change is sent to the candidate as an updated invite), and the
 * round's feedback and result (internal). Date and time travel together; a new start must be in the
 * future, and the link rule holds for the merged interview (both checked by the server). `sequence`:
 * the version the editor saw; a schedule change made on an older one would undo a colleague's.
 */
export const interviewUpdateSchema = z
  .object({
    ...z.object(fields).partial().shape,
    // A text box: its line breaks stay; control characters and direction overrides go, and
    // nothing visible is no feedback (null).
    feedback: z
      .string()
      .overwrite(withoutControls(true))
      .trim()
      .max(5000, "Feedback must be at most 5000 characters")
      .transform((v) => (hasVisibleText(v) ? v : null))
      .nullable()
      .optional(),
    result: z.enum(INTERVIEW_RESULTS, { error: recruitingMessages.result }).optional(),
    /** The invite's SEQUENCE the editor's screen showed: a schedule change is refused (409) once it has moved on. */
    sequence: z.number().int().min(0).optional(),
    /**
     * The result and feedback the feedback dialog opened with: refused (409) once a colleague has
     * saved others, whose words the dialog would otherwise overwrite unseen.
     */
    feedbackWas: z.object({ result: z.enum(INTERVIEW_RESULTS), feedback: z.string().max(5000).nullable() }).optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.date === undefined) !== (value.time === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [value.date === undefined ? "date" : "time"],
        message: recruitingMessages.dateTimeTogether,
      });
    }
  })
  .superRefine(linkRule);
export type InterviewUpdateInput = z.infer<typeof interviewUpdateSchema>;
