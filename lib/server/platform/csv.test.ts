import { describe, expect, it } from "vitest";

import { csvCell, csvRow, csvStream } from "@/lib/server/platform/csv";

describe("csvCell", () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tindented", "'\tindented"],
    ["\rreturn", `"'\rreturn"`],
    ["plain", "plain"],
    ["a, b", `"a, b"`],
    ["line\nbreak", `"line\nbreak"`],
    ['say "hi"', `"say ""hi"""`],
    ["a=b", "a=b"],
    ["₹4 - 6 LPA", "₹4 - 6 LPA"],
    [null, ""],
    [undefined, ""],
    [42, "42"],
  ])("writes %j as %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("ends rows with CRLF", () => {
    expect(csvRow(["a", "b"])).toBe("a,b\r\n");
  });
});

describe("csvStream", () => {
  it("starts with a UTF-8 BOM and the header, then pulls batches until one is empty", async () => {
    const batches = [[["1", "x"]], [["2", "=y"]], []];
    let pulls = 0;
    const stream = csvStream(["n", "v"], async () => batches[pulls++]);
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("n,v\r\n1,x\r\n2,'=y\r\n");
    expect(pulls).toBe(3);
  });
});
