import "server-only";

import { db } from "@/lib/server/db/client";
import type { SessionUser } from "@/lib/server/auth/session";
import { lockOpenApplication, requireApplication } from "@/lib/server/recruiting/application";
import type { NoteInput, RatingInput } from "@/lib/validation/recruiting";

// Reviewers' notes (append-only) and ratings (one 1-5 score per reviewer, rating again replaces
// it) on a company application. Every reviewer sees all of them, with author and time.

export type NoteView = { id: string; body: string; author: string | null; createdAt: string };
export type RatingView = { reviewerId: string; reviewer: string; score: number; at: string };
export type RatingSummary = {
  /** Rounded to one decimal; null with no ratings. */
  average: number | null;
  count: number;
  /** The signed-in reviewer's own score. */
  mine: number | null;
  scores: RatingView[];
};

export async function listNotes(applicationId: string): Promise<NoteView[]> {
  await requireApplication(applicationId);
  const rows = await db.companyApplicationNote.findMany({
    where: { applicationId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, body: true, createdAt: true, author: { select: { name: true } } },
  });
  return rows.map((n) => ({
    id: n.id,
    body: n.body,
    author: n.author?.name ?? null,
    createdAt: n.createdAt.toISOString(),
  }));
}

export async function addNote(applicationId: string, input: NoteInput, user: SessionUser): Promise<NoteView> {
  const note = await db.$transaction(async (tx) => {
    await lockOpenApplication(tx, applicationId);
    return tx.companyApplicationNote.create({
      data: { applicationId, authorId: user.id, body: input.body },
      select: { id: true, body: true, createdAt: true },
    });
  });
  return { ...note, author: user.name, createdAt: note.createdAt.toISOString() };
}

export async function ratingSummary(applicationId: string, viewerId: string): Promise<RatingSummary> {
  await requireApplication(applicationId);
  const rows = await db.companyApplicationRating.findMany({
    where: { applicationId },
    orderBy: [{ updatedAt: "asc" }, { id: "asc" }],
    select: { reviewerId: true, score: true, updatedAt: true, reviewer: { select: { name: true } } },
  });
  const total = rows.reduce((sum, r) => sum + r.score, 0);
  return {
    average: rows.length ? Math.round((total / rows.length) * 10) / 10 : null,
    count: rows.length,
    mine: rows.find((r) => r.reviewerId === viewerId)?.score ?? null,
    scores: rows.map((r) => ({
      reviewerId: r.reviewerId,
      reviewer: r.reviewer.name,
      score: r.score,
      at: r.updatedAt.toISOString(),
    })),
  };
}

export async function rate(applicationId: string, input: RatingInput, user: SessionUser): Promise<RatingSummary> {
  await db.$transaction(async (tx) => {
    await lockOpenApplication(tx, applicationId);
    await tx.companyApplicationRating.upsert({
      where: { applicationId_reviewerId: { applicationId, reviewerId: user.id } },
      create: { applicationId, reviewerId: user.id, score: input.score },
      update: { score: input.score },
    });
  });
  return ratingSummary(applicationId, user.id);
}
