import "server-only";

import { company } from "@/content/company";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";
import { sendMail } from "@/lib/server/platform/mail";
import type { ContactMessageData } from "@/lib/validation/contact";

/** Per-IP limit of the public form. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;

/**
 * Stores a contact-form message. When SMTP is configured it is also forwarded to the company
 * inbox; `forwarding` settles when that is done (the route does not make the visitor wait for
 * a slow mail server, and a failure is recorded on the row, never lost).
 */
export async function saveContactMessage(
  data: ContactMessageData,
  ip: string,
): Promise<{ id: string; forwarding: Promise<void> }> {
  const row = await db.contactMessage.create({
    data: { name: data.name, email: data.email, phone: data.phone ?? null, message: data.message, ip },
  });
  const forwarding = env().SMTP_URL ? forward(row.id, data) : Promise.resolve();
  return { id: row.id, forwarding };
}

async function forward(id: string, data: ContactMessageData): Promise<void> {
  try {
    const result = await sendMail({
      to: company.email,
      subject: `Website enquiry from ${data.name.replace(/[\r\n\t]+/g, " ")}`,
      text: [
        `Name: ${data.name}`,
        `E-mail: ${data.email}`,
        `Phone: ${data.phone ?? "-"}`,
        "",
        data.message,
        "",
        `Sent from the contact form of ${company.name}. Reply to the sender's address above.`,
      ].join("\n"),
    });
    await db.contactMessage.update({
      where: { id },
      data:
        result.status === "sent"
          ? { forwardedAt: new Date(), forwardError: null }
          : { forwardError: `Mail ${result.status} (outbox ${result.id})` },
    });
  } catch (error) {
    log.error("contact.forward_failed", { id, error: error instanceof Error ? error.message : String(error) });
  }
}
