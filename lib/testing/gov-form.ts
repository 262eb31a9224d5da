// The government application form's fields as a applicant fills them in: plain data, usable from
// Vitest and from Playwright (no database import here).
import fs from "node:fs";
import path from "node:path";

import { verhoeffCheckDigit } from "../validation/ids";

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

// A photo (350 × 450, about 30 KB) and a signature (420 × 180, about 15 KB) that meet the form's
// rules (lib/validation/gov-images.ts), made once by lib/testing/jpeg.ts and kept as files so that
// building a request needs no encoder.
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "fixtures", name));
export const PHOTO_JPEG = fixture("photo.jpg");
export const SIGNATURE_JPEG = fixture("signature.jpg");

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
    category: "GENERAL",
    pwd: "false",
    exServiceman: "false",
    declaration: "true",
    consent: "true",
    ...overrides,
  };
}

/** The multipart body of POST /api/gov/applications: the fields, the photo and the signature. */
export function applicationFormData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("photo", new Blob([new Uint8Array(PHOTO_JPEG)], { type: "image/jpeg" }), "photo.jpg");
  form.set("signature", new Blob([new Uint8Array(SIGNATURE_JPEG)], { type: "image/jpeg" }), "signature.jpg");
  return form;
}
