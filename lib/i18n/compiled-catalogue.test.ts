import { readFileSync } from "node:fs";
import path from "node:path";

// next-intl's own loader, which the build runs on messages/*.json (next.config.ts): the test reads
// the catalogue in the shape the pages get it.
import catalogLoader from "next-intl/extractor/catalogLoader";
import { describe, expect, it } from "vitest";

import { fillPolicyText } from "@/content/policies/values";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { messageText, restoreLists } from "./compiled-catalogue";
import { errorDictionary, type Catalogue } from "./errors";

type Tree = Record<string, unknown>;

function precompiled(locale: "en" | "hi"): Promise<Tree> {
  const resourcePath = path.join(process.cwd(), "messages", `${locale}.json`);
  return new Promise((resolve, reject) => {
    const context = {
      getOptions: () => ({ messages: { format: "json", precompile: true } }),
      rootContext: process.cwd(),
      resourcePath,
      async: () => (error: Error | null, result?: string) => {
        if (error) return reject(error);
        // `export default JSON.parse("...")`
        const literal = result!.slice("export default JSON.parse(".length, -");".length);
        resolve(JSON.parse(JSON.parse(literal)) as Tree);
      },
    };
    (catalogLoader as unknown as (this: typeof context, source: string) => void).call(
      context,
      readFileSync(resourcePath, "utf8"),
    );
  });
}

/** Every list of `tree` by its path, with its length. */
function lists(tree: unknown, at = "", into: Record<string, number> = {}): Record<string, number> {
  if (Array.isArray(tree)) into[at] = tree.length;
  if (tree && typeof tree === "object")
    for (const [key, value] of Object.entries(tree)) {
      // A compiled message is an array too: only lists of the source count.
      if (!Array.isArray(tree) || typeof value === "object") lists(value, `${at}.${key}`, into);
    }
  return into;
}

describe("the catalogue as the build hands it over", async () => {
  const compiled = { en: await precompiled("en"), hi: await precompiled("hi") };
  const restored = { en: restoreLists(compiled.en), hi: restoreLists(compiled.hi) };

  it("comes from the loader with its lists turned into objects, and restoreLists gives them back", () => {
    const home = compiled.en.home as { hero: { words: unknown } };
    expect(Array.isArray(home.hero.words)).toBe(false);
    const sourceLists = lists(en);
    expect(Object.keys(sourceLists).length).toBeGreaterThan(100);
    expect(lists(restored.en)).toMatchObject(sourceLists);
    expect(lists(restored.hi)).toMatchObject(lists(hi));
    expect((restored.hi as typeof hi).home.hero.words).toEqual(hi.home.hero.words);
  });

  it("leaves the JSON as written unchanged (tests and scripts read the files directly)", () => {
    expect(restoreLists(en)).toEqual(en);
  });

  it("gives back a message's text where it holds only text and values", () => {
    expect(messageText("Plain")).toBe("Plain");
    expect(messageText([["label"], " is required"])).toBe("{label} is required");
    expect(messageText([["count", 2, { one: [0, " job"], other: [0, " jobs"] }]])).toBeUndefined();
    expect(messageText({ nested: "group" })).toBeUndefined();
  });

  it("pairs the same error messages as the source catalogues do", () => {
    const fromSource = errorDictionary(en.errors as Catalogue, hi.errors as Catalogue);
    const fromBuild = errorDictionary(restored.en.errors as Catalogue, restored.hi.errors as Catalogue);
    expect(fromSource.length).toBeGreaterThan(100);
    expect(fromBuild).toEqual(fromSource);
  });

  it("fills the policies' placeholders as it did from the source", () => {
    const pairs: [unknown, string][] = [];
    const walk = (built: unknown, source: unknown) => {
      if (typeof source === "string") pairs.push([built, source]);
      else if (source && typeof source === "object")
        for (const [key, value] of Object.entries(source)) walk((built as Tree)[key], value);
    };
    walk((restored.en as typeof en).policies, en.policies);
    walk((restored.hi as typeof hi).policies, hi.policies);
    const withValues = pairs.filter(([, source]) => source.includes("{email}"));
    expect(withValues.length).toBeGreaterThan(5);
    for (const [built, source] of pairs) {
      if (source.includes("<")) continue; // a rich text, formatted by next-intl
      expect(fillPolicyText(built as string)).toBe(fillPolicyText(source));
    }
  });
});
