// Downloads that leave a trace (an export written to the audit log, an applicant's limited "download
// my data") refuse a cookie-authenticated request from another site, as writes do: another site's
// link must not make a signed-in user's browser export data in their name or spend their limit.
import { describe, expect, it } from "vitest";

import { GET as companyCsv } from "@/app/api/admin/applications/export/csv/route";
import { GET as applicantExport } from "@/app/api/applicant/export/route";
import { GET as resumeDownload } from "@/app/api/applications/download/[fileName]/route";
import { GET as documentFile } from "@/app/api/documents/[id]/file/route";
import { GET as employeeZip } from "@/app/api/employees/[id]/export/route";
import { GET as employeesCsv } from "@/app/api/employees/export/csv/route";
import { GET as govCertificate } from "@/app/api/gov/applications/[id]/certificate/route";
import { GET as govPdf } from "@/app/api/gov/applications/[id]/pdf/route";
import { GET as govPhoto } from "@/app/api/gov/applications/[id]/photo/route";
import { POST as submitGov } from "@/app/api/gov/applications/route";
import { GET as govCsv } from "@/app/api/gov/applications/export/csv/route";
import type { Role } from "@/lib/generated/prisma/enums";
import { encodeSessionToken, sessionCookieName } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";
import { applicantSession } from "@/lib/testing/applicant";
import { makeDocument, makeEmployee } from "@/lib/testing/employee-fixtures";
import { createUser } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, send } from "@/lib/testing/gov";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function staffCookie(role: Role) {
  const user = await createUser({ role });
  const token = await encodeSessionToken({ sub: user.id, name: user.name, role: user.role, tv: user.tokenVersion });
  return { user, cookie: `${sessionCookieName()}=${token}` };
}

const get = (handler: Handler, path: string, cookie: string, site: string, params: Record<string, string> = {}) =>
  handler(new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie, "sec-fetch-site": site } }), {
    params: Promise.resolve(params),
  });

describe("downloads that leave a trace, from another site", () => {
  it.each([
    ["the employee CSV", "Admin", employeesCsv, "/api/employees/export/csv"],
    ["the company applications CSV", "CompanyAdmin", companyCsv, "/api/admin/applications/export/csv"],
    ["the gov applications CSV", "GovAdmin", govCsv, "/api/gov/applications/export/csv"],
  ] as const)(
    "refuses %s with 403 and writes no audit entry; the console's own link still works",
    async (_, role, handler, path) => {
      const { user, cookie } = await staffCookie(role);
      const refused = await get(handler as Handler, path, cookie, "cross-site");
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe("Cross-site request refused.");
      expect(await db.auditLog.count({ where: { actorId: user.id } })).toBe(0);

      const ok = await get(handler as Handler, path, cookie, "same-origin");
      expect(ok.status).toBe(200);
      await ok.arrayBuffer();
      expect(await db.auditLog.count({ where: { actorId: user.id } })).toBe(1);
    },
  );

  it("refuses a company application's resume", async () => {
    const { user, cookie } = await staffCookie("CompanyAdmin");
    const path = "/api/applications/download/any-resume.pdf";
    const res = await get(resumeDownload as Handler, path, cookie, "cross-site", { fileName: "any-resume.pdf" });
    expect(res.status).toBe(403);
    expect(await db.auditLog.count({ where: { actorId: user.id } })).toBe(0);
  });

  it("refuses an employee's ZIP and a gov application's PDF", async () => {
    const { employee } = await makeEmployee();
    const admin = await staffCookie("Admin");
    const zip = await get(employeeZip as Handler, `/api/employees/${employee.id}/export`, admin.cookie, "cross-site", {
      id: employee.id,
    });
    expect(zip.status).toBe(403);
    const gov = await staffCookie("GovAdmin");
    const pdf = await get(govPdf as Handler, "/api/gov/applications/any/pdf", gov.cookie, "cross-site", { id: "any" });
    expect(pdf.status).toBe(403);
    expect(await db.auditLog.count({ where: { actorId: { in: [admin.user.id, gov.user.id] } } })).toBe(0);
  });

  it("audits an admin opening an employee's document (an ID proof), not the employee opening their own", async () => {
    const { employee, user: owner } = await makeEmployee();
    const doc = await makeDocument(employee.id, "aadhaar.pdf");
    const path = `/api/documents/${doc.id}/file`;
    const admin = await staffCookie("Admin");
    const entries = () => db.auditLog.findMany({ where: { entityId: doc.id }, orderBy: { createdAt: "asc" } });

    const refused = await get(documentFile as Handler, path, admin.cookie, "cross-site", { id: doc.id });
    expect(refused.status).toBe(403);
    expect(await entries()).toHaveLength(0);

    const viewed = await get(documentFile as Handler, path, admin.cookie, "same-origin", { id: doc.id });
    expect(viewed.status).toBe(200);
    await viewed.arrayBuffer();
    const saved = await get(documentFile as Handler, `${path}?download=1`, admin.cookie, "same-origin", { id: doc.id });
    expect(saved.headers.get("content-disposition")).toMatch(/^attachment/);
    await saved.arrayBuffer();
    expect(await entries()).toMatchObject([
      { action: "document.view", actorId: admin.user.id, data: { employeeId: employee.id, documentType: "ID_Proof" } },
      { action: "document.download", actorId: admin.user.id },
    ]);

    const token = await encodeSessionToken({
      sub: owner.id,
      name: owner.name,
      role: owner.role,
      tv: owner.tokenVersion,
    });
    const own = await get(documentFile as Handler, path, `${sessionCookieName()}=${token}`, "same-origin", {
      id: doc.id,
    });
    expect(own.status).toBe(200);
    await own.arrayBuffer();
    expect(await entries()).toHaveLength(2);
  });

  it("audits a GovAdmin's download of an applicant's caste certificate, and refuses it from another site", async () => {
    const job = await createGovJob({ feePaise: 50_000, fees: { SC: 10_000 } });
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const submitted = await send(
      submitGov,
      applicationRequest(
        applicationFields(job.id, { category: "SC", categoryCertificateNumber: "BR/SC/123" }),
        undefined,
        {},
        { categoryCertificate: { data: pdf, name: "caste.pdf", type: "application/pdf" } },
      ),
    );
    expect(submitted.status, submitted.text).toBe(201);
    const app = submitted.json.application as { id: string; applicationNumber: string };
    const gov = await staffCookie("GovAdmin");
    const path = `/api/gov/applications/${app.id}/certificate`;
    const entries = () => db.auditLog.findMany({ where: { actorId: gov.user.id } });

    const refused = await get(govCertificate as Handler, path, gov.cookie, "cross-site", { id: app.id });
    expect(refused.status).toBe(403);
    expect(await entries()).toHaveLength(0);

    const saved = await get(govCertificate as Handler, path, gov.cookie, "same-origin", { id: app.id });
    expect(saved.status).toBe(200);
    expect(new Uint8Array(await saved.arrayBuffer())).toEqual(pdf);
    expect(await entries()).toMatchObject([
      {
        action: "gov.application.certificate_download",
        entityType: "GovApplication",
        entityId: app.id,
        actorRole: "GovAdmin",
        data: { applicationNumber: app.applicationNumber },
      },
    ]);
    // The photo is part of the application's page (not audited, as the page is not).
    const photo = await get(govPhoto as Handler, `/api/gov/applications/${app.id}/photo`, gov.cookie, "same-origin", {
      id: app.id,
    });
    expect(photo.status).toBe(200);
    await photo.arrayBuffer();
    expect(await entries()).toHaveLength(1);
  });

  it("does not spend an applicant's downloads of their data", async () => {
    const { cookie } = await applicantSession();
    for (let i = 0; i < 6; i++) {
      expect((await get(applicantExport as Handler, "/api/applicant/export", cookie.cookie, "cross-site")).status).toBe(
        403,
      );
    }
    const own = await get(applicantExport as Handler, "/api/applicant/export", cookie.cookie, "same-origin");
    expect(own.status).toBe(200);
    await own.arrayBuffer();
  });
});
