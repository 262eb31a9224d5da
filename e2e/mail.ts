import { expect, type APIRequestContext } from "@playwright/test";

import { MAIL_HTTP_PORT } from "../playwright.config";

export type CaughtMail = {
  to: string[];
  subject: string;
  text: string;
  /** Decoded: e.g. an interview's invite.ics as text. */
  attachments: { filename: string; contentType: string; content: string }[];
};

/** The mails delivered to `to` so far (through the app's queue worker to the e2e mail catcher). */
export async function mailsTo(request: APIRequestContext, to: string): Promise<CaughtMail[]> {
  const res = await request.get(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as CaughtMail[];
}

/** Waits until the mails to `to` whose subject matches have arrived, and returns them. */
export async function waitForMails(request: APIRequestContext, to: string, subject: RegExp, count = 1) {
  let found: CaughtMail[] = [];
  await expect
    .poll(async () => (found = (await mailsTo(request, to)).filter((m) => subject.test(m.subject))).length, {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);
  return found;
}
