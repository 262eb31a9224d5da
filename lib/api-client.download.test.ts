// @vitest-environment jsdom
// downloadFile saves under the caller's name, with the extension the server gives the file (the type
// found in its bytes at upload): a resume uploaded as "cv.html" whose bytes are a PDF is saved as
// "cv.pdf", never as a web page a recruiter's computer would open in a browser.
import { afterEach, describe, expect, it, vi } from "vitest";

import { downloadFile, withExtensionOf } from "./api-client";

function serve(disposition: string | null) {
  vi.stubGlobal("fetch", async () => {
    const headers = new Headers({ "content-type": "application/pdf" });
    if (disposition) headers.set("content-disposition", disposition);
    return new Response("%PDF-1.4", { status: 200, headers });
  });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  URL.createObjectURL = () => "blob:file";
  URL.revokeObjectURL = () => {};
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("downloadFile", () => {
  it("keeps the caller's name but takes the server's extension", async () => {
    const saved = serve(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(await downloadFile("/api/files/x", { fileName: "Asha resume.html" })).toBe("Asha resume.pdf");
    expect(saved).toEqual(["Asha resume.pdf"]);
  });

  it("uses the server's name without one of its own, and the default without either", async () => {
    serve(`attachment; filename="application-APP1.pdf"`);
    expect(await downloadFile("/api/x")).toBe("application-APP1.pdf");
    vi.restoreAllMocks();
    serve(null);
    expect(await downloadFile("/api/x", { fileName: "report.csv", defaultName: "d" })).toBe("report.csv");
    vi.restoreAllMocks();
    serve(null);
    expect(await downloadFile("/api/x", { defaultName: "d.zip" })).toBe("d.zip");
  });
});

describe("withExtensionOf", () => {
  it.each([
    ["resume.html", "resume.pdf", "resume.pdf"],
    ["resume", "x.docx", "resume.docx"],
    ["my.cv.exe", "cv.pdf", "my.cv.pdf"],
    ["resume.pdf", undefined, "resume.pdf"],
    ["resume.pdf", "no-extension", "resume.pdf"],
  ])("%s with the server's %s is %s", (name, served, expected) => {
    expect(withExtensionOf(name, served)).toBe(expected);
  });
});
