import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";

/** Per-IP limit of the public form. */
export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const;

/**
 * Subscribes an address (already lower-cased by the schema). Subscribing twice is not an error:
 * the visitor sees the same confirmation, and an earlier unsubscribe is undone.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  try {
    await db.newsletterSubscription.upsert({ where: { email }, create: { email }, update: { unsubscribedAt: null } });
  } catch (error) {
    // Two simultaneous sign-ups for one address: the other request created the row.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return;
    throw error;
  }
}
