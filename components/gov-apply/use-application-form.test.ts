// The government form's multipart body: what the browser sends is what the applicant sees.
import { describe, expect, it } from "vitest";

import { type GovFormValues, toFormData } from "./use-application-form";

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

function values(category: string): GovFormValues {
  return {
    jobId: "job-1",
    category,
    categoryCertificateNumber: category === "GENERAL" ? "" : "BR/SC/123",
    education: [],
    experience: [],
    declaration: true,
    consent: true,
    photo: { file: file("photo.jpg", "image/jpeg") },
    signature: { file: file("signature.jpg", "image/jpeg") },
    categoryCertificate: file("caste.pdf", "application/pdf"),
  } as unknown as GovFormValues;
}

const reservation = { applicationNumber: "APP260101ABCDEF", token: "t" };

describe("toFormData", () => {
  it("sends the category certificate for a reserved category", () => {
    expect(toFormData(values("SC"), reservation)!.get("categoryCertificate")).toBeInstanceOf(File);
  });

  it("leaves out a certificate chosen before the category was changed to General (its field is hidden)", () => {
    const form = toFormData(values("GENERAL"), reservation)!;
    expect(form.get("categoryCertificate")).toBeNull();
    expect(form.get("category")).toBe("GENERAL");
  });
});
