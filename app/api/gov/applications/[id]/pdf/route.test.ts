// GET /api/gov/applications/{id}/pdf: the GovAdmin's audited download, and the applicant's through
// the short-lived signed link that the status lookup hands out (no session).
import { beforeAll, describe, expect, it } from "vitest";

import { POST as lookup } from "@/app/api/gov/applications/lookup/route";
import { db } from "@/lib/server/db/client";
import { PDF_LINK_SECONDS, pdfToken } from "@/lib/server/gov/tokens";
import { call } from "@/lib/testing/fixtures";
import { createGovJob, jsonRequest, send } from "@/lib/testing/gov";
import { applyTo, bearerFor, pay } from "@/lib/testing/gov-console";
import { pdfText } from "@/lib/testing/pdf-text";

import { GET } from "./route";

let application: { id: string; applicationNumber: string };
let govAdmin: Awaited<ReturnType<typeof bearerFor>>;

beforeAll(async () => {
  govAdmin = await bearerFor("GovAdmin");
  const job = await createGovJob({ title: "Amin (Land Survey)" });
  application = await applyTo(job.id);
  await pay(application.id);
});

let address = 0;
/** Each applicant request from its own address, unless a test shares one on purpose. */
const from = (ip = `203.0.113.${(address++ % 250) + 1}`) => ({ "x-forwarded-for": ip });

function download(id: string, opts: { token?: string; headers?: Record<string, string> } = {}) {
  const query = opts.token === undefined ? "" : `?token=${encodeURIComponent(opts.token)}`;
  return call(GET, { path: `/api/gov/applications/${id}/pdf${query}`, params: { id }, headers: opts.headers });
}

async function lookedUp(applicationNumber: string, dob = "1998-04-15") {
  const res = await send(lookup, jsonRequest("/api/gov/applications/lookup", { applicationNumber, dob }, from()));
  expect(res.status).toBe(200);
  return res.json.application as { pdfUrl: string };
}

function expectPdf(res: Awaited<ReturnType<typeof download>>, applicationNumber: string) {
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toContain(
    `attachment; filename="application-${applicationNumber}.pdf"`,
  );
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(res.text.startsWith("%PDF-")).toBe(true);
}

describe("the GovAdmin's download", () => {
  it("is the application's PDF, and is written to the audit log", async () => {
    const before = new Date();
    const res = await download(application.id, { headers: govAdmin.headers });
    expectPdf(res, application.applicationNumber);

    const entries = await db.auditLog.findMany({
      where: { action: "gov.application.pdf_download", entityId: application.id, createdAt: { gte: before } },
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: govAdmin.user.id,
      actorRole: "GovAdmin",
      entityType: "GovApplication",
      data: { applicationNumber: application.applicationNumber },
    });
  });

  it("needs a session (401) with the GovAdmin role (403)", async () => {
    const anonymous = await download(application.id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false });
    for (const role of ["Admin", "CompanyAdmin", "Employee"] as const) {
      const res = await download(application.id, { headers: (await bearerFor(role)).headers });
      expect(res.status, role).toBe(403);
      expect(res.json).toMatchObject({ success: false });
    }
  });

  it("is a 404 for an unknown application, with nothing audited", async () => {
    const res = await download("no-such-application", { headers: govAdmin.headers });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false });
    expect(await db.auditLog.count({ where: { entityId: "no-such-application" } })).toBe(0);
  });
});

describe("the applicant's signed link", () => {
  it("comes with the status lookup and downloads the PDF without a session", async () => {
    const { pdfUrl } = await lookedUp(application.applicationNumber);
    expect(pdfUrl).toMatch(new RegExp(`^/api/gov/applications/${application.id}/pdf\\?token=`));
    const url = new URL(pdfUrl, "http://127.0.0.1:3000");
    const res = await call(GET, { path: url.pathname + url.search, params: { id: application.id }, headers: from() });
    expectPdf(res, application.applicationNumber);
  });

  it("is given for an unpaid application too: the applicant can download what the lookup shows", async () => {
    const unpaid = await applyTo((await createGovJob()).id);
    const { pdfUrl } = await lookedUp(unpaid.applicationNumber);
    const token = new URL(pdfUrl, "http://x").searchParams.get("token")!;
    const res = await download(unpaid.id, { token, headers: from() });
    expectPdf(res, unpaid.applicationNumber);
  });

  it("is refused (401, JSON) when forged, for another application, or expired", async () => {
    const other = await applyTo((await createGovJob()).id);
    const expired = pdfToken(application.id, new Date(Date.now() - (PDF_LINK_SECONDS + 60) * 1000));
    const cases = {
      empty: "",
      forged: `${Math.floor(Date.now() / 1000) + 600}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      "another application's": pdfToken(other.id),
      expired,
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await download(application.id, { token, headers: from() });
      expect(res.status, name).toBe(401);
      expect(res.headers.get("content-type"), name).toContain("application/json");
      expect(res.json, name).toMatchObject({
        success: false,
        message: "This download link is invalid or has expired. Check your application status again for a new link.",
      });
    }
    // A token just inside its 15 minutes still works.
    const fresh = pdfToken(application.id, new Date(Date.now() - (PDF_LINK_SECONDS - 60) * 1000));
    expect((await download(application.id, { token: fresh, headers: from() })).status).toBe(200);
  });

  it("writes nothing to the audit log (the applicant reads their own application)", async () => {
    const before = await db.auditLog.count();
    expect((await download(application.id, { token: pdfToken(application.id), headers: from() })).status).toBe(200);
    expect(await db.auditLog.count()).toBe(before);
  });

  it("is a 404 for a valid link to an application that no longer exists", async () => {
    const res = await download("gone-application", { token: pdfToken("gone-application"), headers: from() });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false });
  });

  it("is rate limited per address, good links and bad alike", async () => {
    const ip = from("198.18.0.77");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await download(application.id, { token: "x", headers: ip })).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    const limited = await download(application.id, { token: pdfToken(application.id), headers: ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address is not affected.
    expect((await download(application.id, { token: pdfToken(application.id), headers: from() })).status).toBe(200);
  });
});

it("the PDF behind the applicant's link is the same application the lookup found", async () => {
  const { pdfUrl } = await lookedUp(application.applicationNumber);
  const url = new URL(pdfUrl, "http://127.0.0.1:3000");
  const res = await GET(new Request(url, { headers: from() }), { params: Promise.resolve({ id: application.id }) });
  const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
  expect(text).toContain(application.applicationNumber);
  expect(text).toContain("Sita Kumari");
  expect(text).toContain("Amin (Land Survey)");
});
