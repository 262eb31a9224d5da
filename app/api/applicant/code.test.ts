// POST /api/applicant/code must not tell, by how long it takes, whether an address has applied: the
// lookup, the code and its mail happen after the answer. Here the mail is held back until the test
// lets it go, so a handler that waited for it would not answer at all.
import { beforeAll, describe, expect, it, vi } from "vitest";

import { POST as requestCode } from "@/app/api/applicant/code/route";
import { db } from "@/lib/server/db/client";
import { backgroundSettled } from "@/lib/server/platform/background";
import { makeApplication, makeJob } from "@/lib/testing/company-console";
import { call } from "@/lib/testing/fixtures";

const gate = vi.hoisted(() => {
  let open = () => {};
  let reach = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return { open, opened, reach, reached };
});

vi.mock("@/lib/server/platform/mail", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/server/platform/mail")>();
  return {
    ...real,
    sendMail: async (...args: Parameters<typeof real.sendMail>) => {
      gate.reach();
      await gate.opened;
      return real.sendMail(...args);
    },
  };
});

const KNOWN = "slow.sender@example.in";
let ip = 0;
const ask = (email: string) =>
  call(requestCode, {
    method: "POST",
    path: "/api/applicant/code",
    body: { email },
    headers: { "x-forwarded-for": `198.51.100.${++ip}` },
  });

beforeAll(async () => {
  await makeApplication((await makeJob()).id, { email: KNOWN });
});

describe("POST /api/applicant/code", () => {
  it("answers an address with applications at once, as it answers an unknown one, and mails the code after", async () => {
    const unknown = await ask("never.applied@example.in");

    // Once the mail is being recorded (and held), a handler that waits for it can never answer.
    const held = gate.reached.then(
      () => new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 5_000)),
    );
    const known = await Promise.race([ask(KNOWN), held]);
    gate.open();
    expect(known, "the answer waited for the mail").not.toBe("waited");
    if (known === "waited") return;
    expect(known.status).toBe(200);
    expect(known.json).toEqual(unknown.json);

    await backgroundSettled();
    expect(await db.mailOutbox.count({ where: { to: KNOWN, dedupeKey: { startsWith: "otp:" } } })).toBe(1);
    expect(await db.mailOutbox.count({ where: { to: "never.applied@example.in" } })).toBe(0);
  });
});
