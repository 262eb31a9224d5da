import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

/**
 * The module files (absolute paths) and packages `entry` reaches through static, non-type
 * imports: what a bundler must put in the same first load. `import()` is left out, as the bundler
 * splits it into a chunk of its own that loads when it is called.
 */
export function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = fs.readFileSync(file, "utf8");
    // `import x from "y"`, `import { a } from "y"`, `export { a } from "y"`, `import "y"`; not `import type`.
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm)) {
      const spec = match[1];
      if (spec.startsWith("@/") || spec.startsWith(".")) {
        const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(file), spec);
        const resolved = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
          .map((ext) => base + ext)
          .find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
        if (resolved) visit(resolved);
      } else {
        packages.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]);
      }
    }
  };
  visit(path.isAbsolute(entry) ? entry : path.join(root, entry));
  return { files, packages };
}
