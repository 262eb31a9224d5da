// An interview's invite asks the candidate to reply: their reply, and their calendar's answer to the
// invite (sent to its ORGANIZER), reach MAIL_REPLY_TO, never the no-reply sender.
import { afterEach, describe, expect, it } from "vitest";

import { company } from "@/content/company";
import { resetEnv } from "@/lib/env";
import { inviteCalendar, type InviteInput } from "@/lib/server/recruiting/invite";

afterEach(() => {
  delete process.env.MAIL_REPLY_TO;
  delete process.env.MAIL_FROM;
  resetEnv();
});

const input: InviteInput = {
  kind: "scheduled",
  interview: {
    id: "interview-1",
    round: "Technical round",
    startsAt: new Date("2026-12-10T05:30:00Z"),
    durationMinutes: 45,
    mode: "video",
    location: "https://meet.example.in/room",
    interviewers: "Anita Sharma",
    sequence: 0,
  },
  candidate: { name: "Sita Kumari", email: "sita@example.in" },
  jobTitle: "Payroll Executive",
  locale: "en",
};

/** The ORGANIZER line, unfolded (iCalendar folds lines longer than 75 octets). */
const organizer = (ics: string) => /^ORGANIZER[^\r\n]*(\r\n [^\r\n]*)*/m.exec(ics)?.[0].replace(/\r\n /g, "");

describe("inviteCalendar", () => {
  it("names the company's own address as the organizer by default, not the no-reply sender", () => {
    process.env.MAIL_FROM = "HR Platform <no-reply@example.in>";
    resetEnv();
    expect(organizer(inviteCalendar(input))).toBe(`ORGANIZER;CN="${company.name}":MAILTO:${company.email}`);
  });

  it("writes a candidate's name with double quotes as a valid quoted parameter", () => {
    const ics = inviteCalendar({ ...input, candidate: { name: 'Rahul "Raju" Kumar', email: "rahul@example.in" } });
    const attendee = /^ATTENDEE[^\r\n]*(\r\n[ \t][^\r\n]*)*/m.exec(ics)?.[0].replace(/\r\n[ \t]/g, "");
    expect(attendee).toContain(`CN="Rahul 'Raju' Kumar":mailto:rahul@example.in`);
  });

  it("names MAIL_REPLY_TO as the organizer when it is set", () => {
    process.env.MAIL_REPLY_TO = "HR Desk <hr@example.in>";
    resetEnv();
    expect(organizer(inviteCalendar(input))).toBe('ORGANIZER;CN="HR Desk":MAILTO:hr@example.in');
  });
});
