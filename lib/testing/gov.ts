// Test helpers for government applications: real rows, real multipart requests, valid identifiers.
import { addDays, istToday } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { PNG } from "@/lib/testing/gov-form";

export { applicationFields, PNG, uniqueAadhaar } from "@/lib/testing/gov-form";

let sequence = 0;

export async function createGovJob(
  overrides: Partial<{
    feePaise: number;
    deadlineInDays: number;
    status: "active" | "inactive" | "draft";
    title: string;
  }> = {},
) {
  sequence += 1;
  return db.govJob.create({
    data: {
      title: overrides.title ?? `Data Entry Operator ${sequence}`,
      company: "Bihar State Revenue Board",
      location: "Patna, Bihar",
      salary: "₹15,000 per month",
      experience: "Graduate",
      feePaise: overrides.feePaise ?? 50_000,
      deadline: addDays(istToday(), overrides.deadlineInDays ?? 10),
      description: "Contract data entry for land records.",
      status: overrides.status ?? "active",
    },
  });
}

export function applicationRequest(
  fields: Record<string, string>,
  photo: { data: Uint8Array; name?: string; type?: string } | null = { data: PNG },
  headers: Record<string, string> = {},
): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (photo) {
    form.set(
      "photo",
      new Blob([new Uint8Array(photo.data)], { type: photo.type ?? "image/png" }),
      photo.name ?? "photo.png",
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
