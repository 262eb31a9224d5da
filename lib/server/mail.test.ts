import net from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { resetEnv } from "@/lib/env";

import { db } from "./db";
import { sendMail } from "./mail";

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

describe("sendMail", () => {
  it("keeps the message in the outbox when SMTP is not configured", async () => {
    const result = await sendMail({ to: "applicant@example.in", subject: "Application received", text: "Thank you" });
    expect(result.status).toBe("queued");
    const row = await db.mailOutbox.findUniqueOrThrow({ where: { id: result.id } });
    expect(row).toMatchObject({ to: "applicant@example.in", subject: "Application received", status: "queued" });
  });

  it("records a failure instead of throwing when the mail server is down", async () => {
    // A port nobody listens on: grab a free one and close it.
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, "127.0.0.1", () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnv();
    const result = await sendMail({ to: "hr@example.in", subject: "New application", text: "..." });
    expect(result.status).toBe("failed");
    const row = await db.mailOutbox.findUniqueOrThrow({ where: { id: result.id } });
    expect(row.status).toBe("failed");
    expect(row.lastError).toBeTruthy();
  });
});
