// Reviewers' notes and ratings on a company application: signed by their author, visible to every
// reviewer, one rating per reviewer (rating again replaces it), none on a closed application.
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { bearer, makeApplication, makeJob, usersByRole } from "@/lib/testing/company-console";
import { call, createUser } from "@/lib/testing/fixtures";

import { PUT as rate } from "../rating/route";
import { GET, POST } from "./route";

let auth: string;
let admin: { id: string; name: string };
let jobId: string;

beforeAll(async () => {
  const { users } = await usersByRole();
  admin = users.CompanyAdmin;
  auth = await bearer(users.CompanyAdmin);
  jobId = (await makeJob({ title: "Notes Role" })).id;
});

const addNote = (id: string, body: unknown, authorization = auth) =>
  call(POST, {
    method: "POST",
    path: `/api/applications/${id}/notes`,
    params: { id },
    body,
    headers: { authorization },
  });
const read = (id: string, authorization = auth) =>
  call(GET, { path: `/api/applications/${id}/notes`, params: { id }, headers: { authorization } });
const setScore = (id: string, score: unknown, authorization = auth) =>
  call(rate, {
    method: "PUT",
    path: `/api/applications/${id}/rating`,
    params: { id },
    body: { score },
    headers: { authorization },
  });

describe("notes", () => {
  it("are kept with their author and time, newest first, and every reviewer reads them", async () => {
    const app = await makeApplication(jobId);
    const first = await addNote(app.id, { body: "  Strong SQL; weak on Kubernetes.  " });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      success: true,
      message: "Note added.",
      note: { body: "Strong SQL; weak on Kubernetes.", author: admin.name },
    });
    const colleague = await createUser({ role: "CompanyAdmin", name: "Second Reviewer" });
    const colleagueAuth = await bearer(colleague);
    await addNote(app.id, { body: "Agree, invite to round 2." }, colleagueAuth);

    const res = await read(app.id, colleagueAuth);
    expect(res.status).toBe(200);
    const notes = res.json.notes as { body: string; author: string; createdAt: string }[];
    expect(notes.map((n) => [n.body, n.author])).toEqual([
      ["Agree, invite to round 2.", "Second Reviewer"],
      ["Strong SQL; weak on Kubernetes.", admin.name],
    ]);
    expect(Date.parse(notes[1].createdAt)).toBeLessThanOrEqual(Date.parse(notes[0].createdAt));
  });

  it.each([
    [{ body: "" }, "Note is required"],
    [{ body: "   " }, "Note is required"],
    [{ body: "x".repeat(2001) }, "Note must be at most 2000 characters"],
    [{}, "Note is required"],
  ])("refuses %j with 400 and the message", async (body, message) => {
    const app = await makeApplication(jobId);
    const res = await addNote(app.id, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message, errors: { body: message } });
    expect(await db.companyApplicationNote.count({ where: { applicationId: app.id } })).toBe(0);
  });

  it("accepts 2000 characters exactly", async () => {
    const app = await makeApplication(jobId);
    expect((await addNote(app.id, { body: "y".repeat(2000) })).status).toBe(201);
  });

  it("answers 404 for an unknown application", async () => {
    expect((await read("no-such-application")).status).toBe(404);
    const res = await addNote("no-such-application", { body: "Hello" });
    expect(res.json).toEqual({ success: false, message: "Application not found" });
  });

  it("refuses new notes and ratings on a withdrawn or anonymised application (409)", async () => {
    const withdrawn = await makeApplication(jobId, { status: "withdrawn" });
    const anonymised = await makeApplication(jobId);
    await db.companyApplication.update({ where: { id: anonymised.id }, data: { anonymisedAt: new Date() } });
    for (const app of [withdrawn, anonymised]) {
      const note = await addNote(app.id, { body: "Too late" });
      expect(note.status).toBe(409);
      expect(note.json.message).toBe(
        "This application was withdrawn or anonymised: no new notes, ratings or interviews can be added.",
      );
      expect((await setScore(app.id, 4)).status).toBe(409);
    }
    expect(
      await db.companyApplicationNote.count({ where: { applicationId: { in: [withdrawn.id, anonymised.id] } } }),
    ).toBe(0);
  });
});

describe("ratings", () => {
  it("keep one score per reviewer, show each reviewer's score and the average", async () => {
    const app = await makeApplication(jobId);
    const colleague = await createUser({ role: "CompanyAdmin", name: "Rating Colleague" });
    const colleagueAuth = await bearer(colleague);

    const mine = await setScore(app.id, 2);
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ message: "Rating saved.", rating: { average: 2, count: 1, mine: 2 } });
    await setScore(app.id, 5); // rating again replaces the first score
    const theirs = await setScore(app.id, 4, colleagueAuth);
    expect(theirs.json.rating).toMatchObject({ average: 4.5, count: 2, mine: 4 });

    const res = await read(app.id);
    const rating = res.json.rating as { average: number; mine: number; scores: { reviewer: string; score: number }[] };
    expect(rating.mine).toBe(5);
    expect(rating.scores.map((s) => [s.reviewer, s.score]).sort()).toEqual(
      [
        [admin.name, 5],
        ["Rating Colleague", 4],
      ].sort(),
    );
    expect(await db.companyApplicationRating.count({ where: { applicationId: app.id } })).toBe(2);
  });

  it.each([0, 6, 3.5, "4", null])("refuses a score of %j with 400", async (score) => {
    const app = await makeApplication(jobId);
    const res = await setScore(app.id, score);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Choose a rating from 1 to 5.");
  });

  it("answers an unrated application with no average", async () => {
    const app = await makeApplication(jobId);
    expect((await read(app.id)).json.rating).toEqual({ average: null, count: 0, mine: null, scores: [] });
  });
});
