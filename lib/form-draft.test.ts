// @vitest-environment jsdom
// A form's unsent answers in the tab's storage: brought back within their age, dropped after it or
// when unreadable, and never an error when the browser refuses storage.
import { afterEach, describe, expect, it, vi } from "vitest";

import { clearDraft, DRAFT_MAX_AGE_MS, draftNames, newestDraftName, readDraft, writeDraft } from "./form-draft";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("form drafts", () => {
  it("brings back what was written, until cleared", () => {
    writeDraft("gov:job-1", { name: "Asha Kumari", rows: [{ board: "BSEB" }] });
    expect(readDraft("gov:job-1")).toEqual({ name: "Asha Kumari", rows: [{ board: "BSEB" }] });
    expect(readDraft("gov:job-2")).toBeNull();
    clearDraft("gov:job-1");
    expect(readDraft("gov:job-1")).toBeNull();
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
    sessionStorage.setItem("form-draft:v1:gov:broken", "{not json");
    sessionStorage.setItem("form-draft:v1:gov:shape", JSON.stringify({ savedAt: Date.now(), values: "text" }));
    expect(readDraft("gov:broken")).toBeNull();
    expect(readDraft("gov:shape")).toBeNull();
  });

  it("names the newest draft of a kind that has not expired", () => {
    const now = Date.UTC(2026, 11, 4, 10);
    writeDraft("gov:a", { n: 1 }, now - 5_000);
    writeDraft("gov:b", { n: 2 }, now - 1_000);
    writeDraft("gov:c", { n: 3 }, now - DRAFT_MAX_AGE_MS - 1);
    writeDraft("company:d", { n: 4 }, now);
    sessionStorage.setItem("form-draft:v1:gov:broken", "{");
    expect(newestDraftName("gov:", now)).toBe("gov:b");
    expect(newestDraftName("applicant:", now)).toBeNull();
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
