// The contact form's forward to the company inbox: staff who reply to it answer the visitor.
import { afterEach, describe, expect, it } from "vitest";

import { company } from "@/content/company";
import { resetEnv } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { saveContactMessage } from "@/lib/server/platform/contact";
import { deliverMail } from "@/lib/server/platform/mail";
import { startFakeSmtp } from "@/lib/testing/fake-smtp";
import { contactSchema } from "@/lib/validation/contact";

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

describe("saveContactMessage", () => {
  it("forwards the message to the company inbox with the visitor's address as Reply-To", async () => {
    const smtp = await startFakeSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      const message = await saveContactMessage(
        contactSchema.parse({
          name: "Ravi Prasad",
          email: "ravi.prasad@example.in",
          message: "Do you hire drivers in Gaya?",
          consent: true,
        }),
        "203.0.113.9",
      );
      const forward = await db.mailOutbox.findFirstOrThrow({ where: { about: `contact:${message.id}` } });
      expect(await deliverMail(forward.id)).toBe("sent");
      const data = smtp.mails[0].data;
      expect(data).toMatch(new RegExp(`^To: ${company.email.replace(/\./g, "\\.")}$`, "m"));
      expect(data).toMatch(/^Reply-To: ravi\.prasad@example\.in$/m);
      expect(data).toContain("Do you hire drivers in Gaya?");
    } finally {
      await smtp.close();
    }
  });
});
