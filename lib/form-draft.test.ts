// @vitest-environment jsdom
// A form's unsent answers in the tab's storage: brought back on the history entry they were typed
// on, within their age; dropped after it or when unreadable; never written again once released;
// and never an error when the browser refuses storage.
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  armDraft,
  clearDraft,
  DRAFT_MAX_AGE_MS,
  draftNames,
  newestDraftName,
  readDraft,
  releaseDraft,
  writeDraft,
} from "./form-draft";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  window.history.replaceState(null, "");
});

describe("form drafts", () => {
  it("brings back what was written on this history entry, until cleared", () => {
    writeDraft("gov:job-1", { name: "Asha Kumari", rows: [{ board: "BSEB" }] });
    expect(readDraft("gov:job-1")).toEqual({ name: "Asha Kumari", rows: [{ board: "BSEB" }] });
    expect(readDraft("gov:job-2")).toBeNull();
    clearDraft("gov:job-1");
    expect(readDraft("gov:job-1")).toBeNull();
  });

  it("belongs to the history entry it was typed on: another entry of the tab does not see it, going back to it does", () => {
    window.history.replaceState({ __NA: true, other: 1 }, "");
    writeDraft("company:job-1", { fullName: "Asha Kumari" });
    const typedOn = window.history.state as Record<string, unknown>;
    expect(typedOn).toMatchObject({ __NA: true, other: 1 }); // the router's own keys stay
    expect(typeof typedOn.formDraftEntry).toBe("string");

    window.history.replaceState({ __NA: true }, ""); // a new visit in this tab: an entry without our id
    expect(readDraft("company:job-1")).toBeNull();
    expect(newestDraftName("company:")).toBeNull();

    window.history.replaceState(typedOn, ""); // a reload or Back finds the entry as it was
    expect(readDraft("company:job-1")).toEqual({ fullName: "Asha Kumari" });
    expect(newestDraftName("company:")).toBe("company:job-1");
  });

  it("drops a draft untouched for longer than its age, and one dated in the future", () => {
    const now = Date.UTC(2026, 11, 4, 10);
    writeDraft("gov:old", { name: "A" }, now - DRAFT_MAX_AGE_MS - 1);
    writeDraft("gov:edge", { name: "B" }, now - DRAFT_MAX_AGE_MS);
    writeDraft("gov:ahead", { name: "C" }, now + 60_000);
    expect(readDraft("gov:old", now)).toBeNull();
    expect(readDraft("gov:edge", now)).toEqual({ name: "B" });
    expect(readDraft("gov:ahead", now)).toBeNull();
    // Expired and future drafts are removed from the tab, not only ignored.
    expect(draftNames("gov:").sort()).toEqual(["gov:edge"]);
  });

  it("ignores storage that is not a draft of ours", () => {
    writeDraft("gov:any", { name: "A" }); // gives the entry its id
    const entry = (window.history.state as Record<string, string>).formDraftEntry;
    sessionStorage.setItem("form-draft:v1:gov:broken", "{not json");
    sessionStorage.setItem("form-draft:v1:gov:shape", JSON.stringify({ savedAt: Date.now(), entry, values: "text" }));
    expect(readDraft("gov:broken")).toBeNull();
    expect(readDraft("gov:shape")).toBeNull();
  });

  it("names this entry's newest draft of a kind that has not expired", () => {
    const now = Date.UTC(2026, 11, 4, 10);
    writeDraft("gov:a", { n: 1 }, now - 5_000);
    writeDraft("gov:b", { n: 2 }, now - 1_000);
    writeDraft("gov:c", { n: 3 }, now - DRAFT_MAX_AGE_MS - 1);
    writeDraft("company:d", { n: 4 }, now);
    sessionStorage.setItem("form-draft:v1:gov:broken", "{");
    expect(newestDraftName("gov:", now)).toBe("gov:b");
    expect(newestDraftName("applicant:", now)).toBeNull();
  });

  it("once released, is removed and not written again until a form for it is armed", () => {
    writeDraft("gov:job-1", { name: "Asha Kumari" });
    releaseDraft("gov:job-1");
    expect(readDraft("gov:job-1")).toBeNull();
    writeDraft("gov:job-1", { name: "Asha Kumari" }); // a save pending, or the page hidden as it unloads
    expect(sessionStorage.getItem("form-draft:v1:gov:job-1")).toBeNull();
    writeDraft("gov:job-2", { name: "Other job" });
    expect(readDraft("gov:job-2")).toEqual({ name: "Other job" });
    armDraft("gov:job-1");
    writeDraft("gov:job-1", { name: "Ravi" });
    expect(readDraft("gov:job-1")).toEqual({ name: "Ravi" });
  });

  it("does nothing, and throws nothing, when the browser refuses storage or it is full", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => writeDraft("gov:x", { name: "A" })).not.toThrow();
    expect(readDraft("gov:x")).toBeNull();
    vi.restoreAllMocks();
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => writeDraft("gov:x", { name: "A" })).not.toThrow();
    expect(readDraft("gov:x")).toBeNull();
    expect(() => clearDraft("gov:x")).not.toThrow();
    expect(draftNames("gov:")).toEqual([]);
    expect(newestDraftName("gov:")).toBeNull();
  });
});

describe("the history entry's id", () => {
  afterEach(() => window.history.replaceState(null, ""));

  it("is given when a form starts, keeping the router's keys, and not changed afterwards", async () => {
    const { claimDraftEntry } = await import("./form-draft");
    window.history.replaceState({ __NA: true, govApplicationForm: true }, "");
    claimDraftEntry();
    const first = (window.history.state as Record<string, unknown>).formDraftEntry;
    expect(typeof first).toBe("string");
    expect(window.history.state).toMatchObject({ __NA: true, govApplicationForm: true });
    claimDraftEntry();
    expect((window.history.state as Record<string, unknown>).formDraftEntry).toBe(first);
  });
});
