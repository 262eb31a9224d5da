// The catalogue check fails the build on a key missing in one language, an extra one, an empty
// text, and a key no source file uses; it passes a tree where every key is used.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

const script = path.join(import.meta.dirname, "messages.mjs");
const trees: string[] = [];
afterEach(() => trees.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function check(en: object, hi: object, source: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "messages-"));
  trees.push(root);
  fs.mkdirSync(path.join(root, "messages"));
  fs.mkdirSync(path.join(root, "components"));
  fs.writeFileSync(path.join(root, "messages/en.json"), JSON.stringify(en));
  fs.writeFileSync(path.join(root, "messages/hi.json"), JSON.stringify(hi));
  fs.writeFileSync(path.join(root, "components/page.tsx"), source);
  const run = spawnSync(process.execPath, [script], { env: { ...process.env, MESSAGES_ROOT: root }, encoding: "utf8" });
  return { code: run.status, output: run.stdout + run.stderr };
}

const source = `const t = useTranslations("home"); t("title"); t("hero.text");
// i18n-keys: home.status.*
t(\`status.\${s}\`); raise("Please enter your name");`;
const en = {
  home: { title: "Home", hero: { text: "Hello" }, status: { open: "Open" } },
  errors: { name: "Please enter your name" },
};
const hi = {
  home: { title: "होम", hero: { text: "नमस्ते" }, status: { open: "खुला" } },
  errors: { name: "कृपया अपना नाम लिखें" },
};

describe("npm run messages:check", () => {
  it("passes when both languages have the same keys and every key is used", () => {
    expect(check(en, hi, source)).toMatchObject({ code: 0, output: expect.stringContaining("4 keys") });
  });

  it("fails on a key missing from Hindi, or only in Hindi", () => {
    const missing = check(en, { ...hi, home: { ...hi.home, title: undefined } }, source);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("missing in hi: home.title");
    const extra = check(en, { ...hi, home: { ...hi.home, footer: "फ़ुटर" } }, source);
    expect(extra.code).toBe(1);
    expect(extra.output).toContain("extra in hi (not in en): home.footer");
  });

  it("fails on an unused key and on an empty text", () => {
    const unused = check(
      { ...en, home: { ...en.home, stale: "Old" } },
      { ...hi, home: { ...hi.home, stale: "पुराना" } },
      source,
    );
    expect(unused.code).toBe(1);
    expect(unused.output).toContain("unused: home.stale");
    const empty = check(en, { ...hi, home: { ...hi.home, title: " " } }, source);
    expect(empty.output).toContain("empty in hi: home.title");
  });

  it("counts an error message as used only while a source file still says it", () => {
    const result = check(en, hi, source.replace("Please enter your name", "Type your name"));
    expect(result.code).toBe(1);
    expect(result.output).toContain("errors.name");
  });
});
