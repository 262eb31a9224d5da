// The government board's first page carries the list and its search only: the form's code
// (react-hook-form, its zod schema, the payment flow) loads when a visitor picks a job
// (docs/architecture.md, Performance). A static import from the board's module into the form's
// would put it all back into the board's first load; this walks the board's static imports.
import path from "node:path";

import { describe, expect, it } from "vitest";

import { staticGraph } from "@/lib/testing/static-imports";

const root = path.resolve(__dirname, "../..");

describe("the government board's first load", () => {
  const { files, packages } = staticGraph("components/gov-apply/gov-career-client.tsx");
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
