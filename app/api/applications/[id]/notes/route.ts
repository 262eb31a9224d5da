// GET, POST /api/applications/{id}/notes - reviewers' notes on a company application, with the ratings
import { json, withAuth } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { addNote, listNotes, ratingSummary } from "@/lib/server/recruiting/notes";
import { noteSchema, recruitingMessages } from "@/lib/validation/recruiting";

// GET answers { success, notes (newest first), rating: { average, count, mine, scores } }.
export const GET = withAuth("company.applications.read", async ({ params, user }) => {
  const notes = await listNotes(params.id);
  return json({ success: true, notes, rating: await ratingSummary(params.id, user.id) });
});

// Body: { body } (1-2000 characters). 409 when the application is withdrawn or anonymised.
export const POST = withAuth("company.applications.update", async ({ req, params, user }) => {
  const input = noteSchema.parse(await readJson(req));
  const note = await addNote(params.id, input, user);
  return json({ success: true, message: recruitingMessages.noteAdded, note }, { status: 201 });
});
