// @vitest-environment jsdom
// The gallery's dialog loads on first use (gallery-dialog.tsx): a click that comes before it
// says the gallery is opening, and a load that fails says so and is tried again by the next click.
import { describe, expect, it, vi } from "vitest";

import { act, click, render, until } from "@/lib/testing/render";

import { GalleryDialog, type GalleryContent } from "./gallery-dialog";

// The first load of the dialog's module fails (a dropped connection); later ones succeed.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("./gallery-modal", async (importOriginal) => {
  loads.count += 1;
  if (loads.count === 1) throw new Error("Failed to fetch dynamically imported module");
  return importOriginal();
});

const gallery: GalleryContent = {
  title: "Induction Program",
  date: "2025-09-10",
  dateText: "10 September 2025",
  category: "Corporate",
  categoryClass: "bg-sky-100 text-sky-800",
  fullDescription: "New joiners met the HR, payroll and technology teams.",
  images: [{ src: "/images/events/induction-1.svg", alt: "New joiners at the induction" }],
  labels: {
    open: "View Gallery",
    openFor: "View Gallery: Induction Program",
    close: "Close gallery",
    opening: "Opening the gallery…",
    failed: "The gallery could not be opened. Please check your connection and try again.",
  },
};

describe("GalleryDialog", () => {
  it("says the gallery is opening, then that it failed; the next click opens it", async () => {
    const { container } = render(<GalleryDialog gallery={gallery} />);
    const opener = container.querySelector("button")!;
    const status = container.querySelector('[role="status"]')!;
    expect(status.textContent).toBe("");

    click(opener);
    expect(opener.getAttribute("aria-busy")).toBe("true");
    expect(status.textContent).toBe("Opening the gallery…");
    expect(container.querySelector('[data-testid="gallery-spinner"]')).not.toBeNull();

    await until(() => (status.textContent === gallery.labels.failed ? status : null));
    expect(opener.getAttribute("aria-busy")).toBe("false");
    expect(status.className).not.toContain("sr-only");
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    click(opener);
    const dialog = await until(() => document.querySelector('[role="dialog"]'));
    expect(dialog.textContent).toContain("New joiners met the HR, payroll and technology teams.");
    expect(status.textContent).toBe("");
    expect(opener.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).not.toBe(opener);

    // Closed, it gives focus back to its button; opened again, it needs no load.
    await act(async () => {
      dialog.querySelector<HTMLButtonElement>('button[aria-label="Close gallery"]')!.click();
    });
    await until(() => (document.activeElement === opener ? opener : null));
    expect(opener.getAttribute("aria-expanded")).toBe("false");
    click(opener);
    expect(opener.getAttribute("aria-busy")).toBe("false");
    await until(() => document.querySelector('[role="dialog"]'));
    expect(loads.count).toBe(2);
  });
});
