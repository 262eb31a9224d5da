import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// site.css keeps the staff screens' folders out of the public stylesheet (`@source not`). A public
// page that imported a component from one of them would render with its classes missing, so no
// public file may.
const root = path.resolve(__dirname, "../..");
const sheet = fs.readFileSync(path.join(__dirname, "site.css"), "utf8");
const excluded = [...sheet.matchAll(/@source not "([^"*]+)";/g)].map((match) =>
  path.relative(root, path.resolve(__dirname, match[1])),
);
const staffFolders = excluded.filter((folder) => folder.startsWith("components/") || folder.startsWith("app/"));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The folders a file imports code from, relative to the repository root. A type-only import
 * (`import type ... from`) is left out: it is erased at build time and brings no classes along.
 */
function importedFolders(file: string): string[] {
  const source = fs.readFileSync(file, "utf8").replace(/^import\s+type\s[^;]*;/gm, "");
  return [...source.matchAll(/from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g)].flatMap((match) => {
    const specifier = match[1] ?? match[2];
    if (specifier.startsWith("@/")) return [specifier.slice(2)];
    if (specifier.startsWith(".")) return [path.relative(root, path.resolve(path.dirname(file), specifier))];
    return [];
  });
}

describe("the public stylesheet's sources", () => {
  it("leaves out only folders that exist", () => {
    expect(staffFolders).toContain("components/employee-admin");
    for (const folder of excluded) expect(fs.existsSync(path.join(root, folder)), folder).toBe(true);
  });

  it("leaves out no folder a public page draws from", () => {
    const publicFiles = [
      ...sources(path.join(root, "app/[locale]")),
      ...sources(path.join(root, "components")).filter(
        (file) => !staffFolders.some((folder) => path.relative(root, file).startsWith(`${folder}/`)),
      ),
      ...sources(path.join(root, "content")),
      ...sources(path.join(root, "lib")),
    ];
    const offending = publicFiles.flatMap((file) =>
      importedFolders(file)
        .filter((target) => staffFolders.some((folder) => target === folder || target.startsWith(`${folder}/`)))
        .map((target) => `${path.relative(root, file)} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });
});
