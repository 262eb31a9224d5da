// Helpers for POST /api/applications tests: real multipart requests and outbox polling.
import net from "node:net";

import { db } from "@/lib/server/db/client";
import { minimalPdf } from "@/lib/server/db/seed/pdf";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type FilePart = { data: Uint8Array; filename: string; type?: string };
export type ApplyForm = Record<string, string | FilePart | undefined>;

/** A complete, valid application for `jobId` (a one-page PDF resume). */
export function fields(jobId: string): ApplyForm {
  return {
    fullName: "Ravi Kumar",
    email: `applicant-${Math.random().toString(36).slice(2, 10)}@example.in`,
    phone: "+91 98765 43210",
    currentCompany: "",
    linkedinUrl: "",
    githubUrl: "",
    coverLetter: "",
    jobId,
    consent: "true",
    resume: { data: minimalPdf("Ravi Kumar - resume"), filename: "resume.pdf", type: "application/pdf" },
  };
}

export function multipartRequest(form: ApplyForm, ip: string): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined) continue;
    if (typeof value === "string") body.append(name, value);
    else body.append(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? "" }), value.filename);
  }
  return new Request("http://127.0.0.1:3000/api/applications", {
    method: "POST",
    body,
    headers: { "x-forwarded-for": ip, host: "127.0.0.1:3000" },
  });
}

export async function apply(handler: Handler, form: ApplyForm, ip: string) {
  const res = await handler(multipartRequest(form, ip), { params: Promise.resolve({}) });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}

export async function jobCount(jobId: string): Promise<number> {
  return (await db.companyJob.findUniqueOrThrow({ where: { id: jobId } })).applicationCount;
}

export async function countRows() {
  const [applications, files, mails] = await Promise.all([
    db.companyApplication.count(),
    db.storedFile.count(),
    db.mailOutbox.count(),
  ]);
  return { applications, files, mails };
}

type OutboxRow = Awaited<ReturnType<typeof db.mailOutbox.findMany>>[number];

/** Mails are sent in the background after the response: wait until `count` rows mention `reference`. */
export async function waitForMail(
  reference: string,
  count: number,
  settled: (row: OutboxRow) => boolean = () => true,
): Promise<OutboxRow[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await db.mailOutbox.findMany({ where: { subject: { contains: reference } } });
    if (rows.length >= count && rows.every(settled)) return rows;
    if (Date.now() > deadline) throw new Error(`expected ${count} settled mails for ${reference}, saw ${rows.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A loopback port nobody listens on (a mail server that is down). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
