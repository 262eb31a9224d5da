// The help desk's panel is the /chatbot page's island and, behind the launcher, on every public
// page. It checks nothing with zod in the browser (the server does): a static import of the request
// schema's module, for its length limits, once put zod (about 40 kB gzipped) into the page's first
// load. This walks the panel's static imports.
import path from "node:path";

import { describe, expect, it } from "vitest";

import { staticGraph } from "@/lib/testing/static-imports";

const root = path.resolve(__dirname, "../..");

describe("the help desk panel's first load", () => {
  const { files, packages } = staticGraph("components/chat/chat-panel.tsx");
  const relative = [...files].map((f) => path.relative(root, f));

  it("reaches the panel's own modules and the limits it shows (the walk follows imports)", () => {
    expect(relative).toContain("components/chat/use-chat.ts");
    expect(relative).toContain("lib/validation/chat-limits.ts");
    expect(packages).toContain("next-intl");
  });

  it("imports neither zod nor the request schema's module", () => {
    expect([...packages]).not.toContain("zod");
    expect(relative).not.toContain("lib/validation/chat.ts");
  });
});
