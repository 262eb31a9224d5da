import { describe, expect, it } from "vitest";

import { toIstDateTimeInput } from "@/lib/dates";

import { interviewChangeSchema, interviewSchema, interviewUpdateSchema, recruitingMessages } from "./recruiting";

// A round that began 10 minutes ago, as the Change dialog opens it.
const [date, time] = toIstDateTimeInput(new Date(Date.now() - 10 * 60_000)).split("T");
const round = {
  round: "Technical round",
  date,
  time,
  durationMinutes: 45,
  mode: "in_person" as const,
  location: "2nd floor, Boring Road, Patna",
  interviewers: "Ravi Sinha",
};

describe("the interview dialog's rules", () => {
  it("lets a round under way be corrected (interviewers, duration) without moving it", () => {
    const change = interviewChangeSchema({ date, time });
    expect(change.safeParse({ ...round, interviewers: "Ravi Sinha, Meena Jha", durationMinutes: 90 }).success).toBe(
      true,
    );
    // Scheduling a new round at that time is refused, as before.
    expect(interviewSchema.safeParse(round).error?.issues[0].message).toBe(recruitingMessages.past);
  });

  it("still refuses moving a round to a time already past", () => {
    const change = interviewChangeSchema({ date, time });
    const [earlierDate, earlierTime] = toIstDateTimeInput(new Date(Date.now() - 3 * 3_600_000)).split("T");
    const moved = change.safeParse({ ...round, date: earlierDate, time: earlierTime });
    expect(moved.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["date", recruitingMessages.past]]);
  });
});

describe("interview feedback", () => {
  it("keeps its line breaks and drops control characters and direction overrides", () => {
    const parsed = interviewUpdateSchema.parse({
      result: "passed",
      feedback: " Strong SQL.\u0000\nWeak\u202e on Kafka.\u0007 ",
    });
    expect(parsed.feedback).toBe("Strong SQL.\nWeak on Kafka.");
    // Nothing visible is no feedback, not an empty "Feedback" row.
    expect(interviewUpdateSchema.parse({ result: "passed", feedback: "\u200b \u0007" }).feedback).toBeNull();
  });
});
