// sitemap.xml's language links: each entry names the same set its page's head does (en-IN, hi-IN
// and x-default, the English page), so the two never disagree for a crawler.
import { describe, expect, it } from "vitest";

import sitemap from "@/app/sitemap";

describe("sitemap.xml", () => {
  it("names English, Hindi and x-default (the English page) for every entry", async () => {
    const entries = await sitemap();
    expect(entries.length).toBeGreaterThan(20);
    for (const entry of entries) {
      const languages = entry.alternates?.languages as Record<string, string>;
      expect(Object.keys(languages).sort()).toEqual(["en-IN", "hi-IN", "x-default"]);
      expect(languages["x-default"]).toBe(languages["en-IN"]);
      expect([languages["en-IN"], languages["hi-IN"]]).toContain(entry.url);
      expect(languages["hi-IN"]).toMatch(/^https?:\/\/[^/]+\/hi(\/|$)/);
    }
  });
});
