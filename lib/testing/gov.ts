// Test helpers for government applications: real rows, real multipart requests, valid identifiers.
import { addDays, istToday } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { verhoeffCheckDigit } from "@/lib/validation/ids";

let sequence = 0;

/** A fresh Aadhaar number with a valid Verhoeff check digit, different on every call. */
export function uniqueAadhaar(): string {
  sequence += 1;
  const body = `${2 + (sequence % 8)}${String(Date.now() % 1e6).padStart(6, "0")}${String(sequence).padStart(4, "0")}`;
  return body + verhoeffCheckDigit(body);
}

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a0e6a4d80000000049454e44ae426082",
  "hex",
);

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

export function applicationFields(jobId: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    jobId,
    name: "Sita Kumari",
    fatherHusbandName: "Ram Prasad",
    motherName: "Gita Devi",
    presentAddress: "Ward 12, Kankarbagh, Patna 800020",
    maritalStatus: "Single",
    gender: "Female",
    dob: "1998-04-15",
    mobile1: "9876543210",
    mobile2: "",
    panNo: "ABCDE1234F",
    email: "Sita.Kumari@Example.in",
    aadharNo: uniqueAadhaar(),
    education: JSON.stringify([
      { qualification: "B.A.", board: "Patna University", institution: "Patna College", marks: "68.5", year: "2019" },
      { qualification: "", board: "", institution: "", marks: "", year: "" },
    ]),
    experience: JSON.stringify([{ company: "CSC Centre", post: "Operator", from: "2020-01-01", to: "2022-06-30" }]),
    ...overrides,
  };
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
