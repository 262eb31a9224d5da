import "server-only";

import { company } from "@/content/company";
import { PRIVACY_NOTICES } from "@/content/privacy-notices";
import { db } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";
import { sender } from "@/lib/server/jobs/queue";
import { sendMail } from "@/lib/server/platform/mail";
import type { ContactMessageData } from "@/lib/validation/contact";

/** Per-IP limit of the public form. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;

/**
 * Stores a contact-form message and forwards it to the company inbox: the forward is queued on the
 * mail queue in the same transaction as the message, so it is never lost, and the visitor never
 * waits for a slow mail server (the worker retries failures). Without SMTP the forward is kept in
 * the outbox and goes out once a worker starts with SMTP configured: no screen lists these
 * messages, so one received meanwhile would otherwise reach nobody.
 */
export async function saveContactMessage(data: ContactMessageData, ip: string): Promise<{ id: string }> {
  await sender();
  return db.$transaction(async (tx) => {
    const row = await tx.contactMessage.create({
      data: {
        name: data.name,
        email: data.email,
        phone: data.phone ?? null,
        message: data.message,
        ip,
        consentVersion: PRIVACY_NOTICES.contact.version,
        consentedAt: new Date(),
      },
    });
    const mail = await sendMail(
      {
        to: company.email,
        // A reply from the inbox answers the visitor (the address was validated by the form's schema).
        replyTo: data.email,
        // Erasing the message (retention or the sender's request) deletes this copy too.
        about: { contactMessageId: row.id },
        subject: `Website enquiry from ${data.name.replace(/[\r\n\t]+/g, " ")}`,
        text: [
          `Name: ${data.name}`,
          `E-mail: ${data.email}`,
          `Phone: ${data.phone ?? "-"}`,
          "",
          data.message,
          "",
          `Sent from the contact form of ${company.name}. Replying to this e-mail answers the sender.`,
        ].join("\n"),
      },
      { tx },
    );
    await tx.contactMessage.update({ where: { id: row.id }, data: { forwardedAt: new Date(), forwardError: null } });
    log.info("contact.forward_queued", { id: row.id, outboxId: mail.id });
    return { id: row.id };
  });
}
