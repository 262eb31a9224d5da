// The web process's shutdown on the test database: a mail in the middle of being sent when SIGTERM
// arrives is finished and recorded before Next's own shutdown handler (which exits) runs.
import { EventEmitter } from "node:events";

import { afterEach, describe, expect, it, vi } from "vitest";

import { resetEnv } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { stopWorkerFirst, type SignalTarget } from "@/lib/server/jobs/shutdown";
import { startWorker } from "@/lib/server/jobs/worker";
import { sendMail } from "@/lib/server/platform/mail";
import { startFakeSmtp } from "@/lib/testing/fake-smtp";

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

describe("shutting down while a mail is being sent", () => {
  it("finishes and records the mail before Next's shutdown handler runs", async () => {
    let confirm!: () => void;
    const smtp = await startFakeSmtp({ acceptAfter: new Promise<void>((resolve) => (confirm = resolve)) });
    process.env.SMTP_URL = smtp.url;
    resetEnv();
    const worker = await startWorker({ pollingIntervalSeconds: 0.5 });
    const signals = Object.assign(new EventEmitter(), { pid: process.pid, kill: () => true });
    const statusWhenNextRan: string[] = [];
    const { id } = await sendMail({ to: "in-flight@example.in", subject: "In flight at SIGTERM", text: "Hello" });
    signals.on("SIGTERM", () => {
      void db.mailOutbox.findUniqueOrThrow({ where: { id } }).then((row) => statusWhenNextRan.push(row.status));
    });
    stopWorkerFirst(worker.stop, signals as unknown as SignalTarget);
    try {
      // The mail server has the message and has not confirmed it yet.
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 20_000, interval: 100 });
      signals.emit("SIGTERM", "SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(statusWhenNextRan).toEqual([]);
      confirm();
      await vi.waitFor(() => expect(statusWhenNextRan).toEqual(["sent"]), { timeout: 20_000, interval: 100 });
      expect(smtp.mails).toHaveLength(1);
    } finally {
      confirm();
      await worker.stop();
      await smtp.close();
    }
  }, 60_000);
});
