// CSV export of the Applications tab: the current filter and sort, every matching row exactly
// once (streamed in batches), Excel-safe, audited.
import { randomBytes } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { bearer, makeApplication, makeJob, usersByRole } from "@/lib/testing/company-console";
import { call } from "@/lib/testing/fixtures";

import { GET as list } from "../../route";
import { GET } from "./route";

let auth: string;
let bulkJobId: string;
const BULK = 1_234;

beforeAll(async () => {
  auth = await bearer((await usersByRole()).users.CompanyAdmin);
  const risky = await makeJob({ title: "Risky Role" });
  await makeApplication(risky.id, {
    fullName: '=HYPERLINK("http://evil.example","Click")',
    email: "formula@example.in",
    phone: "+91 90000 00001",
    currentCompany: "@SUM(A1:A9)",
    coverLetter: "-2+3\r\nsecond line, with a comma",
    status: "shortlisted",
  });
  await makeApplication(risky.id, { fullName: "Tab Person", currentCompany: "\tTabbed Ltd", email: "tab@example.in" });

  // Many rows sharing names and timestamps: batch boundaries must neither skip nor repeat any.
  const job = await makeJob({ title: "Bulk Role" });
  bulkJobId = job.id;
  const at = new Date("2026-02-01T04:30:00Z");
  const files = Array.from({ length: BULK }, () => ({
    id: `c${randomBytes(12).toString("hex")}`,
    kind: "Resume" as const,
    fileName: "cv.pdf",
    contentType: "application/pdf",
    size: 4,
    sha256: "0".repeat(64),
    data: new Uint8Array([1, 2, 3, 4]),
  }));
  await db.storedFile.createMany({ data: files });
  await db.companyApplication.createMany({
    data: files.map((f, i) => ({
      reference: `CA-BULK-${String(i).padStart(5, "0")}`,
      jobId: job.id,
      fullName: `Candidate ${i % 7}`,
      email: `bulk${i}@example.in`,
      phone: "9000000000",
      resumeFileId: f.id,
      status: (["pending", "reviewed", "hired"] as const)[i % 3],
      createdAt: new Date(at.getTime() + (i % 5) * 1000),
    })),
  });
});

/** The response and its text with the byte order mark kept (Response.text() would drop it). */
const exportCsv = async (query: string) => {
  const req = new Request(`http://127.0.0.1:3000/api/admin/applications/export/csv?${query}`, {
    headers: { authorization: auth },
  });
  const res = await GET(req, { params: Promise.resolve({}) });
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text };
};

/** Parses our CSV (quoted cells may hold commas, quotes and line breaks). */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("GET /api/admin/applications/export/csv", () => {
  it("is a UTF-8 CSV attachment with a BOM, named with the ISO date", async () => {
    const res = await exportCsv("q=formula");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="applications_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.text.charCodeAt(0)).toBe(0xfeff);
    const [header] = parse(res.text.slice(1));
    expect(header.slice(0, 4)).toEqual(["Reference", "Full Name", "Email", "Phone"]);
  });

  it("neutralises cells that a spreadsheet would run as formulas", async () => {
    const rows = parse(
      (
        await exportCsv(
          "jobId=" +
            (await db.companyJob.findFirstOrThrow({ where: { title: "Risky Role" } })).id +
            "&sort=fullName&order=asc",
        )
      ).text.slice(1),
    );
    const [header, formula, tab] = rows;
    const get = (row: string[], name: string) => row[header.indexOf(name)];
    expect(get(formula, "Full Name")).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(get(formula, "Phone")).toBe("'+91 90000 00001");
    expect(get(formula, "Current Company")).toBe("'@SUM(A1:A9)");
    expect(get(formula, "Cover Letter")).toBe("'-2+3\r\nsecond line, with a comma");
    expect(get(formula, "Status")).toBe("Shortlisted");
    expect(get(formula, "Job Title")).toBe("Risky Role");
    expect(get(tab, "Current Company")).toBe("'\tTabbed Ltd");
    expect(rows).toHaveLength(3);
  });

  it.each([
    ["appliedDate", "desc"],
    ["fullName", "asc"],
    ["status", "desc"],
    ["job", "asc"],
  ])("exports every filtered row once, in the list's order (sort=%s %s)", async (sort, order) => {
    const query = `jobId=${bulkJobId}&sort=${sort}&order=${order}`;
    const rows = parse((await exportCsv(query)).text.slice(1)).slice(1);
    expect(rows).toHaveLength(BULK);
    const refs = rows.map((r) => r[0]);
    expect(new Set(refs).size).toBe(BULK);
    const firstPage = await call(list, {
      path: `/api/admin/applications?${query}&pageSize=100&page=3`,
      headers: { authorization: auth },
    });
    const listed = (firstPage.json.applications as { reference: string }[]).map((a) => a.reference);
    expect(refs.slice(200, 300)).toEqual(listed);
  });

  it("exports only the rows of the current filter and audits the export", async () => {
    const rows = parse((await exportCsv(`jobId=${bulkJobId}&status=hired&q=Candidate 3`)).text.slice(1)).slice(1);
    const expected = await db.companyApplication.count({
      where: { jobId: bulkJobId, status: "hired", fullName: { contains: "Candidate 3" } },
    });
    expect(rows).toHaveLength(expected);
    expect(rows.every((r) => r[1] === "Candidate 3" && r[9] === "Hired")).toBe(true);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "company.applications.export" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.data).toMatchObject({
      // The search text (often a name, an e-mail or a phone number) is not kept in the log.
      filter: { jobId: bulkJobId, status: "hired", q: "(search)" },
      rows: expected,
    });
    expect(JSON.stringify(audit.data)).not.toContain("Candidate");
  });
});
