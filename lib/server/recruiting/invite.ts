import "server-only";

import { createEvent } from "ics";

import { company } from "@/content/company";
import { formatIstDateTime } from "@/lib/dates";
import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/job-posting/description";
import { siteUrl } from "@/lib/seo";
import type { Mail } from "@/lib/server/platform/mail";
import { type InterviewMode, locationLabels, modeLabels } from "@/lib/validation/recruiting";

// The candidate's e-mail for an interview round: the facts in words (time on the Indian clock) and
// an iCalendar invite (invite.ics) their calendar can take. One UID per interview; SEQUENCE grows
// with each change, so a calendar replaces the event it holds; a cancellation is METHOD:CANCEL.

export type InviteKind = "scheduled" | "updated" | "cancelled";

export type InviteInput = {
  kind: InviteKind;
  interview: {
    id: string;
    round: string;
    startsAt: Date;
    durationMinutes: number;
    mode: InterviewMode;
    location: string;
    interviewers: string;
    sequence: number;
  };
  candidate: { name: string; email: string };
  jobTitle: string;
};

/** "HR Platform <no-reply@example.in>" -> its name and address (the invite's organizer). */
export function mailbox(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || company.name, email: match[2] } : { name: company.name, email: from.trim() };
}

/** The interview as an iCalendar document (DTSTART in UTC). */
export function inviteCalendar(input: InviteInput): string {
  const { interview, candidate, jobTitle, kind } = input;
  const cancelled = kind === "cancelled";
  const { error, value } = createEvent({
    uid: `${interview.id}@${siteUrl().hostname}`,
    sequence: interview.sequence,
    method: cancelled ? "CANCEL" : "REQUEST",
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    start: interview.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: interview.durationMinutes },
    title: `${interview.round}: ${jobTitle} (${company.name})`,
    description: `${modeLabels[interview.mode]} interview. Interviewers: ${interview.interviewers}.`,
    location: interview.location,
    ...(interview.mode === "video" ? { url: interview.location } : {}),
    organizer: mailbox(env().MAIL_FROM),
    attendees: [
      { name: candidate.name, email: candidate.email, rsvp: true, partstat: "NEEDS-ACTION", role: "REQ-PARTICIPANT" },
    ],
  });
  if (error || !value) throw error ?? new Error("The invite could not be written.");
  return value;
}

const intro: Record<InviteKind, (round: string, job: string) => string> = {
  scheduled: (round, job) => `You are invited to an interview (${round}) for the ${job} position.`,
  updated: (round, job) => `Your interview (${round}) for the ${job} position has changed. The new details:`,
  cancelled: (round, job) => `Your interview (${round}) for the ${job} position has been cancelled.`,
};
const subjects: Record<InviteKind, string> = {
  scheduled: "Interview invitation",
  updated: "Interview updated",
  cancelled: "Interview cancelled",
};

/** The whole e-mail: text, HTML and the invite.ics attachment. */
export function inviteMail(input: InviteInput): Mail {
  const { interview, candidate, jobTitle, kind } = input;
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const facts: [string, string][] = [
    ["Round", interview.round],
    ["Position", jobTitle],
    ["When", `${formatIstDateTime(interview.startsAt)} IST`],
    ["Duration", `${interview.durationMinutes} minutes`],
    ["Mode", modeLabels[interview.mode]],
    [locationLabels[interview.mode], interview.location],
    ["Interviewers", interview.interviewers],
  ];
  const closing =
    kind === "cancelled"
      ? "We will write to you if a new time is arranged."
      : "The attached invite adds it to your calendar. Reply to this e-mail if the time does not suit you.";
  const lead = intro[kind](interview.round, jobTitle);
  const text = [
    `Dear ${candidate.name},`,
    "",
    lead,
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    closing,
    "",
    `${company.name} Recruitment`,
  ].join("\n");
  const rows = facts
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  const html = `<p>Dear ${escapeHtml(candidate.name)},</p><p>${escapeHtml(lead)}</p><table>${rows}</table><p>${escapeHtml(closing)}</p><p>${escapeHtml(company.name)} Recruitment</p>`;
  return {
    to: candidate.email,
    subject: `${subjects[kind]}: ${interview.round}, ${jobTitle}`,
    text,
    html,
    attachments: [
      {
        filename: "invite.ics",
        contentType: `text/calendar; method=${method}; charset=UTF-8`,
        content: inviteCalendar(input),
      },
    ],
  };
}
