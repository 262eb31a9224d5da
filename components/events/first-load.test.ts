// The events page's cards are server components; their "View Gallery" buttons are its only island.
// The dialog (Radix Dialog, about 13 kB gzipped) loads when a visitor reaches for a button
// (gallery-dialog.tsx), so no static import may bring it into the page's first load.
import path from "node:path";

import { describe, expect, it } from "vitest";

import { staticGraph } from "@/lib/testing/static-imports";

const root = path.resolve(__dirname, "../..");

describe("the events page's first load", () => {
  const { files, packages } = staticGraph("components/events/gallery-dialog.tsx");
  const relative = [...files].map((f) => path.relative(root, f));

  it("reaches the button's own module and its icons (the walk follows imports)", () => {
    expect(relative).toContain("components/events/gallery-dialog.tsx");
    expect(packages).toContain("lucide-react");
  });

  it("leaves the dialog and Radix to the lazily loaded module", () => {
    expect(relative).not.toContain("components/events/gallery-modal.tsx");
    expect(relative).not.toContain("components/ui/dialog.tsx");
    expect([...packages]).not.toContain("radix-ui");
  });
});
