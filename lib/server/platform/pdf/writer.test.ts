// The PDF writer's text handling: script runs (so Hindi is shaped as Hindi in a mixed line) and
// wrapping that never splits a Devanagari cluster.
import { describe, expect, it } from "vitest";

import { scriptRuns } from "@/lib/server/platform/pdf/text";
import { PdfWriter } from "@/lib/server/platform/pdf/writer";

describe("scriptRuns", () => {
  it.each([
    ["Sita Kumari", ["Sita Kumari"]],
    ["सीता कुमारी", ["सीता कुमारी"]],
    // A Latin start would otherwise shape the Hindi as Latin: no matra reordering, no conjuncts.
    ["belief. मैं घोषणा करती हूँ कि", ["belief. ", "मैं घोषणा करती हूँ कि"]],
    ["ग्राम पटना, Bihar 800020", ["ग्राम पटना, ", "Bihar 800020"]],
    ["12, कंकड़बाग", ["12, कंकड़बाग"]],
    ["", []],
  ])("%j -> %j", (text, runs) => {
    expect(scriptRuns(text)).toEqual(runs);
  });
});

describe("wrap", () => {
  it("breaks at spaces within the width, keeps blank lines, and breaks an overlong word between graphemes", async () => {
    const pdf = await PdfWriter.create({ title: "t", author: "a" });
    const width = pdf.measure("Ward 12 Kankarbagh", { size: 10 });
    expect(pdf.wrap("Ward 12 Kankarbagh Patna 800020", width)).toEqual(["Ward 12 Kankarbagh", "Patna 800020"]);
    expect(pdf.wrap("line one\n\nline three", 500)).toEqual(["line one", "", "line three"]);

    const hindi = "किकिकिकिकिकिकिकिकिकिकिकिकिकिकिकिकि";
    const lines = pdf.wrap(hindi, pdf.measure("किकिकि"));
    expect(lines.join("")).toBe(hindi);
    for (const line of lines) {
      expect(line.length % 2, line).toBe(0); // every "कि" whole
      expect(pdf.measure(line)).toBeLessThanOrEqual(pdf.measure("किकिकि") + 0.01);
    }
  });

  it("draws characters the font lacks (and control characters) without failing", async () => {
    const pdf = await PdfWriter.create({ title: "t", author: "a" });
    pdf.paragraph("தமிழ் 中文 🙂 tab\there \u0000");
    expect((await pdf.save()).byteLength).toBeGreaterThan(0);
  });
});
