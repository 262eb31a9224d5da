// PUT /api/applications/{id}/rating - the signed-in reviewer's 1-5 rating (rating again replaces it)
import { json, withAuth } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { rate } from "@/lib/server/recruiting/notes";
import { ratingSchema, recruitingMessages } from "@/lib/validation/recruiting";

// Body: { score } (integer 1-5). Answer: { success, message, rating: { average, count, mine, scores } }.
export const PUT = withAuth("company.applications.update", async ({ req, params, user }) => {
  const input = ratingSchema.parse(await readJson(req));
  return json({ success: true, message: recruitingMessages.ratingSaved, rating: await rate(params.id, input, user) });
});
