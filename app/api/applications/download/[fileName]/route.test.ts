// Resume downloads: the exact bytes under the original name; names that look like paths, or
// point at any file that is not a company application's resume, are refused.
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { storeFile } from "@/lib/server/platform/storage";
import { bearer, makeApplication, makeJob, usersByRole } from "@/lib/testing/company-console";

import { GET } from "./route";

let auth: string;
let app: Awaited<ReturnType<typeof makeApplication>>;
const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x00, 0xff, 0x80, 0x0a]);

beforeAll(async () => {
  auth = await bearer((await usersByRole()).users.CompanyAdmin);
  const job = await makeJob();
  app = await makeApplication(job.id, { fileName: "प्रिया शर्मा CV (final).pdf", data: bytes });
});

const get = async (fileName: string) => {
  const req = new Request(`http://127.0.0.1:3000/api/applications/download/${encodeURIComponent(fileName)}`, {
    headers: { authorization: auth },
  });
  return GET(req, { params: Promise.resolve({ fileName }) });
};

describe("GET /api/applications/download/{fileName}", () => {
  it("sends the stored bytes as an attachment named like the upload, never cached, and audits it", async () => {
    const res = await get(`${app.resume.id}-प्रिया शर्मा CV (final).pdf`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const disposition = res.headers.get("content-disposition")!;
    expect(disposition).toBe(
      `attachment; filename="______ _____ CV (final).pdf"; filename*=UTF-8''${encodeURIComponent("प्रिया शर्मा CV ")}%28final%29.pdf`,
    );
    const audit = await db.auditLog.findFirst({
      where: { entityId: app.id, action: "company.application.resume_download" },
    });
    expect(audit).not.toBeNull();
  });

  it("names the download with the extension of the type found in its bytes, not the uploader's", async () => {
    const disguised = await makeApplication((await makeJob()).id, { fileName: "cv.html", data: bytes });
    const res = await get(`${disguised.resume.id}-cv.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
  });

  it("downloads a resume under the longest name it stores, emoji and all", async () => {
    const named = await makeApplication((await makeJob()).id, { fileName: `${"📄".repeat(250)}.pdf`, data: bytes });
    const stored = `${"📄".repeat(196)}.pdf`; // cut to 200 characters, keeping the extension
    const res = await get(`${named.resume.id}-${stored}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("also accepts the bare file id", async () => {
    expect((await get(app.resume.id)).status).toBe(200);
  });

  it.each([
    "../../etc/passwd",
    `${"x".repeat(3)}/../../etc/passwd`,
    "..",
    "..\\..\\windows\\win.ini",
    `${"a".repeat(25)}-../secret.pdf`,
    `${"a".repeat(25)}-dir/secret.pdf`,
    "resume\u0000.pdf",
    "",
    `${"a".repeat(25)}-${"x".repeat(216)}.pdf`, // longer than any name stored
  ])("refuses the path-like or overlong name %j with 400", async (name) => {
    const res = await get(name);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: "This file name is not valid." });
  });

  it("answers 404 for a wrong name after a real id, an unknown id, or a file that is not a resume", async () => {
    expect((await get(`${app.resume.id}-someone-else.pdf`)).status).toBe(404);
    expect((await get(`cabcdefghijklmnopqrstuvwx-resume.pdf`)).status).toBe(404);
    // A stored file of another kind (an employee document) is never served here, even by its id.
    const other = await db.$transaction((tx) =>
      storeFile(tx, { kind: "EmployeeDocument", fileName: "salary.pdf", contentType: "application/pdf", data: bytes }),
    );
    const res = await get(`${other.id}-salary.pdf`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Resume not found." });
  });
});
