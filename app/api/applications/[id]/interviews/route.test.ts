// Interview rounds: scheduled in IST and stored in UTC, each schedule, change and cancellation one
// mail to the candidate with an invite.ics (UID stable, SEQUENCE growing), feedback and result kept
// without mail, and the dashboard's list of upcoming interviews.
import { beforeAll, describe, expect, it } from "vitest";

import { POST as withdraw } from "@/app/api/applicant/applications/company/[id]/withdraw/route";
import { GET as upcoming } from "@/app/api/interviews/upcoming/route";
import { db } from "@/lib/server/db/client";
import { applicantSession } from "@/lib/testing/applicant";
import { bearer, makeApplication, makeInterview, makeJob, usersByRole } from "@/lib/testing/company-console";
import { call } from "@/lib/testing/fixtures";

import { POST as cancel } from "./[interviewId]/cancel/route";
import { PUT as update } from "./[interviewId]/route";
import { PUT as setStatus } from "../status/route";
import { GET, POST } from "./route";

let auth: string;
let admin: { id: string; name: string };
let jobId: string;
const YEAR = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  const { users } = await usersByRole();
  admin = users.CompanyAdmin;
  auth = await bearer(users.CompanyAdmin);
  jobId = (await makeJob({ title: "Data Engineer" })).id;
});

const valid = {
  round: "Technical round",
  date: `${YEAR}-12-01`,
  time: "10:30",
  durationMinutes: 45,
  mode: "video",
  location: "https://meet.example.in/abc-defg",
  interviewers: "Asha Rao, Vikram Singh",
};

const schedule = (id: string, body: unknown) =>
  call(POST, {
    method: "POST",
    path: `/api/applications/${id}/interviews`,
    params: { id },
    body,
    headers: { authorization: auth },
  });
const edit = (id: string, interviewId: string, body: unknown) =>
  call(update, {
    method: "PUT",
    path: `/api/applications/${id}/interviews/${interviewId}`,
    params: { id, interviewId },
    body,
    headers: { authorization: auth },
  });
const cancelIt = (id: string, interviewId: string) =>
  call(cancel, {
    method: "POST",
    path: `/api/applications/${id}/interviews/${interviewId}/cancel`,
    params: { id, interviewId },
    headers: { authorization: auth },
  });
const invites = (to: string) => db.mailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
const ics = (mail: { attachments: unknown }) => {
  const [attachment] = mail.attachments as { filename: string; contentType: string; content: string }[];
  return attachment;
};
/** yyyy-mm-dd in IST, `days` from now. */
const istDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

describe("POST /api/applications/{id}/interviews", () => {
  it("stores the IST time in UTC and mails the candidate one invite whose DTSTART is that UTC time", async () => {
    const app = await makeApplication(jobId, { fullName: "Meera Iyer" });
    const res = await schedule(app.id, valid);
    expect(res.status).toBe(201);
    const interview = res.json.interview as { id: string; startsAt: string; sequence: number; status: string };
    expect(interview).toMatchObject({
      startsAt: `${YEAR}-12-01T05:00:00.000Z`,
      sequence: 0,
      status: "scheduled",
      result: "pending",
      createdBy: admin.name,
    });
    // The recruiter decides the status: scheduling leaves it alone.
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("pending");

    const mails = await invites(app.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      dedupeKey: `interview:${interview.id}:0`,
      subject: "Interview invitation: Technical round, Data Engineer",
    });
    expect(mails[0].text).toContain("Dear Meera Iyer");
    expect(mails[0].text).toContain(`When: 1 Dec ${YEAR}, 10:30 am IST`);
    expect(mails[0].text).toContain("Meeting link: https://meet.example.in/abc-defg");
    expect(mails[0].text).toContain("Interviewers: Asha Rao, Vikram Singh");
    const invite = ics(mails[0]);
    expect(invite.filename).toBe("invite.ics");
    expect(invite.contentType).toBe("text/calendar; method=REQUEST; charset=UTF-8");
    expect(invite.content).toContain(`DTSTART:${YEAR}1201T050000Z`);
    expect(invite.content).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(invite.content).toMatch(/^SEQUENCE:0\r?$/m);
    expect(invite.content).toMatch(new RegExp(`^UID:${interview.id}@`, "m"));
    expect(invite.content).toContain("DURATION:PT45M");
    expect(invite.content.replace(/\r?\n[ \t]/g, "")).toContain(`mailto:${app.email}`);
  });

  it.each([
    [{ date: "2020-01-01" }, "date", "The interview must start in the future."],
    [{ date: `${YEAR}-02-30` }, "date", "Enter the date as YYYY-MM-DD."],
    [{ time: "25:00" }, "time", "Enter the time as HH:MM (24-hour, IST)."],
    [{ durationMinutes: 10 }, "durationMinutes", "Duration must be between 15 and 480 minutes."],
    [{ durationMinutes: 481 }, "durationMinutes", "Duration must be between 15 and 480 minutes."],
    [{ mode: "carrier pigeon" }, "mode", "Choose in person, phone or video."],
    [{ location: "Zoom, ask HR" }, "location", "Enter the meeting link as a full http(s) URL."],
    [{ location: "javascript:alert(1)" }, "location", "Enter the meeting link as a full http(s) URL."],
    [{ round: " " }, "round", "Round is required"],
    [{ round: "r".repeat(101) }, "round", "Round must be at most 100 characters"],
    [{ interviewers: "i".repeat(201) }, "interviewers", "Interviewers must be at most 200 characters"],
  ])("refuses %j with 400 on its field, and sends nothing", async (change, field, message) => {
    const app = await makeApplication(jobId);
    const res = await schedule(app.id, { ...valid, ...change });
    expect(res.status).toBe(400);
    expect((res.json.errors as Record<string, string>)[field]).toBe(message);
    expect(await db.interview.count({ where: { applicationId: app.id } })).toBe(0);
    expect(await invites(app.email)).toEqual([]);
  });

  it("writes the invite in Hindi to a candidate who applied in Hindi; the recruiter's words stay as typed", async () => {
    const app = await makeApplication(jobId, { fullName: "सीता कुमारी", locale: "hi" });
    expect((await schedule(app.id, valid)).status).toBe(201);
    const [mail] = await invites(app.email);
    expect(mail.subject).toBe("इंटरव्यू का बुलावा: Technical round, Data Engineer");
    expect(mail.text.split("\n")[0]).toBe("प्रिय सीता कुमारी,");
    expect(mail.text).toContain("Data Engineer पद के लिए आपको इंटरव्यू (Technical round) के लिए बुलाया गया है।");
    expect(mail.text).toContain("मीटिंग लिंक: https://meet.example.in/abc-defg");
    expect(mail.text).toContain("अवधि: 45 मिनट");
    expect(mail.text).toContain("तरीका: वीडियो कॉल");
    expect(mail.text).toMatch(/समय: .*10:30.* बजे \(IST\)/);
    expect(mail.html).toContain("<p>प्रिय सीता कुमारी,</p>");
    // iCalendar folds long lines (a line break and a space): unfolded, the description is Hindi.
    expect(ics(mail).content.replace(/\r?\n[ \t]/g, "")).toContain(
      "वीडियो कॉल इंटरव्यू। इंटरव्यू लेने वाले: Asha Rao\\, Vikram Singh।",
    );
  });

  it("takes an address in person and a number by phone", async () => {
    const app = await makeApplication(jobId);
    const inPerson = await schedule(app.id, { ...valid, mode: "in_person", location: "2nd floor, Boring Road, Patna" });
    expect(inPerson.status).toBe(201);
    const phone = await schedule(app.id, { ...valid, round: "HR", mode: "phone", location: "+91 98765 43210" });
    expect(phone.status).toBe(201);
    expect((await invites(app.email)).map((m) => m.text.match(/^(Address|Phone number): .*/m)?.[0])).toEqual([
      "Address: 2nd floor, Boring Road, Patna",
      "Phone number: +91 98765 43210",
    ]);
  });

  it("refuses a withdrawn application (409) and an unknown one (404)", async () => {
    const app = await makeApplication(jobId, { status: "withdrawn" });
    const res = await schedule(app.id, valid);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "This application was withdrawn or anonymised: no new notes, ratings or interviews can be added.",
    );
    expect((await schedule("no-such-application", valid)).status).toBe(404);
  });

  it("refuses a rejected application (409): the candidate was told no, and gets no invite", async () => {
    const app = await makeApplication(jobId, { status: "rejected" });
    const res = await schedule(app.id, valid);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This application was rejected: no interview can be scheduled or moved for it.");
    expect(await invites(app.email)).toEqual([]);
    expect(await db.interview.count({ where: { applicationId: app.id } })).toBe(0);
  });

  it("writes a video link as a browser would in the invite's URL, and never fails the schedule on it", async () => {
    const app = await makeApplication(jobId);
    const res = await schedule(app.id, { ...valid, location: "HTTPS://Meet.Example.IN/abc defg" });
    expect(res.status, res.text).toBe(201);
    const calendar = ics((await invites(app.email))[0]).content;
    expect(calendar).toMatch(/^URL:https:\/\/meet\.example\.in\/abc%20defg\r?$/m);
    // One the calendar library refuses even so (an IPv6 host): the link stays in LOCATION alone.
    const other = await makeApplication(jobId);
    const ipv6 = await schedule(other.id, { ...valid, location: "https://[2001:db8::1]/room" });
    expect(ipv6.status, ipv6.text).toBe(201);
    const second = ics((await invites(other.email))[0]).content;
    expect(second).not.toMatch(/^URL:/m);
    expect(second).toContain("2001:db8::1");
  });
});

describe("changing and cancelling an interview", () => {
  it("a reschedule sends an updated invite (SEQUENCE 1), feedback sends nothing, a cancellation sends METHOD:CANCEL", async () => {
    const app = await makeApplication(jobId);
    const id = ((await schedule(app.id, valid)).json.interview as { id: string }).id;

    const moved = await edit(app.id, id, { date: `${YEAR}-12-02`, time: "15:00" });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({
      invited: true,
      message: "Interview updated. The candidate has been sent the new invite.",
      interview: { startsAt: `${YEAR}-12-02T09:30:00.000Z`, sequence: 1 },
    });
    let mails = await invites(app.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].dedupeKey).toBe(`interview:${id}:1`);
    expect(mails[1].subject).toMatch(/^Interview updated/);
    expect(ics(mails[1]).content).toContain(`DTSTART:${YEAR}1202T093000Z`);
    expect(ics(mails[1]).content).toMatch(/^SEQUENCE:1\r?$/m);
    expect(ics(mails[1]).content).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(ics(mails[1]).content).toMatch(new RegExp(`^UID:${id}@`, "m"));

    const feedback = await edit(app.id, id, { feedback: "Solid on SQL.", result: "passed" });
    expect(feedback.json).toMatchObject({
      invited: false,
      interview: { feedback: "Solid on SQL.", result: "passed", sequence: 1 },
    });
    // Sending the same schedule again is no change either.
    expect((await edit(app.id, id, { date: `${YEAR}-12-02`, time: "15:00", round: valid.round })).json.invited).toBe(
      false,
    );
    expect(await invites(app.email)).toHaveLength(2);

    const cancelled = await cancelIt(app.id, id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.interview).toMatchObject({ status: "cancelled", sequence: 2 });
    mails = await invites(app.email);
    expect(mails).toHaveLength(3);
    const cancel = ics(mails[2]);
    expect(cancel.contentType).toBe("text/calendar; method=CANCEL; charset=UTF-8");
    expect(cancel.content).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(cancel.content).toMatch(/^STATUS:CANCELLED\r?$/m);
    expect(cancel.content).toMatch(/^SEQUENCE:2\r?$/m);

    expect((await cancelIt(app.id, id)).status).toBe(409);
    const again = await edit(app.id, id, { date: `${YEAR}-12-05`, time: "11:00" });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("A cancelled interview cannot be rescheduled. Schedule a new one instead.");
    expect(await invites(app.email)).toHaveLength(3);

    const history = await call(GET, {
      path: `/api/applications/${app.id}/interviews`,
      params: { id: app.id },
      headers: { authorization: auth },
    });
    expect((history.json.events as { action: string; actor: string }[]).map((e) => [e.action, e.actor])).toEqual([
      ["scheduled", admin.name],
      ["updated", admin.name],
      ["feedback", admin.name],
      ["cancelled", admin.name],
    ]);
  });

  it("a rejection cancels the rounds still to come, each with a METHOD:CANCEL mail; a past round stays", async () => {
    const app = await makeApplication(jobId);
    const coming = ((await schedule(app.id, valid)).json.interview as { id: string }).id;
    const past = (
      (await schedule(app.id, { ...valid, round: "Screening call", date: `${YEAR}-11-01` })).json.interview as {
        id: string;
      }
    ).id;
    await db.interview.update({ where: { id: past }, data: { startsAt: new Date(Date.now() - 86_400_000) } });

    const res = await call(setStatus, {
      method: "PUT",
      params: { id: app.id },
      body: { status: "rejected", reason: "Position filled" },
      headers: { authorization: auth },
    });
    expect(res.status, res.text).toBe(200);
    expect(await db.interview.findUniqueOrThrow({ where: { id: coming } })).toMatchObject({
      status: "cancelled",
      sequence: 1,
    });
    expect((await db.interview.findUniqueOrThrow({ where: { id: past } })).status).toBe("scheduled");
    const mails = await invites(app.email);
    const cancellation = mails.find((m) => m.dedupeKey === `interview:${coming}:1`)!;
    expect(ics(cancellation).content).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(mails.filter((m) => m.dedupeKey?.startsWith(`interview:${past}:`))).toHaveLength(1); // its invite only
    // The past round can take feedback, but is not moved: that would mail the rejected candidate.
    expect((await edit(app.id, past, { feedback: "Clear communicator." })).status).toBe(200);
    const moved = await edit(app.id, past, { date: `${YEAR}-12-09`, time: "11:00" });
    expect(moved.status).toBe(409);
    expect(moved.json.message).toBe("This application was rejected: no interview can be scheduled or moved for it.");
  });

  it("a round that has started is cancelled or corrected without a mail to the candidate", async () => {
    const app = await makeApplication(jobId);
    const id = ((await schedule(app.id, { ...valid, round: "Panel round" })).json.interview as { id: string }).id;
    await db.interview.update({ where: { id }, data: { startsAt: new Date(Date.now() - 30 * 60_000) } });
    const before = (await invites(app.email)).length;

    const fixed = await edit(app.id, id, { interviewers: "Ravi Sinha, Meena Jha", durationMinutes: 90 });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.json).toMatchObject({ invited: false, message: "Interview updated." });
    expect(await db.interview.findUniqueOrThrow({ where: { id } })).toMatchObject({
      interviewers: "Ravi Sinha, Meena Jha",
      durationMinutes: 90,
    });

    const cancelled = await cancelIt(app.id, id);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toMatchObject({
      told: false,
      message: "Interview marked cancelled. It had already started, so the candidate was not e-mailed.",
    });
    expect((await db.interview.findUniqueOrThrow({ where: { id } })).status).toBe("cancelled");
    expect(await invites(app.email)).toHaveLength(before);
    const audited = await db.auditLog.count({
      where: { action: "company.interview.cancel", entityId: app.id },
    });
    expect(audited).toBe(1);
  });

  it("a candidate's withdrawal cancels their rounds still to come, with a METHOD:CANCEL mail", async () => {
    const app = await makeApplication(jobId, { email: "walks.away@example.in" });
    const coming = ((await schedule(app.id, valid)).json.interview as { id: string }).id;
    const { headers } = await applicantSession(app.email);
    expect((await call(withdraw, { method: "POST", params: { id: app.id }, headers })).status).toBe(200);
    expect(await db.interview.findUniqueOrThrow({ where: { id: coming } })).toMatchObject({
      status: "cancelled",
      sequence: 1,
    });
    const cancellation = (await invites(app.email)).find((m) => m.dedupeKey === `interview:${coming}:1`)!;
    expect(ics(cancellation).content).toMatch(/^METHOD:CANCEL\r?$/m);
    // The recruiter's timeline shows it, with no staff member's name.
    const entry = await db.auditLog.findFirstOrThrow({
      where: { entityId: app.id, action: "company.interview.cancel" },
    });
    expect(entry.actorId).toBeNull();
  });

  it("refuses a change made on an older version (409): a colleague's reschedule is not undone", async () => {
    const app = await makeApplication(jobId);
    const id = ((await schedule(app.id, valid)).json.interview as { id: string }).id;
    // Recruiter A moves it to 3 pm; recruiter B's dialog, opened before (sequence 0), changes the place.
    expect((await edit(app.id, id, { ...valid, time: "15:00", sequence: 0 })).status).toBe(200);
    const stale = await edit(app.id, id, { ...valid, location: "https://meet.example.in/new-room", sequence: 0 });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(
      "Someone else changed this interview meanwhile. Reload to see the change, then edit it again.",
    );
    const row = await db.interview.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ sequence: 1, location: valid.location });
    expect(row.startsAt.toISOString()).toBe(`${YEAR}-12-01T09:30:00.000Z`);
    expect(await invites(app.email)).toHaveLength(2);
    // Reloaded (sequence 1), B's change goes through.
    expect(
      (await edit(app.id, id, { ...valid, time: "15:00", location: "https://meet.example.in/new-room", sequence: 1 }))
        .status,
    ).toBe(200);
  });

  it("refuses feedback saved from a dialog opened on other feedback (409): a colleague's words are not lost", async () => {
    const app = await makeApplication(jobId);
    const id = ((await schedule(app.id, valid)).json.interview as { id: string }).id;
    const opened = { result: "pending", feedback: null };
    // Recruiters A and B open the dialog on an empty round; A saves first.
    const a = await edit(app.id, id, {
      result: "passed",
      feedback: "Strong SQL; clear on indexing.",
      feedbackWas: opened,
    });
    expect(a.status, a.text).toBe(200);
    const b = await edit(app.id, id, { result: "failed", feedback: null, feedbackWas: opened });
    expect(b.status).toBe(409);
    expect(b.json.message).toBe(
      "Someone else changed this interview meanwhile. Reload to see the change, then edit it again.",
    );
    expect(await db.interview.findUniqueOrThrow({ where: { id } })).toMatchObject({
      result: "passed",
      feedback: "Strong SQL; clear on indexing.",
    });
    // Reopened on A's words, B's change goes through.
    const again = await edit(app.id, id, {
      result: "failed",
      feedback: "Strong SQL; clear on indexing. Missed the design round.",
      feedbackWas: { result: "passed", feedback: "Strong SQL; clear on indexing." },
    });
    expect(again.status, again.text).toBe(200);
  });

  it("checks the merged interview: a new start in the future, date with time, a link for video", async () => {
    const app = await makeApplication(jobId);
    const id = (
      (await schedule(app.id, { ...valid, mode: "phone", location: "+91 98765 43210" })).json.interview as {
        id: string;
      }
    ).id;
    const past = await edit(app.id, id, { date: "2021-05-01", time: "10:00" });
    expect(past.status).toBe(400);
    expect(past.json.errors).toEqual({ date: "The interview must start in the future." });
    expect((await edit(app.id, id, { date: `${YEAR}-12-03` })).json.errors).toEqual({
      time: "Give both the date and the time.",
    });
    const video = await edit(app.id, id, { mode: "video" });
    expect(video.status).toBe(400);
    expect(video.json.errors).toEqual({ location: "Enter the meeting link as a full http(s) URL." });
    expect((await edit(app.id, id, { result: "maybe" })).status).toBe(400);
    expect(await invites(app.email)).toHaveLength(1);
  });

  it("answers 404 for an interview of another application", async () => {
    const a = await makeApplication(jobId);
    const b = await makeApplication(jobId);
    const id = ((await schedule(a.id, valid)).json.interview as { id: string }).id;
    const res = await edit(b.id, id, { feedback: "Wrong one" });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Interview not found");
    expect((await cancelIt(b.id, id)).status).toBe(404);
    expect((await db.interview.findUniqueOrThrow({ where: { id } })).feedback).toBeNull();
  });
});

describe("GET /api/interviews/upcoming", () => {
  it("lists scheduled interviews of the next 14 days, soonest first, with candidate, job, round and mode", async () => {
    const app = await makeApplication(jobId, { fullName: "Upcoming Candidate" });
    const soon = await schedule(app.id, { ...valid, round: "Soon round", date: istDate(3), time: "09:00" });
    await schedule(app.id, { ...valid, round: "Far round", date: istDate(20), time: "09:00" });
    const gone = await schedule(app.id, { ...valid, round: "Cancelled round", date: istDate(2), time: "09:00" });
    await cancelIt(app.id, (gone.json.interview as { id: string }).id);

    const res = await call(upcoming, { path: "/api/interviews/upcoming", headers: { authorization: auth } });
    expect(res.status).toBe(200);
    const mine = (res.json.interviews as { applicationId: string; round: string }[]).filter(
      (i) => i.applicationId === app.id,
    );
    expect(mine).toEqual([
      {
        id: (soon.json.interview as { id: string }).id,
        applicationId: app.id,
        candidate: "Upcoming Candidate",
        jobTitle: "Data Engineer",
        round: "Soon round",
        startsAt: `${istDate(3)}T03:30:00.000Z`,
        durationMinutes: 45,
        mode: "video",
      },
    ]);
  });

  it("leaves out candidates who withdrew or were rejected", async () => {
    const inAnHour = { startsAt: new Date(Date.now() + 3_600_000) };
    const candidate = async (fullName: string) => {
      const app = await makeApplication(jobId, {
        fullName,
        email: `${fullName.replace(" ", ".").toLowerCase()}@example.in`,
      });
      await makeInterview(app.id, inAnHour);
      return app;
    };
    await candidate("Still In");
    const rejected = await candidate("Turned Down");
    const withdrawn = await candidate("Walked Away");
    const rejecting = await call(setStatus, {
      method: "PUT",
      params: { id: rejected.id },
      body: { status: "rejected", reason: "Position filled" },
      headers: { authorization: auth },
    });
    expect(rejecting.status).toBe(200);
    const { headers } = await applicantSession(withdrawn.email);
    expect((await call(withdraw, { method: "POST", params: { id: withdrawn.id }, headers })).status).toBe(200);

    const res = await call(upcoming, { path: "/api/interviews/upcoming", headers: { authorization: auth } });
    const candidates = (res.json.interviews as { candidate: string }[]).map((i) => i.candidate);
    expect(candidates).toContain("Still In");
    expect(candidates).not.toContain("Turned Down");
    expect(candidates).not.toContain("Walked Away");
  });
});
