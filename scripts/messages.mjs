// The message catalogues (messages/en.json, messages/hi.json).
//   node scripts/messages.mjs merge  — writes them from messages/{en,hi}/*.json (parts being written)
//   node scripts/messages.mjs check  — fails on a key missing from one language or extra in one,
//                                      a key no source file uses, and a text left empty
// A key is used when the source names it: t("a.b") under useTranslations("ns") is "ns.a.b", found
// as the literals "ns" and "a.b" (or "ns.a.b" whole); t.raw("list") covers every key under it.
// Keys whose names are computed (t(`status.${s}`)) are declared with a comment in the code that
// computes them: `i18n-keys: ns.status.*`. The "errors" namespace is matched by its English text,
// so its keys are used when that text (with {values} as ${...}) is in lib/, content/ or app/.
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const LOCALES = ["en", "hi"];

function deepMerge(into, from, path, file) {
  for (const [key, value] of Object.entries(from)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof into[key] === "string") throw new Error(`${file}: ${path}${key} is both text and a group`);
      deepMerge((into[key] ??= {}), value, `${path}${key}.`, file);
    } else {
      if (key in into) throw new Error(`${file}: ${path}${key} is defined twice`);
      into[key] = value;
    }
  }
  return into;
}

function sortKeys(node) {
  if (!node || typeof node !== "object" || Array.isArray(node)) return node;
  return Object.fromEntries(
    Object.keys(node)
      .sort()
      .map((key) => [key, sortKeys(node[key])]),
  );
}

function merge() {
  for (const locale of LOCALES) {
    const dir = join(root, "messages", locale);
    const merged = {};
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()) {
      deepMerge(merged, JSON.parse(readFileSync(join(dir, file), "utf8")), "", `messages/${locale}/${file}`);
    }
    writeFileSync(join(root, "messages", `${locale}.json`), `${JSON.stringify(sortKeys(merged), null, 2)}\n`);
  }
}

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
    for (let end = parts.length; end >= 1; end--) {
      const candidate = parts.slice(0, end);
      if (literals.has(candidate.join("."))) return true;
      for (let split = 1; split < candidate.length; split++) {
        if (literals.has(candidate.slice(0, split).join(".")) && literals.has(candidate.slice(split).join(".")))
          return true;
      }
    }
    return declared.some((prefix) => path.startsWith(prefix));
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

const command = process.argv[2];
if (command === "merge") merge();
else if (command === "check") check();
else {
  console.error("usage: node scripts/messages.mjs merge|check");
  process.exit(2);
}
