// The government form's mail limit counts per mailbox: the spellings that reach one inbox share a
// count, and different inboxes never do.
import { describe, expect, it } from "vitest";

import { applicationMailKey } from "@/lib/server/gov/applications";

describe("applicationMailKey", () => {
  it("gives the spellings of one mailbox one key", () => {
    const key = applicationMailKey("sitakumari@gmail.com");
    for (const spelling of [
      "SitaKumari@Gmail.com",
      " sita.kumari@gmail.com ",
      "sita.kumari+jobs@googlemail.com",
      "s.i.t.a.kumari@gmail.com.",
      '"sita.kumari"@gmail.com',
    ])
      expect(applicationMailKey(spelling), spelling).toBe(key);
    expect(applicationMailKey("ram+patna@example.in")).toBe(applicationMailKey("RAM@example.in."));
  });

  it("keeps different mailboxes apart", () => {
    // Dots matter outside Gmail; a name that starts with "+" is the whole name, not a tag.
    expect(applicationMailKey("sita.kumari@example.in")).not.toBe(applicationMailKey("sitakumari@example.in"));
    expect(applicationMailKey("+1@example.in")).not.toBe(applicationMailKey("+2@example.in"));
    expect(applicationMailKey("+919876543210@example.in")).not.toBe(applicationMailKey("@example.in"));
    expect(applicationMailKey("sita@gmail.com")).not.toBe(applicationMailKey("sita@gmail.co"));
  });
});
