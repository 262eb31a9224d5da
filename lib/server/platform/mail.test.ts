import net from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { resetEnv } from "@/lib/env";

import { db } from "@/lib/server/db/client";
import { sendMail } from "@/lib/server/platform/mail";

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

  it("delivers through SMTP_URL and marks the outbox row sent", async () => {
    // A minimal SMTP server that accepts one message and keeps its DATA.
    let data = "";
    const server = net.createServer((socket) => {
      let inData = false;
      socket.write("220 test ESMTP\r\n");
      socket.on("data", (chunk) => {
        for (const line of chunk.toString().split("\r\n")) {
          if (inData) {
            data += `${line}\n`;
            if (line === ".") {
              inData = false;
              socket.write("250 queued\r\n");
            }
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n");
          else if (/^(MAIL|RCPT)/i.test(line)) socket.write("250 ok\r\n");
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write("354 go on\r\n");
          } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
      resetEnv();
      const result = await sendMail({ to: "applicant@example.in", subject: "Application received", text: "Thank you" });
      expect(result.status).toBe("sent");
      expect(data).toMatch(/^Subject: Application received$/m);
      expect(data).toMatch(/^To: applicant@example\.in$/m);
      const row = await db.mailOutbox.findUniqueOrThrow({ where: { id: result.id } });
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
    } finally {
      server.close();
    }
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
