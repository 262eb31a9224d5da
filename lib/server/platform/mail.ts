import "server-only";

import nodemailer, { type Transporter } from "nodemailer";

import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { runInBackground } from "@/lib/server/platform/background";
import { log } from "@/lib/server/platform/log";

// The one way the app sends e-mail. Every message is first recorded in MailOutbox; with SMTP_URL
// it is then sent through nodemailer, otherwise it stays queued there (and is logged), so nothing
// is silently dropped. Sending never throws to the caller: a failing mail server must not fail
// the action (an application, a contact message) that triggered the mail.

export type Mail = { to: string; subject: string; text: string; html?: string };

let transport: Transporter | undefined;
function smtp(): Transporter | undefined {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  transport ??= nodemailer.createTransport(url);
  return transport;
}

export async function sendMail(mail: Mail): Promise<{ id: string; status: "sent" | "queued" | "failed" }> {
  const row = await db.mailOutbox.create({
    data: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html },
  });
  const transporter = smtp();
  if (!transporter) {
    log.info("mail.queued", { id: row.id, subject: mail.subject, reason: "SMTP_URL not set" });
    return { id: row.id, status: "queued" };
  }
  try {
    await transporter.sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await db.mailOutbox.update({
      where: { id: row.id },
      data: { status: "sent", sentAt: new Date(), attempts: { increment: 1 } },
    });
    return { id: row.id, status: "sent" };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.mailOutbox
      .update({
        where: { id: row.id },
        data: { status: "failed", lastError: message.slice(0, 500), attempts: { increment: 1 } },
      })
      .catch(() => undefined);
    log.warn("mail.failed", { id: row.id, subject: mail.subject, error: message });
    return { id: row.id, status: "failed" };
  }
}

/** Sends without making the caller wait or fail (e.g. after an application is committed). */
export function sendMailInBackground(mail: Mail): void {
  runInBackground("mail.record", () => sendMail(mail));
}
