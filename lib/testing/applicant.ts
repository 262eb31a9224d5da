// Test helpers for the applicant portal: an Applicant row with its session (as POST
// /api/applicant/session issues it), and the code read back from the outbox.
import { encodeSessionToken } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";
import { backgroundSettled } from "@/lib/server/platform/background";

let n = 0;

/** A signed-in applicant: bearer headers and the session cookie for the same token. */
export async function applicantSession(email = `applicant-session-${++n}-${Date.now()}@example.in`) {
  const applicant = await db.applicant.upsert({ where: { email }, create: { email }, update: {} });
  const token = await encodeSessionToken({
    sub: applicant.id,
    name: applicant.email,
    role: "Applicant",
    tv: applicant.tokenVersion,
  });
  return {
    applicant,
    token,
    headers: { authorization: `Bearer ${token}` },
    cookie: { cookie: `hr.session=${token}`, origin: "http://127.0.0.1:3000" },
  };
}

/** The 6-digit code of the newest sign-in mail sent to `email` (the code is sent after the answer). */
export async function codeFromOutbox(email: string): Promise<string> {
  await backgroundSettled();
  const mail = await db.mailOutbox.findFirstOrThrow({
    where: { to: email, dedupeKey: { startsWith: "otp:" } },
    orderBy: { createdAt: "desc" },
  });
  return /\b(\d{6})\b/.exec(mail.text)![1];
}
