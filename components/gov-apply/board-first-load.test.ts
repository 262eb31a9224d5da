// The government board's first page carries the list and its search only: the form's code
// (react-hook-form, its zod schema, the payment flow) loads when a visitor picks a job
// (docs/architecture.md, Performance). A static import from the board's module into the form's
// would put it all back into the board's first load; this walks the board's static imports.
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

/** The module files and packages `file` reaches through static, non-type imports. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
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
  visit(entry);
  return { files, packages };
}

describe("the government board's first load", () => {
  const { files, packages } = staticGraph(path.join(root, "components/gov-apply/gov-career-client.tsx"));
  const relative = [...files].map((f) => path.relative(root, f));

  it("reaches the board's own modules (the walk follows imports)", () => {
    expect(relative).toContain("components/gov-apply/job-board.tsx");
    expect(relative).toContain("lib/form-draft.ts");
    expect(packages).toContain("next-intl");
  });

  it("imports none of the form's code statically", () => {
    expect([...packages]).not.toContain("react-hook-form");
    expect([...packages]).not.toContain("@hookform/resolvers");
    expect(relative).not.toContain("components/gov-apply/use-application-form.ts");
    expect(relative).not.toContain("components/gov-apply/application-form.tsx");
    expect(relative).not.toContain("lib/validation/gov-applications.ts");
  });
});
