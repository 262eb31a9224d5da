// The government form's multipart body: what the browser sends is what the applicant sees.
import { describe, expect, it } from "vitest";

import { blankValues, draftOf, type GovFormValues, toFormData, valuesFromDraft } from "./use-application-form";

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

describe("the draft a tab keeps of the form", () => {
  const typed = (): GovFormValues => ({
    ...blankValues("job-1"),
    name: "Asha Kumari",
    fatherHusbandName: "Ramesh Prasad",
    dob: "1995-06-15",
    mobile1: "9876543210",
    email: "asha@example.com",
    aadharNo: "2345 6789 0123",
    panNo: "ABCDE1234F",
    maritalStatus: "Married",
    gender: "Female",
    category: "SC",
    categoryCertificateNumber: "BR/SC/123",
    pwd: "true",
    education: [{ qualification: "B.A.", board: "BRABU", institution: "LS College", marks: "61", year: "2016" }],
    photo: { file: file("photo.jpg", "image/jpeg") } as GovFormValues["photo"],
    declaration: true,
    consent: true,
  });

  it("keeps the typed answers but not the Aadhaar or PAN number, the pictures or the declarations", () => {
    const draft = JSON.parse(JSON.stringify(draftOf(typed())));
    const text = JSON.stringify(draft);
    expect(text).not.toContain("2345");
    expect(text).not.toContain("ABCDE1234F");
    expect(draft).not.toHaveProperty("photo");
    expect(draft).not.toHaveProperty("declaration");
    const back = valuesFromDraft(draft, "job-1")!;
    expect(back.name).toBe("Asha Kumari");
    expect(back.category).toBe("SC");
    expect(back.pwd).toBe("true");
    expect(back.gender).toBe("Female");
    expect(back.education[0].institution).toBe("LS College");
    expect(back.aadharNo).toBe("");
    expect(back.panNo).toBe("");
    expect(back.photo).toBeNull();
    expect(back.declaration).toBe(false);
    expect(back.consent).toBe(false);
    expect(back.jobId).toBe("job-1");
  });

  it("leaves a value of the wrong shape at its default, and brings back nothing from an empty draft", () => {
    const back = valuesFromDraft(
      {
        name: 42,
        email: "asha@example.com",
        gender: "Robot",
        category: "VIP",
        pwd: "maybe",
        education: [{ qualification: "B.A.", marks: 61 }, "row"],
        experience: new Array(11).fill({ company: "X" }),
      },
      "job-1",
    )!;
    expect(back.name).toBe("");
    expect(back.email).toBe("asha@example.com");
    expect(back.gender).toBe("Male");
    expect(back.category).toBe("");
    expect(back.pwd).toBe("false");
    expect(back.education).toEqual([
      { qualification: "B.A.", board: "", institution: "", marks: "", year: "" },
      { qualification: "", board: "", institution: "", marks: "", year: "" },
    ]);
    expect(back.experience).toEqual(blankValues("job-1").experience); // more rows than the form allows
    expect(valuesFromDraft(draftOf(blankValues("job-1")), "job-1")).toBeNull();
    expect(valuesFromDraft("text", "job-1")).toBeNull();
    expect(valuesFromDraft(null, "job-1")).toBeNull();
  });
});
