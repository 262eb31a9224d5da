import "server-only";

import { createEvent, type EventAttributes } from "ics";

import { company } from "@/content/company";
import type { Locale } from "@/i18n/routing";
import { formatIstDateTime } from "@/lib/dates";
import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/job-posting/description";
import { siteUrl } from "@/lib/seo";
import { type MailTranslator, mailTranslator } from "@/lib/server/i18n/mail";
import type { Mail } from "@/lib/server/platform/mail";
import type { InterviewMode } from "@/lib/validation/recruiting";

// The candidate's e-mail for an interview round, in the language they applied in ("mail.interview"):
// the facts in words (time on the Indian clock) and an iCalendar invite (invite.ics) their calendar
// can take. One UID per interview; SEQUENCE grows with each change, so a calendar replaces the event
// it holds; a cancellation is METHOD:CANCEL. The recruiter's own words (round, place, names) stay as
// typed.

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
  /** The language of the application. */
  locale: Locale;
};

/** "HR Desk <hr@example.in>" -> its name and address (the invite's organizer); a bare address takes the company's name. */
export function mailbox(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || company.name, email: match[2] } : { name: company.name, email: from.trim() };
}

/** The interview as an iCalendar document (DTSTART in UTC). */
export function inviteCalendar(input: InviteInput): string {
  const { interview, candidate, jobTitle, kind } = input;
  const t = mailTranslator(input.locale);
  const cancelled = kind === "cancelled";
  const event: EventAttributes = {
    uid: `${interview.id}@${siteUrl().hostname}`,
    sequence: interview.sequence,
    method: cancelled ? "CANCEL" : "REQUEST",
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    start: interview.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: interview.durationMinutes },
    title: `${interview.round}: ${jobTitle} (${company.name})`,
    description: t("interview.calendar", { mode: modeText(t, interview.mode), interviewers: interview.interviewers }),
    location: interview.location,
    // Where the candidate's calendar sends their answer: the address our replies go to, not the
    // no-reply sender.
    organizer: named(mailbox(env().MAIL_REPLY_TO)),
    attendees: [{ ...named(candidate), rsvp: true, partstat: "NEEDS-ACTION", role: "REQ-PARTICIPANT" }],
  };
  // A video interview's link is also the invite's URL, written as a browser would ("HTTPS://Meet
  // .Google.com/x y" -> "https://meet.google.com/x%20y"). A link the calendar library still refuses
  // stays in LOCATION alone rather than failing the schedule (it answered 500).
  const url = interview.mode === "video" ? normalisedLink(interview.location) : null;
  let { error, value } = createEvent(url ? { ...event, url } : event);
  if (error && url) ({ error, value } = createEvent(event));
  if (error || !value) throw error ?? new Error("The invite could not be written.");
  return value;
}

/**
 * A person's name as an iCalendar parameter (CN="..."): a double quote cannot be written inside
 * the quotes (RFC 5545; the library puts a backslash before it, which is no escape there, and a
 * strict calendar then drops the attendee or the whole invite), so it becomes an apostrophe; a
 * control character becomes a space.
 */
function named(person: { name: string; email: string }): { name: string; email: string } {
  return { name: person.name.replace(/"/g, "'").replace(/[\u0000-\u001f\u007f]/g, " "), email: person.email };
}

function normalisedLink(link: string): string | null {
  try {
    return new URL(link).href;
  } catch {
    return null;
  }
}

// i18n-keys: mail.interview.modes.*, mail.interview.labels.location.*, mail.interview.subject.*, mail.interview.intro.*
const modeText = (t: MailTranslator, mode: InterviewMode) => t(`interview.modes.${mode}`);

/** The whole e-mail: text, HTML and the invite.ics attachment. */
export function inviteMail(input: InviteInput): Mail {
  const { interview, candidate, jobTitle, kind, locale } = input;
  const t = mailTranslator(locale);
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const about = { round: interview.round, job: jobTitle };
  const facts: [string, string][] = [
    [t("interview.labels.round"), interview.round],
    [t("interview.labels.position"), jobTitle],
    [t("interview.labels.when"), t("interview.when", { time: formatIstDateTime(interview.startsAt, locale) })],
    [t("interview.labels.duration"), t("interview.duration", { minutes: interview.durationMinutes })],
    [t("interview.labels.mode"), modeText(t, interview.mode)],
    [t(`interview.labels.location.${interview.mode}`), interview.location],
    [t("interview.labels.interviewers"), interview.interviewers],
  ];
  const closing = kind === "cancelled" ? t("interview.closing.cancelled") : t("interview.closing.invite");
  const lead = t(`interview.intro.${kind}`, about);
  const greeting = t("greeting", { name: candidate.name });
  const signature = t("interview.signature", { company: company.name });
  const text = [
    greeting,
    "",
    lead,
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    closing,
    "",
    signature,
  ].join("\n");
  const rows = facts
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p><table>${rows}</table><p>${escapeHtml(closing)}</p><p>${escapeHtml(signature)}</p>`;
  return {
    to: candidate.email,
    subject: t(`interview.subject.${kind}`, about),
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
