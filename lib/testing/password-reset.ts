// A password link's token written straight to the database (as issuePasswordToken stores it:
// only its SHA-256), for tests that need a link without reading it out of a mail.
import { createHash, randomBytes } from "node:crypto";

import type { PasswordTokenPurpose } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db/client";

export async function makePasswordToken(
  userId: string,
  opts: { purpose?: PasswordTokenPurpose; expiresAt?: Date } = {},
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.passwordResetToken.create({
    data: {
      userId,
      tokenHash: createHash("sha256").update(token).digest("base64url"),
      purpose: opts.purpose ?? "reset",
      expiresAt: opts.expiresAt ?? new Date(Date.now() + 30 * 60_000),
    },
  });
  return token;
}

/** The token in the /reset-password link of a mail's text. */
export function tokenFromMail(text: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no password link in: ${text.slice(0, 200)}`);
  return match[1];
}
