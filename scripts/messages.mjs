// npm run messages:check (also the first step of npm run build): the message catalogues
// (messages/en.json, messages/hi.json) must have the same keys, no empty text, and no key that no
// source file uses. A failure names each key.
// A key is used when the source names it: t("a.b") under useTranslations("ns") is "ns.a.b", found
// as the literals "ns" and "a.b" (or "ns.a.b" whole); t.raw("list") covers every key under it.
// Keys whose names are computed (t(`status.${s}`)) are declared with a comment in the code that
// computes them: `i18n-keys: ns.status.*`. The "errors" namespace is matched by its English text,
// so its keys are used when that text (with {values} as ${...}) is in lib/, content/ or app/.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

// MESSAGES_ROOT: another tree to check (the script's own test).
const root = process.env.MESSAGES_ROOT ?? new URL("..", import.meta.url).pathname;
const LOCALES = ["en", "hi"];

function leaves(node, prefix = "", into = new Map()) {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix + key;
    if (typeof value === "string") into.set(path, value);
    else if (Array.isArray(value))
      value.forEach((v, i) => (typeof v === "string" ? into.set(`${path}.${i}`, v) : leaves(v, `${path}.${i}.`, into)));
    else leaves(value, `${path}.`, into);
  }
  return into;
}

function sourceText() {
  const parts = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === "node_modules" || name.startsWith(".") || name === "generated") continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)) parts.push(readFileSync(path, "utf8"));
    }
  };
  for (const dir of ["app", "components", "lib", "content", "i18n"])
    if (existsSync(join(root, dir))) walk(join(root, dir));
  return parts.join("\n");
}

function check() {
  const [en, hi] = LOCALES.map((l) => leaves(JSON.parse(readFileSync(join(root, "messages", `${l}.json`), "utf8"))));
  const problems = [];
  for (const key of en.keys()) if (!hi.has(key)) problems.push(`missing in hi: ${key}`);
  for (const key of hi.keys()) if (!en.has(key)) problems.push(`extra in hi (not in en): ${key}`);
  for (const [locale, map] of [
    ["en", en],
    ["hi", hi],
  ]) {
    for (const [key, text] of map) if (!text.trim()) problems.push(`empty in ${locale}: ${key}`);
  }
  const source = sourceText();
  const literals = new Set([...source.matchAll(/["'`]([\w.-]+)["'`]/g)].map((m) => m[1]));
  const declared = [...source.matchAll(/i18n-keys:\s*([\w.*,\s-]+)/g)].flatMap((m) =>
    m[1]
      .split(/[,\s]+/)
      .filter((p) => p.endsWith(".*"))
      .map((p) => p.slice(0, -1)),
  );
  const usedPath = (path) => {
    const parts = path.split(".");
    // A namespace named alone ("home") covers none of its keys; a longer path (t.raw("list")) covers its subtree.
    for (let end = parts.length; end >= Math.min(2, parts.length); end--) {
      const candidate = parts.slice(0, end);
      if (literals.has(candidate.join("."))) return true;
      for (let split = 1; split < candidate.length; split++) {
        if (literals.has(candidate.slice(0, split).join(".")) && literals.has(candidate.slice(split).join(".")))
          return true;
      }
    }
    return declared.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
  };
  for (const [key, text] of en) {
    if (key.startsWith("errors.")) {
      const pattern = text
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&"))
        .join("\\$\\{[^}]+\\}");
      if (!new RegExp(pattern).test(source) && !usedPath(key))
        problems.push(`unused (its English text is in no source file): ${key}`);
    } else if (!usedPath(key)) problems.push(`unused: ${key}`);
  }
  if (problems.length) {
    console.error(`messages: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`messages: ${en.size} keys in en and hi, all used`);
}

check();
