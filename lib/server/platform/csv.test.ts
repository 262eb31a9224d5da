import { describe, expect, it, vi } from "vitest";

import { csvCell, csvResponse, csvRow, csvStream } from "@/lib/server/platform/csv";
import { log } from "@/lib/server/platform/log";

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
    ["=1+1", "'=1+1"],
    ["-5", "'-5"],
    [" padded ", '" padded "'],
    [new Date("2026-03-05T09:30:00Z"), "2026-03-05T09:30:00.000Z"],
  ])("writes %j as %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("ends rows with CRLF", () => {
    expect(csvRow(["a", "b"])).toBe("a,b\r\n");
  });
});

describe("csvStream", () => {
  const read = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

  it("starts with a UTF-8 BOM and the header, then reads batches until a short one", async () => {
    const batches = [[["1", "x"]], [["2", "=y"]], []];
    const asked: [unknown, number][] = [];
    let done: number | null = null;
    const stream = csvStream({
      name: "test.export",
      header: ["n", "v"],
      cells: (row: string[]) => row,
      batchSize: 1,
      nextBatch: async (last, written) => {
        asked.push([last, written]);
        return batches[asked.length - 1];
      },
      onDone: async (rows) => {
        done = rows;
      },
    });
    const bytes = await read(stream);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("n,v\r\n1,x\r\n2,'=y\r\n");
    // Each batch is asked for after the last row of the one before.
    expect(asked).toEqual([
      [null, 0],
      [["1", "x"], 1],
      [["2", "=y"], 2],
    ]);
    expect(done).toBe(2);
  });

  it("stops after a batch shorter than the batch size, without asking again", async () => {
    let calls = 0;
    const stream = csvStream({
      name: "test.export",
      header: ["n"],
      cells: (n: number) => [n],
      batchSize: 3,
      nextBatch: async () => (calls++ === 0 ? [1, 2] : [3]),
    });
    expect(new TextDecoder().decode((await read(stream)).slice(3))).toBe("n\r\n1\r\n2\r\n");
    expect(calls).toBe(1);
  });

  it("fails the download, and logs why, when a batch cannot be read", async () => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const stream = csvStream({
      name: "test.export",
      header: ["n"],
      cells: (n: number) => [n],
      batchSize: 1,
      nextBatch: async () => {
        throw new Error("database gone");
      },
    });
    await expect(read(stream)).rejects.toThrow("database gone");
    expect(logged).toHaveBeenCalledWith("test.export.failed", { rows: 0, error: "database gone" });
    logged.mockRestore();
  });
});

describe("csvResponse", () => {
  it("is a UTF-8 CSV attachment named with the Indian date", () => {
    // 20:00 UTC on 31 March is already 1 April in India.
    const res = csvResponse(new ReadableStream(), "employees", new Date("2026-03-31T20:00:00Z"));
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="employees_2026-04-01.csv"');
  });
});
