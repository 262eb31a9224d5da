// @vitest-environment jsdom
import { createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { act, button, click, descriptionOf, render } from "@/lib/testing/render";
import { PHOTO_RULE, SIGNATURE_RULE } from "@/lib/validation/gov-images";

import { ImageField, type ImageChoice } from "./image-field";

// jsdom neither decodes pictures nor makes blob: URLs; these stand in for a browser that can.
const decode = vi.fn<() => Promise<void>>();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:picture");
  URL.revokeObjectURL = vi.fn();
  decode.mockReset().mockResolvedValue(undefined);
  HTMLImageElement.prototype.decode = decode;
  Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", { configurable: true, get: () => 3000 });
  Object.defineProperty(HTMLImageElement.prototype, "naturalHeight", { configurable: true, get: () => 4000 });
});
afterEach(() => vi.restoreAllMocks());

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const dialog = () => document.querySelector('[role="dialog"]');
const alertText = () => document.getElementById("photo-error")?.textContent ?? null;

async function choose(file: File) {
  Object.defineProperty(input(), "files", { configurable: true, value: [file] });
  await act(async () => {
    input().dispatchEvent(new Event("change", { bubbles: true }));
  });
}

function sized(name: string, type: string, size: number) {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

const chosen: ImageChoice = {
  file: sized("photo.jpg", "image/jpeg", 35_020),
  width: 350,
  height: 450,
  source: "IMG_2031.HEIC",
};

describe("ImageField", () => {
  it("states the rule in words under the label", () => {
    render(<ImageField rule={PHOTO_RULE} value={null} onChange={() => {}} />);
    expect(document.querySelector('label[for="photo"]')?.textContent).toBe("Photo");
    expect(descriptionOf(input())).toBe("JPEG, 20–50 KB, about 3.5 × 4.5 cm (350 × 450 pixels)");
  });

  it("refuses a picture over 15 MB without opening the crop dialog", async () => {
    const onChange = vi.fn();
    render(<ImageField rule={PHOTO_RULE} value={null} onChange={onChange} />);
    await choose(sized("IMG_0001.jpg", "image/jpeg", 16 * 1024 * 1024));
    expect(alertText()).toBe("IMG_0001.jpg is 16 MB; choose a picture of at most 15 MB.");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(dialog()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a file that is not a picture", async () => {
    render(<ImageField rule={PHOTO_RULE} value={null} onChange={() => {}} />);
    await choose(sized("resume.pdf", "application/pdf", 80_000));
    expect(alertText()).toBe("resume.pdf is not a picture; choose a JPEG, PNG, GIF, WebP or HEIC image.");
    expect(dialog()).toBeNull();
  });

  it("says so when the browser cannot open the picture (a HEIC outside Safari)", async () => {
    decode.mockRejectedValue(new DOMException("The source image cannot be decoded.", "EncodingError"));
    render(<ImageField rule={PHOTO_RULE} value={null} onChange={() => {}} />);
    await choose(sized("IMG_2031.HEIC", "image/heic", 2_000_000));
    expect(alertText()).toBe(
      "This browser cannot open IMG_2031.HEIC; choose a JPEG or PNG picture (a photo from the camera).",
    );
    expect(dialog()).toBeNull();
  });

  it("opens the crop dialog with labelled zoom, turn and confirm controls; Cancel keeps the old value", async () => {
    const onChange = vi.fn();
    render(<ImageField rule={SIGNATURE_RULE} value={null} onChange={onChange} />);
    await choose(sized("scan.png", "image/png", 900_000));
    expect(dialog()?.textContent).toContain("Crop your signature");
    const zoom = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="range"]')!;
    expect(document.querySelector(`label[for="${zoom.id}"]`)?.textContent).toBe("Zoom");
    for (const name of ["Rotate left", "Rotate right", "Use this"]) expect(button(name)).toBeTruthy();
    click(button("Cancel"));
    expect(dialog()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the JPEG it made: preview, KB, pixels, the source's name, and Change", () => {
    render(<ImageField rule={PHOTO_RULE} value={chosen} onChange={() => {}} />);
    expect(document.querySelector("img")?.getAttribute("alt")).toBe("Your photo as it will be sent");
    const summary = document.querySelector('[data-testid="photo-summary"]')!;
    expect(summary.textContent).toBe("photo.jpg, 34.2 KB, 350 × 450 pixelsMade from IMG_2031.HEIC");
    const change = button("Change photo");
    expect(descriptionOf(change)).toContain("34.2 KB");
    const picker = vi.spyOn(input(), "click").mockImplementation(() => {});
    click(change);
    expect(picker).toHaveBeenCalled();
  });

  it("takes focus on the input while empty and on Change once a picture is chosen", () => {
    const ref = createRef<{ focus(): void }>();
    const { rerender } = render(<ImageField rule={PHOTO_RULE} value={null} onChange={() => {}} ref={ref} />);
    act(() => ref.current!.focus());
    expect(document.activeElement).toBe(input());
    rerender(<ImageField rule={PHOTO_RULE} value={chosen} onChange={() => {}} ref={ref} error="Upload failed" />);
    act(() => ref.current!.focus());
    expect(document.activeElement).toBe(button("Change photo"));
  });
});
