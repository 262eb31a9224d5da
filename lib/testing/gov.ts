// Test helpers for government applications: real rows, real multipart requests, valid identifiers.
import { addDays, istToday, toDateOnly } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { PHOTO_JPEG, SIGNATURE_JPEG } from "@/lib/testing/gov-form";
import type { FeeTable } from "@/lib/gov-fees";
import { feeColumnsOf } from "@/lib/gov-fees";

export { applicationFields, PHOTO_JPEG, PNG, SIGNATURE_JPEG, uniqueAadhaar } from "@/lib/testing/gov-form";

let sequence = 0;

export async function createGovJob(
  overrides: Partial<{
    feePaise: number;
    deadlineInDays: number;
    status: "active" | "inactive" | "draft";
    title: string;
    /** The rest of the fee table (categories and concessions), in paise. */
    fees: Partial<Omit<FeeTable, "GENERAL">>;
  }> = {},
) {
  sequence += 1;
  const fees = overrides.fees ?? {};
  return db.govJob.create({
    data: {
      title: overrides.title ?? `Data Entry Operator ${sequence}`,
      company: "Bihar State Revenue Board",
      location: "Patna, Bihar",
      salary: "₹15,000 per month",
      experience: "Graduate",
      ...feeColumnsOf({
        GENERAL: overrides.feePaise ?? 50_000,
        OBC: fees.OBC ?? null,
        EWS: fees.EWS ?? null,
        SC: fees.SC ?? null,
        ST: fees.ST ?? null,
        pwd: fees.pwd ?? null,
        exServiceman: fees.exServiceman ?? null,
        women: fees.women ?? null,
      }),
      deadline: addDays(istToday(), overrides.deadlineInDays ?? 10),
      description: "Contract data entry for land records.",
      status: overrides.status ?? "active",
    },
  });
}

/**
 * A job as the console's Edit Job form sends it back unchanged (its deadline too: an edit moving it
 * later reopens the job's expired applications), with `changes` (fees in rupees, status) on top.
 */
export function jobEditBody(job: Awaited<ReturnType<typeof createGovJob>>, changes: Record<string, string> = {}) {
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    salary: job.salary,
    experience: job.experience,
    deadline: toDateOnly(job.deadline),
    description: job.description,
    ...changes,
  };
}

type Upload = { data: Uint8Array; name?: string; type?: string };

/**
 * A multipart POST /api/gov/applications. `photo` null leaves the photo out; `files` replaces or
 * adds others (signature: null leaves the signature out; categoryCertificate adds one).
 */
export function applicationRequest(
  fields: Record<string, string>,
  photo: Upload | null = { data: PHOTO_JPEG },
  headers: Record<string, string> = {},
  files: Record<string, Upload | null> = {},
): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const parts: Record<string, Upload | null> = { photo, signature: { data: SIGNATURE_JPEG }, ...files };
  for (const [name, file] of Object.entries(parts)) {
    if (!file) continue;
    form.set(
      name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? "image/jpeg" }),
      file.name ?? `${name}.jpg`,
    );
  }
  sequence += 1; // each request from its own address, as applicants are
  return new Request("http://127.0.0.1:3000/api/gov/applications", {
    method: "POST",
    body: form,
    headers: { host: "127.0.0.1:3000", "x-forwarded-for": `198.51.100.${(sequence % 200) + 1}`, ...headers },
  });
}

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export async function send(handler: Handler, req: Request) {
  const res = await handler(req, { params: Promise.resolve({}) });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: JSON.parse(text) as Record<string, unknown> & { message?: string },
  };
}

export function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", host: "127.0.0.1:3000", ...headers },
  });
}
